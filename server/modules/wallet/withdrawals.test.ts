import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from './ledger';

let server: TestServer;
let address: string;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  address = server.deps.depositWallet.addressAt(999_999);
});
afterAll(() => server.close());

async function fundedPlayer(satoshis: bigint) {
  const player = await server.register();
  if (satoshis > 0n) {
    const deposit = await server.deposit(player.playerId, satoshis);
    expect(deposit.body.result).toBe('credited');
  }
  return player;
}

function withdraw(
  player: { playerId: number; token: string },
  amount: number | string,
  key = randomUUID(),
  to = address,
) {
  return server.call(
    'sendWithdrawalRequest',
    { playerId: player.playerId, amount, address: to },
    { token: player.token, idempotencyKey: key },
  );
}

describe('payment/send_withdrawal_request', () => {
  it('moves the amount from the balance to a pending withdrawal', async () => {
    const player = await fundedPlayer(1_000_000n);
    const result = await withdraw(player, 2.5);
    expect(result.httpStatus).toBe(200);
    expect(result.body).toMatchObject({
      status: 1,
      result: { amount: 2.5, address, status: 'pending' },
      player: { real_balance: 7.5 },
    });
    expect(await getBalance(server.db, player.playerId)).toBe(750_000n);
    const list = await server.call(
      'getFinancialTransactions',
      { playerId: player.playerId, filterType: 'withdrawal' },
      { token: player.token },
    );
    expect(list.body.rows).toEqual([
      expect.objectContaining({ id: result.body.result.id, status: 'pending', amount: 2.5 }),
    ]);
    expect(server.events).toContainEqual({
      playerId: player.playerId,
      event: 'balance',
      data: { real_balance: 7.5, player_currency: 'mBTC' },
    });
  });

  it('refuses an amount above the balance with min_value and the balance, changing nothing', async () => {
    const player = await fundedPlayer(100_000n);
    const result = await withdraw(player, 1.00001);
    expect(result.httpStatus).toBe(400);
    expect(result.body).toMatchObject({
      code: 'min_value',
      errors: { amount: 'min_value' },
      params: { max: 1 },
    });
    expect(await getBalance(server.db, player.playerId)).toBe(100_000n);
  });

  it.each([
    [{ amount: 0 }, 'amount', 'invalid_amount'],
    [{ amount: -1 }, 'amount', 'invalid_amount'],
    [{ amount: '1.123456' }, 'amount', 'invalid_amount'],
    [{ amount: 'ten' }, 'amount', 'invalid_amount'],
    [{ amount: null }, 'amount', 'field_required'],
    [{ address: '' }, 'address', 'field_required'],
    [{ address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' }, 'address', 'invalid_address'],
    [{ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsy' }, 'address', 'invalid_address'],
  ])('refuses %j with %s: %s', async (change, field, code) => {
    const player = await fundedPlayer(100_000n);
    const body = { playerId: player.playerId, amount: 0.5, address, ...change };
    const result = await server.call('sendWithdrawalRequest', body, {
      token: player.token,
      idempotencyKey: randomUUID(),
    });
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors[field]).toBe(code);
    expect(await getBalance(server.db, player.playerId)).toBe(100_000n);
  });

  it('answers status 0 not_meet_wager_requirement while a bonus is not wagered', async () => {
    const player = await server.register({ promo_code: 'welcome' });
    expect(await getBalance(server.db, player.playerId)).toBe(100_000n);
    const result = await withdraw(player, 0.5);
    expect(result.httpStatus).toBe(200);
    expect(result.body).toEqual({ status: 0, code: 'not_meet_wager_requirement' });
    expect(await getBalance(server.db, player.playerId)).toBe(100_000n);
    await server.db.query('UPDATE bonuses SET wagered = wager_required WHERE player_id = $1', [
      player.playerId,
    ]);
    expect((await withdraw(player, 0.5)).body.status).toBe(1);
  });

  it('needs an Idempotency-Key', async () => {
    const player = await fundedPlayer(100_000n);
    const result = await server.call(
      'sendWithdrawalRequest',
      { playerId: player.playerId, amount: 0.1, address },
      { token: player.token },
    );
    expect(result.httpStatus).toBe(400);
    expect(result.body.code).toBe('idempotency_key_required');
  });

  it('refuses another player id (403) and a visitor (401), changing nothing', async () => {
    const player = await fundedPlayer(100_000n);
    const other = await fundedPlayer(100_000n);
    const result = await server.call(
      'sendWithdrawalRequest',
      { playerId: other.playerId, amount: 0.1, address },
      { token: player.token, idempotencyKey: randomUUID() },
    );
    expect(result.httpStatus).toBe(403);
    const visitor = await server.call(
      'sendWithdrawalRequest',
      { playerId: other.playerId, amount: 0.1, address },
      { idempotencyKey: randomUUID() },
    );
    expect(visitor.httpStatus).toBe(401);
    expect(await getBalance(server.db, other.playerId)).toBe(100_000n);
  });
});

describe('idempotency', () => {
  it('replays the same answer for the same key and body, withdrawing once', async () => {
    const player = await fundedPlayer(1_000_000n);
    const key = randomUUID();
    const first = await withdraw(player, 1, key);
    const second = await withdraw(player, 1, key);
    expect(second.httpStatus).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await getBalance(server.db, player.playerId)).toBe(900_000n);
  });

  it('refuses the same key with another body (422)', async () => {
    const player = await fundedPlayer(1_000_000n);
    const key = randomUUID();
    await withdraw(player, 1, key);
    const changed = await withdraw(player, 2, key);
    expect(changed.httpStatus).toBe(422);
    expect(changed.body.code).toBe('idempotency_key_reused');
    expect(await getBalance(server.db, player.playerId)).toBe(900_000n);
  });

  it('replays a refusal too', async () => {
    const player = await fundedPlayer(100_000n);
    const key = randomUUID();
    expect((await withdraw(player, 5, key)).body.code).toBe('min_value');
    await server.deposit(player.playerId, 1_000_000n);
    const retry = await withdraw(player, 5, key);
    expect(retry.httpStatus).toBe(400);
    expect(retry.body.code).toBe('min_value');
  });

  it('answers 409 to a duplicate still in flight, and never withdraws twice', async () => {
    const player = await fundedPlayer(1_000_000n);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => withdraw(player, 1, key)));
    const statuses = results.map((result) => result.httpStatus);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(
      results
        .filter((result) => result.httpStatus === 409)
        .every((result) => result.body.code === 'request_in_progress'),
    ).toBe(true);
    expect(await getBalance(server.db, player.playerId)).toBe(900_000n);
    const { rows } = await server.db.query(
      'SELECT id FROM financial_transactions WHERE player_id = $1 AND type = $2',
      [player.playerId, 'withdrawal'],
    );
    expect(rows).toHaveLength(1);
  });

  it('keeps keys per player: the same key from two players is two requests', async () => {
    const a = await fundedPlayer(1_000_000n);
    const b = await fundedPlayer(1_000_000n);
    const key = randomUUID();
    expect((await withdraw(a, 1, key)).body.status).toBe(1);
    expect((await withdraw(b, 1, key)).body.status).toBe(1);
  });
});

describe('concurrency', () => {
  it('50 concurrent withdrawals against a balance for 10: exactly 10 succeed, balance exact, ledger balanced', async () => {
    const player = await fundedPlayer(1_000_000n + 3n);
    const results = await Promise.all(Array.from({ length: 50 }, () => withdraw(player, 1)));
    const succeeded = results.filter(
      (result) => result.httpStatus === 200 && result.body.status === 1,
    );
    const refused = results.filter((result) => result.httpStatus === 400);
    expect(succeeded).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(refused.every((result) => result.body.code === 'min_value')).toBe(true);
    expect(await getBalance(server.db, player.playerId)).toBe(3n);
    const report = await checkLedger(server.db);
    expect(report.unbalancedJournals).toEqual([]);
    expect(report.mismatchedAccounts).toEqual([]);
    expect(isLedgerBalanced(report)).toBe(true);
  });
});

describe('front/cancel_withdrawal_request', () => {
  it('refunds a pending withdrawal once, atomically', async () => {
    const player = await fundedPlayer(1_000_000n);
    const request = await withdraw(player, 4);
    const transactionId = request.body.result.id as number;
    const cancelled = await server.call(
      'cancelWithdrawalRequest',
      { transactionId },
      { token: player.token },
    );
    expect(cancelled.body).toMatchObject({
      status: 1,
      transaction: { status: 'cancelled', cancelReason: 'reversed' },
      player: { real_balance: 10 },
    });
    const again = await server.call(
      'cancelWithdrawalRequest',
      { transactionId },
      { token: player.token },
    );
    expect(again.httpStatus).toBe(400);
    expect(again.body.code).toBe('withdrawal_not_pending');
    expect(await getBalance(server.db, player.playerId)).toBe(1_000_000n);
  });

  it('refunds once when the same reversal races itself', async () => {
    const player = await fundedPlayer(1_000_000n);
    const transactionId = (await withdraw(player, 4)).body.result.id as number;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.call('cancelWithdrawalRequest', { transactionId }, { token: player.token }),
      ),
    );
    expect(results.filter((result) => result.httpStatus === 200)).toHaveLength(1);
    expect(await getBalance(server.db, player.playerId)).toBe(1_000_000n);
  });

  it("refuses another player's withdrawal (404) and a deposit (404)", async () => {
    const owner = await fundedPlayer(1_000_000n);
    const other = await fundedPlayer(0n);
    const transactionId = (await withdraw(owner, 1)).body.result.id as number;
    expect(
      (await server.call('cancelWithdrawalRequest', { transactionId }, { token: other.token }))
        .httpStatus,
    ).toBe(404);
    const deposits = await server.call(
      'getFinancialTransactions',
      { playerId: owner.playerId, filterType: 'deposit' },
      { token: owner.token },
    );
    const depositId = deposits.body.rows[0].id as number;
    expect(
      (
        await server.call(
          'cancelWithdrawalRequest',
          { transactionId: depositId },
          { token: owner.token },
        )
      ).httpStatus,
    ).toBe(404);
    expect(await getBalance(server.db, owner.playerId)).toBe(900_000n);
  });

  it('is refused when the operator switched reversals off', async () => {
    const strict = await createTestServer({ env: { ALLOW_WITHDRAWAL_CANCEL: 'false' } });
    try {
      const player = await strict.register();
      await strict.deposit(player.playerId, 1_000_000n);
      const transactionId = (
        await strict.call(
          'sendWithdrawalRequest',
          { playerId: player.playerId, amount: 1, address: strict.deps.depositWallet.addressAt(5) },
          { token: player.token, idempotencyKey: randomUUID() },
        )
      ).body.result.id as number;
      const result = await strict.call(
        'cancelWithdrawalRequest',
        { transactionId },
        { token: player.token },
      );
      expect(result.httpStatus).toBe(403);
      expect(result.body.code).toBe('withdrawal_cancel_disabled');
      expect(await getBalance(strict.db, player.playerId)).toBe(900_000n);
    } finally {
      await strict.close();
    }
  });
});

describe('operator withdrawal calls', () => {
  const txid = 'ab'.repeat(32);

  it('complete a pending withdrawal with its txid; the money leaves the platform', async () => {
    const player = await fundedPlayer(1_000_000n);
    const transactionId = (await withdraw(player, 3)).body.result.id as number;
    const admin = (await createStaff(server.deps)).token;
    const pending = await server.call(
      'listPendingWithdrawals',
      { itemsPerPage: 100 },
      { token: admin },
    );
    expect(pending.body.rows.some((row: { id: number }) => row.id === transactionId)).toBe(true);
    const done = await server.call('completeWithdrawal', { transactionId, txid }, { token: admin });
    expect(done.body.transaction).toMatchObject({ status: 'complete', txid });
    expect(await getBalance(server.db, player.playerId)).toBe(700_000n);
    expect(
      (await server.call('cancelWithdrawalRequest', { transactionId }, { token: player.token }))
        .body.code,
    ).toBe('withdrawal_not_pending');
    expect(
      (await server.call('rejectWithdrawal', { transactionId }, { token: admin })).body.code,
    ).toBe('withdrawal_not_pending');
  });

  it('email the player, in their language, once the transfer is made, and not before', async () => {
    const outbox = async (recipient: string) =>
      (
        await server.db.query<{ subject: string; body: string }>(
          `SELECT subject, body FROM email_outbox WHERE recipient = $1 AND subject LIKE '%retiro%'
              OR recipient = $1 AND subject LIKE '%withdrawal%' ORDER BY id`,
          [recipient],
        )
      ).rows;
    const admin = (await createStaff(server.deps)).token;
    const spanish = await fundedPlayer(200_000_000n);
    const english = await server.register({ interface_local: 'en' });
    await server.deposit(english.playerId, 200_000_000n);
    const first = (await withdraw(spanish, '1234.5')).body.result.id as number;
    const second = (await withdraw(english, '1234.5')).body.result.id as number;
    expect(await outbox(`${spanish.username}@example.com`)).toEqual([]);

    await server.call('completeWithdrawal', { transactionId: first, txid }, { token: admin });
    await server.call('completeWithdrawal', { transactionId: second, txid }, { token: admin });
    const [sent] = await outbox(`${spanish.username}@example.com`);
    expect(sent?.subject).toBe('Tu retiro ha sido enviado');
    expect(sent?.body).toContain('1.234,50 mBTC');
    expect(sent?.body).toContain(address);
    expect(sent?.body).toContain(txid);
    const [english_sent] = await outbox(`${english.username}@example.com`);
    expect(english_sent?.subject).toBe('Your withdrawal has been sent');
    expect(english_sent?.body).toContain('1,234.50 mBTC');
    expect(english_sent?.body).toContain('/en/user-management?tab=4');

    // a second "paid" for the same withdrawal is refused and sends nothing more
    await server.call('completeWithdrawal', { transactionId: first, txid }, { token: admin });
    expect(await outbox(`${spanish.username}@example.com`)).toHaveLength(1);
  });

  it('reject a pending withdrawal: the amount returns to the player', async () => {
    const player = await fundedPlayer(1_000_000n);
    const transactionId = (await withdraw(player, 3)).body.result.id as number;
    const admin = (await createStaff(server.deps)).token;
    const rejected = await server.call('rejectWithdrawal', { transactionId }, { token: admin });
    expect(rejected.body.transaction).toMatchObject({
      status: 'cancelled',
      cancelReason: 'rejected',
    });
    expect(await getBalance(server.db, player.playerId)).toBe(1_000_000n);
  });

  it('refuse a player (403) and a visitor (401)', async () => {
    const player = await fundedPlayer(1_000_000n);
    const transactionId = (await withdraw(player, 3)).body.result.id as number;
    expect(
      (await server.call('completeWithdrawal', { transactionId, txid }, { token: player.token }))
        .httpStatus,
    ).toBe(403);
    expect((await server.call('rejectWithdrawal', { transactionId })).httpStatus).toBe(401);
    expect(await getBalance(server.db, player.playerId)).toBe(700_000n);
  });
});

describe('admin/check_ledger', () => {
  it('reports a balanced ledger, and catches a balance changed behind its back', async () => {
    const admin = (await createStaff(server.deps)).token;
    const balanced = await server.call('adminCheckLedger', {}, { token: admin });
    expect(balanced.body).toMatchObject({
      status: 1,
      balanced: true,
      unbalancedJournals: [],
      mismatchedAccounts: [],
    });
    expect(balanced.body.journals).toBeGreaterThan(0);
    const player = await fundedPlayer(100_000n);
    await server.db.query(
      `UPDATE accounts SET balance = balance + 1 WHERE player_id = $1 AND kind = 'cash'`,
      [player.playerId],
    );
    try {
      const broken = await server.call('adminCheckLedger', {}, { token: admin });
      expect(broken.body.balanced).toBe(false);
      expect(broken.body.mismatchedAccounts).toEqual([
        expect.objectContaining({ balance: '100001', entries: '100000' }),
      ]);
    } finally {
      await server.db.query(
        `UPDATE accounts SET balance = balance - 1 WHERE player_id = $1 AND kind = 'cash'`,
        [player.playerId],
      );
    }
  });
});
