import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, systemClock } from '../../clock';
import {
  createStaff,
  signStaffInAgain,
  createTestServer,
  TEST_DB_KIND,
  type TestServer,
} from '../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from '../wallet/ledger';

// ADJUSTMENT_APPROVAL_MBTC is 100 by default: 100 mBTC applies at once, 100.00001 waits; what
// one member applied to one player without approval in ADJUSTMENT_APPROVAL_WINDOW_HOURS (24)
// counts towards it
let server: TestServer;
let requester: { token: string; staffId: number };
let approver: { token: string; staffId: number };
beforeAll(async () => {
  server = await createTestServer();
  requester = await createStaff(server.deps, ['payments']);
  approver = await createStaff(server.deps, ['payments']);
});
afterAll(() => server.close());

const as = (token: string) => ({ token });

async function fundedPlayer(satoshis: bigint) {
  const player = await server.register();
  if (satoshis > 0n) await server.deposit(player.playerId, satoshis);
  return player;
}

async function adjustmentJournals(playerId: number) {
  const { rows } = await server.db.query<{ amount: bigint }>(
    `SELECT e.amount FROM journal j JOIN entries e ON e.journal_id = j.id
       JOIN accounts a ON a.id = e.account_id
      WHERE j.kind = 'manual_adjustment' AND a.player_id = $1`,
    [playerId],
  );
  return rows.map((row) => row.amount);
}

describe('admin/players/adjust_balance at or below the threshold', () => {
  it('applies a credit and a debit at once through the ledger, with the audit entry', async () => {
    const player = await fundedPlayer(1_000_000n);
    const credit = await server.call(
      'adminAdjustBalance',
      { player: player.playerId, amount: 100, type: 'goodwill', reason: 'Goodwill for an outage' },
      as(requester.token),
    );
    expect(credit.httpStatus).toBe(200);
    expect(credit.body).toMatchObject({
      cashBalance: 110,
      adjustment: {
        playerId: player.playerId,
        amount: 100,
        status: 'applied',
        needsApproval: false,
        requestedBy: requester.staffId,
        decidedBy: requester.staffId,
      },
    });
    // by another member: the requester's 100 used up what they may move to this player alone
    const debit = await server.call(
      'adminAdjustBalance',
      { player: player.playerId, amount: '-2.5', type: 'correction', reason: 'Duplicate credit' },
      as(approver.token),
    );
    expect(debit.body.cashBalance).toBe(107.5);
    expect(await getBalance(server.db, player.playerId)).toBe(10_750_000n);
    expect(await adjustmentJournals(player.playerId)).toEqual([10_000_000n, -250_000n]);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
    expect(server.events).toContainEqual({
      playerId: player.playerId,
      event: 'balance',
      data: { real_balance: 107.5, player_currency: 'mBTC' },
    });
    const { rows } = await server.db.query<{ before: unknown; after: unknown; reason: string }>(
      `SELECT before, after, reason FROM audit_log WHERE action = 'admin/players/adjust_balance' AND player_id = $1 ORDER BY id`,
      [player.playerId],
    );
    expect(rows[1]).toMatchObject({
      before: { cash: '11000000' },
      after: { cash: '10750000', adjustment: { amount: -2.5, status: 'applied' } },
      reason: 'Duplicate credit',
    });
  });

  it('never takes the cash below zero: adjustment_exceeds_balance, nothing changed', async () => {
    const player = await fundedPlayer(100_000n);
    const result = await server.call(
      'adminAdjustBalance',
      { player: player.playerId, amount: -1.00001, type: 'correction', reason: 'Clawback' },
      as(requester.token),
    );
    expect(result.httpStatus).toBe(400);
    expect(result.body).toEqual({
      status: 0,
      code: 'adjustment_exceeds_balance',
      params: { balance: 1 },
    });
    expect(await getBalance(server.db, player.playerId)).toBe(100_000n);
    const { rows } = await server.db.query(
      'SELECT 1 FROM balance_adjustments WHERE player_id = $1',
      [player.playerId],
    );
    expect(rows).toEqual([]);
  });

  it.each([
    [{ amount: 0 }, 'amount', 'invalid_amount'],
    [{ amount: '1.000001' }, 'amount', 'invalid_amount'],
    [{ amount: 'ten' }, 'amount', 'invalid_amount'],
    [{ amount: '--1' }, 'amount', 'invalid_amount'],
    [{ amount: null }, 'amount', 'field_required'],
    [{ reason: '' }, 'reason', 'field_required'],
    [{ reason: 'x'.repeat(501) }, 'reason', 'invalid_value'],
    [{ type: 'gift' }, 'type', 'invalid_value'],
    [{ type: undefined }, 'type', 'field_required'],
    [{ type: 'bonus', amount: -1 }, 'amount', 'bonus_adjustment_debit'],
  ])('refuses %j with %s: %s', async (change, field, code) => {
    const player = await fundedPlayer(0n);
    const result = await server.call(
      'adminAdjustBalance',
      { player: player.playerId, amount: 1, type: 'goodwill', reason: 'Goodwill', ...change },
      as(requester.token),
    );
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toEqual({ [field]: code });
    expect(await getBalance(server.db, player.playerId)).toBe(0n);
  });

  it('answers not_found for an unknown player', async () => {
    const result = await server.call(
      'adminAdjustBalance',
      { player: 99_999_999, amount: 1, type: 'goodwill', reason: 'Goodwill' },
      as(requester.token),
    );
    expect(result.httpStatus).toBe(404);
  });
});

const approve = (adjustmentId: number, staff: { token: string }) =>
  server.call('adminApproveAdjustment', { adjustmentId }, as(staff.token));

async function pendingAdjustment(playerId: number, amount: number | string) {
  const result = await server.call(
    'adminAdjustBalance',
    { player: playerId, amount, type: 'goodwill', reason: 'Tournament prize' },
    as(requester.token),
  );
  expect(result.body).toMatchObject({
    cashBalance: null,
    adjustment: { status: 'pending', needsApproval: true },
  });
  return result.body.adjustment.id as number;
}

describe('above the threshold: four eyes', () => {
  it('waits for another staff member, who approves it once', async () => {
    const player = await fundedPlayer(0n);
    const id = await pendingAdjustment(player.playerId, '100.00001');
    expect(await getBalance(server.db, player.playerId)).toBe(0n);
    const pending = await server.call(
      'adminGetPendingAdjustments',
      { itemsPerPage: 100 },
      as(approver.token),
    );
    expect(pending.body.rows).toContainEqual(
      expect.objectContaining({ id, amount: 100.00001, username: player.username }),
    );

    const own = await approve(id, requester);
    expect(own.httpStatus).toBe(403);
    expect(own.body.code).toBe('own_adjustment');
    const ownReject = await server.call(
      'adminRejectAdjustment',
      { adjustmentId: id, reason: 'mine' },
      as(requester.token),
    );
    expect(ownReject.body.code).toBe('own_adjustment');
    expect(await getBalance(server.db, player.playerId)).toBe(0n);

    const approved = await approve(id, approver);
    expect(approved.body).toMatchObject({
      cashBalance: 100.00001,
      adjustment: { status: 'applied', decidedBy: approver.staffId },
    });
    const again = await approve(id, approver);
    expect(again.body.code).toBe('adjustment_not_pending');
    expect(await getBalance(server.db, player.playerId)).toBe(10_000_001n);
    const { rows } = await server.db.query<{ staff_id: number }>(
      `SELECT staff_id FROM audit_log WHERE action = 'admin/players/approve_adjustment' AND player_id = $1`,
      [player.playerId],
    );
    expect(rows).toEqual([{ staff_id: approver.staffId }]);
  });

  it('is rejected with a reason, and then never applies', async () => {
    const player = await fundedPlayer(0n);
    const id = await pendingAdjustment(player.playerId, 500);
    const noReason = await server.call(
      'adminRejectAdjustment',
      { adjustmentId: id, reason: '' },
      as(approver.token),
    );
    expect(noReason.body.errors).toEqual({ reason: 'field_required' });
    const rejected = await server.call(
      'adminRejectAdjustment',
      { adjustmentId: id, reason: 'No such tournament' },
      as(approver.token),
    );
    expect(rejected.body).toMatchObject({
      cashBalance: null,
      adjustment: { status: 'rejected', decisionReason: 'No such tournament' },
    });
    const refused = await approve(id, approver);
    expect(refused.body.code).toBe('adjustment_not_pending');
    expect(await getBalance(server.db, player.playerId)).toBe(0n);
  });

  it('refuses at approval a debit the cash no longer covers, and it stays pending', async () => {
    const player = await fundedPlayer(20_000_000n);
    const id = await pendingAdjustment(player.playerId, -150);
    await server.call(
      'adminAdjustBalance',
      { player: player.playerId, amount: -60, type: 'correction', reason: 'Other claw-back' },
      as(approver.token),
    );
    const refused = await approve(id, approver);
    expect(refused.body).toEqual({
      status: 0,
      code: 'adjustment_exceeds_balance',
      params: { balance: 140 },
    });
    const { rows } = await server.db.query<{ status: string }>(
      'SELECT status FROM balance_adjustments WHERE id = $1',
      [id],
    );
    expect(rows).toEqual([{ status: 'pending' }]);
  });

  it('applies exactly once when several staff members approve at the same moment', async () => {
    const player = await fundedPlayer(0n);
    const id = await pendingAdjustment(player.playerId, 250);
    const approvers = await Promise.all(
      Array.from({ length: 4 }, () => createStaff(server.deps, ['payments'])),
    );
    const answers = await Promise.all(approvers.map((staff) => approve(id, staff)));
    expect(answers.filter((answer) => answer.httpStatus === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'adjustment_not_pending')).toHaveLength(
      3,
    );
    expect(await getBalance(server.db, player.playerId)).toBe(25_000_000n);
    expect(await adjustmentJournals(player.playerId)).toEqual([25_000_000n]);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });
});

const HOUR = 60 * 60 * 1000;

async function adjust(playerId: number, amount: number | string, staff: { token: string }) {
  const result = await server.call(
    'adminAdjustBalance',
    { player: playerId, amount, type: 'goodwill', reason: 'Goodwill' },
    as(staff.token),
  );
  expect(result.httpStatus, JSON.stringify(result.body)).toBe(200);
  return result.body.adjustment as { id: number; status: string; needsApproval: boolean };
}

describe('split into smaller adjustments', () => {
  it('waits once one member’s adjustments to one player without approval pass the threshold', async () => {
    const player = await fundedPlayer(50_000_000n);
    expect(await adjust(player.playerId, 60, requester)).toMatchObject({ status: 'applied' });
    // a debit moves money too: 60 + 40 is the threshold, still at once
    expect(await adjust(player.playerId, -40, requester)).toMatchObject({ status: 'applied' });
    const over = await adjust(player.playerId, '0.00001', requester);
    expect(over).toMatchObject({ status: 'pending', needsApproval: true });
    expect(await getBalance(server.db, player.playerId)).toBe(52_000_000n);

    // another member's own allowance for the player, and the requester's for another player
    expect(await adjust(player.playerId, 100, approver)).toMatchObject({ status: 'applied' });
    const other = await fundedPlayer(0n);
    expect(await adjust(other.playerId, 100, requester)).toMatchObject({ status: 'applied' });

    // one approved by a second member does not count towards the requester's allowance
    expect((await approve(over.id, approver)).httpStatus).toBe(200);
    expect(await adjust(player.playerId, 1, requester)).toMatchObject({ status: 'pending' });
  });

  it('counts over the last 24 hours', async () => {
    const clock = createTestClock();
    server.deps.clock = clock;
    try {
      const player = await fundedPlayer(0n);
      expect(await adjust(player.playerId, 100, requester)).toMatchObject({ status: 'applied' });
      // a day on, the member signs in again (a session lasts hours)
      clock.advance(24 * HOUR - 60_000);
      const nextDay = await signStaffInAgain(server.deps, requester);
      expect(await adjust(player.playerId, 1, nextDay)).toMatchObject({ status: 'pending' });
      clock.advance(60_000);
      expect(await adjust(player.playerId, 100, nextDay)).toMatchObject({ status: 'applied' });
      expect(await getBalance(server.db, player.playerId)).toBe(20_000_000n);
    } finally {
      server.deps.clock = systemClock;
    }
  });

  it('lets only one of two adjustments asked at the same moment on two nodes through', async () => {
    // PostgreSQL: two nodes, each its own connections; PGlite: one node, its requests at once
    const second =
      TEST_DB_KIND === 'postgres' ? await createTestServer({ sharing: server }) : server;
    try {
      const nodes = [server, second];
      for (let attempt = 0; attempt < 5; attempt++) {
        const player = await fundedPlayer(0n);
        const answers = await Promise.all(
          nodes.map((node) =>
            node.call(
              'adminAdjustBalance',
              { player: player.playerId, amount: 60, type: 'goodwill', reason: 'Goodwill' },
              as(requester.token),
            ),
          ),
        );
        expect(answers.map((answer) => answer.httpStatus)).toEqual([200, 200]);
        const statuses = answers.map((answer) => answer.body.adjustment.status as string);
        expect(statuses.sort()).toEqual(['applied', 'pending']);
        expect(await getBalance(server.db, player.playerId)).toBe(6_000_000n);
      }
      expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
    } finally {
      if (second !== server) await second.close();
    }
  });
});
