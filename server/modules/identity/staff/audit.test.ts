import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestServer, type TestServer } from '../../../testing/harness';

let server: TestServer;
let admin: { token: string; staffId: number };
beforeAll(async () => {
  server = await createTestServer();
  admin = await createStaff(server.deps, ['admin']);
});
afterAll(() => server.close());

async function pendingWithdrawal() {
  const player = await server.register();
  await server.deposit(player.playerId, 1_000_000n);
  const withdrawal = await server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount: 1, address: server.deps.depositWallet.addressAt(5) },
    { token: player.token, idempotencyKey: randomUUID() },
  );
  return { player, transactionId: withdrawal.body.result.id as number };
}

describe('the audit log', () => {
  it('records an operator action with who, what, before, after and where', async () => {
    const { player, transactionId } = await pendingWithdrawal();
    const rejected = await server.call('rejectWithdrawal', { transactionId }, admin);
    expect(rejected.httpStatus).toBe(200);
    const log = await server.call('getAuditLog', { player: player.playerId }, admin);
    expect(log.body.rows).toEqual([
      expect.objectContaining({
        staffId: admin.staffId,
        action: 'admin/reject_withdrawal',
        playerId: player.playerId,
        target: `financial_transaction:${transactionId}`,
        before: expect.objectContaining({ status: 'pending' }),
        after: expect.objectContaining({ status: 'cancelled' }),
        ip: '203.0.113.10',
      }),
    ]);
  });

  it('keeps the reason a withdrawal was rejected for', async () => {
    const { player, transactionId } = await pendingWithdrawal();
    const reason = 'Dirección no verificada';
    expect(
      (await server.call('rejectWithdrawal', { transactionId, reason }, admin)).httpStatus,
    ).toBe(200);
    const log = await server.call('getAuditLog', { player: player.playerId }, admin);
    expect(log.body.rows).toEqual([
      expect.objectContaining({ action: 'admin/reject_withdrawal', reason }),
    ]);
  });

  it('rolls the action back when its entry cannot be written', async () => {
    const { player, transactionId } = await pendingWithdrawal();
    const balance = async () =>
      (await server.call('getPlayerBalance', { id: player.playerId }, player)).body;
    const before = await balance();
    // the database refuses this one entry, as it would any failed write
    await server.db.query(
      `ALTER TABLE audit_log ADD CONSTRAINT refuse_for_test CHECK (action <> 'admin/complete_withdrawal') NOT VALID`,
    );
    try {
      const paid = await server.call(
        'completeWithdrawal',
        { transactionId, txid: 'ab'.repeat(32) },
        admin,
      );
      expect(paid.httpStatus).toBe(500);
    } finally {
      await server.db.query('ALTER TABLE audit_log DROP CONSTRAINT refuse_for_test');
    }
    expect(await balance()).toEqual(before);
    const { rows } = await server.db.query<{ status: string }>(
      'SELECT status FROM financial_transactions WHERE id = $1',
      [transactionId],
    );
    expect(rows).toEqual([{ status: 'pending' }]);
    // and with the entry possible again, the same payment goes through
    const paid = await server.call(
      'completeWithdrawal',
      { transactionId, txid: 'ab'.repeat(32) },
      admin,
    );
    expect(paid.body.transaction.status).toBe('complete');
  });

  it('is refused any update, delete or truncate by the database', async () => {
    await server.call('staffList', {}, admin);
    const { rows } = await server.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM audit_log',
    );
    expect(Number(rows[0]?.count)).toBeGreaterThan(0);
    for (const statement of [
      `UPDATE audit_log SET reason = 'rewritten'`,
      'DELETE FROM audit_log',
      'TRUNCATE audit_log',
    ]) {
      await expect(server.db.query(statement), statement).rejects.toThrow(/append-only/);
    }
    const after = await server.db.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM audit_log',
    );
    expect(after.rows[0]?.count).toBe(rows[0]?.count);
  });
});
