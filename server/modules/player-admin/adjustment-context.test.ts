import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createTestServer, type TestServer } from '../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from '../wallet/ledger';

// What an adjustment says of itself and what its approver sees (docs/operations.md, "Balance
// adjustments"): its type, a bonus's wager requirement, the player's balance and tags, and the
// explicit confirmation a risk tag asks for. ADJUSTMENT_APPROVAL_MBTC is 100 by default and
// ADJUSTMENT_BONUS_WAGER_MULTIPLIER 30.
let server: TestServer;
let requester: { token: string; staffId: number };
let approver: { token: string; staffId: number };
beforeAll(async () => {
  server = await createTestServer();
  requester = await createStaff(server.deps, ['payments']);
  approver = await createStaff(server.deps, ['payments']);
});
afterAll(() => server.close());

const as = (staff: { token: string }) => ({ token: staff.token });

async function fundedPlayer(satoshis: bigint) {
  const player = await server.register();
  await server.deposit(player.playerId, satoshis);
  return player;
}

const adjust = (
  playerId: number,
  amount: number,
  type: string,
  staff: { token: string } = requester,
) =>
  server.call(
    'adminAdjustBalance',
    { player: playerId, amount, type, reason: 'Support case 1234' },
    as(staff),
  );

describe('an adjustment’s type', () => {
  it('is stored with the adjustment and named on its ledger movement', async () => {
    const player = await fundedPlayer(1_000_000n);
    const goodwill = await adjust(player.playerId, 5, 'goodwill');
    expect(goodwill.body.adjustment).toMatchObject({ type: 'goodwill', status: 'applied' });
    const correction = await adjust(player.playerId, -2, 'correction', approver);
    expect(correction.body.adjustment).toMatchObject({ type: 'correction', status: 'applied' });

    const ledger = await server.call(
      'adminGetPlayerLedger',
      { player: player.playerId },
      as(requester),
    );
    const rows = ledger.body.rows as { kind: string; amount: number; adjustmentType: string }[];
    expect(rows.map((row) => [row.kind, row.amount, row.adjustmentType])).toEqual([
      ['manual_adjustment', -2, 'correction'],
      ['manual_adjustment', 5, 'goodwill'],
      ['deposit', 10, null],
    ]);
  });

  it('refuses a bonus that takes money, with nothing written', async () => {
    const player = await fundedPlayer(1_000_000n);
    const refused = await adjust(player.playerId, -1, 'bonus');
    expect(refused.httpStatus).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'bonus_adjustment_debit',
      errors: { amount: 'bonus_adjustment_debit' },
    });
    expect(await getBalance(server.db, player.playerId)).toBe(1_000_000n);
    const { rows } = await server.db.query(
      'SELECT 1 FROM balance_adjustments WHERE player_id = $1',
      [player.playerId],
    );
    expect(rows).toEqual([]);
  });
});

describe('a bonus adjustment', () => {
  it('must be wagered through before the player can withdraw, as a promo code’s bonus', async () => {
    const player = await server.register();
    const bonus = await adjust(player.playerId, 5, 'bonus');
    expect(bonus.body).toMatchObject({ cashBalance: 5, adjustment: { status: 'applied' } });

    const page = await server.call('adminGetPlayer', { player: player.playerId }, as(requester));
    expect(page.body.bonuses).toEqual([
      expect.objectContaining({
        promoCode: null,
        adjustmentId: bonus.body.adjustment.id,
        amount: 5,
        wagerRequired: 150,
        wagered: 0,
        status: 'active',
      }),
    ]);
    expect(page.body.adjustmentPolicy).toEqual({
      approvalThreshold: 100,
      windowHours: 24,
      bonusWagerMultiplier: 30,
    });
    const withdrawal = await server.call(
      'sendWithdrawalRequest',
      {
        playerId: player.playerId,
        amount: 1,
        address: server.deps.depositWallet.addressAt(999_998),
      },
      { token: player.token, idempotencyKey: randomUUID() },
    );
    expect(withdrawal.body).toEqual({ status: 0, code: 'not_meet_wager_requirement' });
    expect(await getBalance(server.db, player.playerId)).toBe(500_000n);
  });

  it('waiting for approval opens no requirement until it is applied', async () => {
    const player = await server.register();
    const pending = await adjust(player.playerId, 150, 'bonus');
    expect(pending.body.adjustment).toMatchObject({ status: 'pending', type: 'bonus' });
    const count = async () =>
      (await server.db.query('SELECT 1 FROM bonuses WHERE player_id = $1', [player.playerId])).rows
        .length;
    expect(await count()).toBe(0);
    const approved = await server.call(
      'adminApproveAdjustment',
      { adjustmentId: pending.body.adjustment.id },
      as(approver),
    );
    expect(approved.body.adjustment.status).toBe('applied');
    expect(await count()).toBe(1);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });
});

describe('approving an adjustment', () => {
  it('shows the approver the player’s balance and tags in the pending list', async () => {
    const player = await fundedPlayer(2_000_000n);
    await server.call(
      'adminSetPlayerTags',
      { player: player.playerId, tags: ['vip'] },
      { token: (await createStaff(server.deps, ['support'])).token },
    );
    const pending = await adjust(player.playerId, 120, 'goodwill');
    const list = await server.call(
      'adminGetPendingAdjustments',
      { itemsPerPage: 100 },
      as(approver),
    );
    const row = (list.body.rows as { id: number }[]).find(
      (candidate) => candidate.id === pending.body.adjustment.id,
    );
    expect(row).toMatchObject({
      type: 'goodwill',
      amount: 120,
      playerCashBalance: 20,
      playerTags: ['vip'],
    });
  });

  it('for a player with a risk tag takes an explicit confirmation, refused without it', async () => {
    const player = await fundedPlayer(1_000_000n);
    await server.call(
      'adminSetPlayerTags',
      { player: player.playerId, tags: ['bonus-abuse', 'vip'] },
      { token: (await createStaff(server.deps, ['support'])).token },
    );
    const pending = await adjust(player.playerId, 500, 'goodwill');
    const id = pending.body.adjustment.id as number;

    const unconfirmed = await server.call(
      'adminApproveAdjustment',
      { adjustmentId: id },
      as(approver),
    );
    expect(unconfirmed.httpStatus).toBe(400);
    expect(unconfirmed.body).toMatchObject({
      code: 'risk_tags_unconfirmed',
      params: { tags: 'bonus-abuse' },
    });
    expect(await getBalance(server.db, player.playerId)).toBe(1_000_000n);

    const confirmed = await server.call(
      'adminApproveAdjustment',
      { adjustmentId: id, confirmRiskTags: true },
      as(approver),
    );
    expect(confirmed.body).toMatchObject({ cashBalance: 510, adjustment: { status: 'applied' } });
  });

  it('for a player without a risk tag needs no confirmation', async () => {
    const player = await fundedPlayer(1_000_000n);
    const pending = await adjust(player.playerId, 101, 'correction');
    const approved = await server.call(
      'adminApproveAdjustment',
      { adjustmentId: pending.body.adjustment.id },
      as(approver),
    );
    expect(approved.body).toMatchObject({ cashBalance: 111, adjustment: { status: 'applied' } });
  });
});
