import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportsBetView } from '../../../../contract/sportsbook';
import { createStaff, createTestServer, type TestServer } from '../../../testing/harness';
import { getDebt } from '../../wallet/debt';
import { getBalance } from '../../wallet/ledger';
import type { OutcomeResult } from '../feed/feed-messages';
import { applyFeedMessage } from '../feed/feed-store';
import { autoCashOutOnMarkets, marketsRepriced } from './auto-cash-out';
import { settleBet, settleDueBets, settleFeedChange } from './settlement';
import { createTestBook, twoWay } from '../../../testing/sportsbook/test-book';
import { createBetKit, type BetKitPlayer } from '../../../testing/sportsbook/test-bets';

// Corrected results (docs/sportsbook-settlement.md, "A corrected result"), made as the operator
// makes them (admin/sports/*: the feed store, then the normal settlement) or as the feed sends them.

let server: TestServer;
let book: ReturnType<typeof createTestBook>;
let kit: ReturnType<typeof createBetKit>;
let adminToken: string;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  book = createTestBook(server.db);
  kit = createBetKit(server);
  adminToken = (await createStaff(server.deps)).token;
});
afterAll(() => server.close());

const STAKE = 100_000n;
const FUNDS = 10_000_000n;
const MARKET = { marketType: 'total', specifiers: 'total=2.5' };
const WON: OutcomeResult[] = [
  { id: 'a', result: 1 },
  { id: 'b', result: 0 },
];
const LOST: OutcomeResult[] = [
  { id: 'a', result: 0 },
  { id: 'b', result: 1 },
];

type Player = BetKitPlayer;

/** A 1 mBTC single on side `a` of a new event's total 2.5 at `odds`. */
async function betOnNewEvent(player: Player, odds = 2500) {
  const eventId = await book.createEvent({
    markets: [twoWay('total', 'total=2.5', ['a', 'b'], [odds, odds])],
  });
  const selections = await book.selectionsOf(eventId);
  const betId = await place(player, selections['total/total=2.5/a'] as string, odds);
  return { eventId, betId, outcomeId: selections['total/total=2.5/a'] as string };
}

const place = (player: Player, outcomeId: string, odds: number) =>
  kit.placeBet(player, { type: 'single', selections: [{ outcomeId, oddsMilli: odds }] });

async function operator(
  call:
    | 'adminSportsSettleMarket'
    | 'adminSportsCancelMarket'
    | 'adminSportsRollbackSettlement'
    | 'adminSportsRollbackCancel',
  body: Record<string, unknown>,
) {
  const result = await server.call(call, { ...MARKET, ...body }, { token: adminToken });
  expect(result.httpStatus).toBe(200);
  return result.body as { isApplied: boolean; betsChanged: number };
}

/** The bet's settlements, oldest first, each with its journal's kind and whether it was reversed. */
async function settlementsOf(betId: number) {
  const { rows } = await server.db.query<{
    version: number;
    payout: string;
    kind: string;
    reversed: boolean;
  }>(
    `SELECT s.version, s.payout::text AS payout, j.kind, s.reversal_journal_id IS NOT NULL AS reversed
     FROM sports_bet_settlements s JOIN journal j ON j.id = s.journal_id
     WHERE s.bet_id = $1 ORDER BY s.version`,
    [betId],
  );
  return rows;
}

const journalKindsOf = (betId: number) => kit.journalKindsOf(betId);

async function betView(player: Player, betId: number) {
  for (const status of ['open', 'settled']) {
    const list = await server.call(
      'getBets',
      { playerId: player.playerId, status, page: 1, itemsPerPage: 100 },
      { token: player.token },
    );
    const bet = (list.body.rows as SportsBetView[]).find((row) => row.id === betId);
    if (bet) return bet;
  }
  throw new Error(`bet ${betId} not listed`);
}

const expectBookConsistent = () => kit.expectBookConsistent();

describe('a corrected result', () => {
  it('reverses the settlement with its own postings negated and settles again as version 2', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    expect(await operator('adminSportsSettleMarket', { eventId, outcomes: WON })).toEqual({
      status: 1,
      isApplied: true,
      betsChanged: 1,
    });
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE + 250_000n);

    const corrected = await operator('adminSportsSettleMarket', { eventId, outcomes: LOST });
    expect(corrected.betsChanged).toBe(1);
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE);
    expect(await settlementsOf(betId)).toEqual([
      { version: 1, payout: '250000', kind: 'sports_win', reversed: true },
      { version: 2, payout: '0', kind: 'sports_lost', reversed: false },
    ]);
    expect(await journalKindsOf(betId)).toEqual([
      'sports_bet',
      'sports_win',
      'sports_reversal',
      'sports_lost',
    ]);
    // the reversal is the win's entries negated, account by account
    const { rows } = await server.db.query<{ account_id: number; win: string; reversal: string }>(
      `SELECT e.account_id, sum(e.amount) FILTER (WHERE j.kind = 'sports_win')::text AS win,
         sum(e.amount) FILTER (WHERE j.kind = 'sports_reversal')::text AS reversal
       FROM entries e JOIN journal j ON j.id = e.journal_id
       WHERE j.reference = $1 AND j.kind IN ('sports_win', 'sports_reversal')
       GROUP BY e.account_id`,
      [`sports_bet:${betId}`],
    );
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(BigInt(row.reversal)).toBe(-BigInt(row.win));

    expect(await betView(player, betId)).toMatchObject({
      status: 'settled',
      version: 2,
      payout: 0,
      previousPayout: 2.5,
    });
    const announced = server.events.filter(
      (event) => event.event === 'sports_bet_settled' && event.playerId === player.playerId,
    );
    expect(
      announced.map((event) => (event.data as { bet: { version: number } }).bet.version),
    ).toEqual([1, 2]);
    await expectBookConsistent();
  });

  it('a settlement repeating the results (a confirmation) changes nothing', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    await operator('adminSportsSettleMarket', { eventId, outcomes: WON });
    expect(
      (await operator('adminSportsSettleMarket', { eventId, outcomes: WON })).betsChanged,
    ).toBe(0);
    expect(await settlementsOf(betId)).toHaveLength(1);
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE + 250_000n);
  });

  it('a rolled-back settlement returns the bet to open with its stake in the book', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    await operator('adminSportsSettleMarket', { eventId, outcomes: WON });
    expect((await operator('adminSportsRollbackSettlement', { eventId })).betsChanged).toBe(1);
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE);
    expect(await betView(player, betId)).toMatchObject({
      status: 'open',
      version: 0,
      payout: null,
      previousPayout: 2.5,
    });
    await expectBookConsistent();

    // settled again later: the next version
    await operator('adminSportsSettleMarket', { eventId, outcomes: LOST });
    expect(await settlementsOf(betId)).toEqual([
      { version: 1, payout: '250000', kind: 'sports_win', reversed: true },
      { version: 2, payout: '0', kind: 'sports_lost', reversed: false },
    ]);
    await expectBookConsistent();
  });

  it('a bet reopened keeps its automatic cash-out value, which fires once the bet reaches it', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    // 1 mBTC at 2.50: worth 1.00 mBTC while the price holds, 1.25 once it falls to 2.00
    const set = await server.call(
      'setAutoCashOut',
      { playerId: player.playerId, betId, value: 1.2 },
      { token: player.token },
    );
    expect(set.body).toMatchObject({ bet: { autoCashOut: 1.2 } });
    await operator('adminSportsSettleMarket', { eventId, outcomes: WON });
    await operator('adminSportsRollbackSettlement', { eventId });
    expect(await betView(player, betId)).toMatchObject({ status: 'open', autoCashOut: 1.2 });

    // the market trades again and the price falls: the value the player set is reached (the
    // feed's next message is numbered after the operator's)
    const odds = book.message(eventId, {
      kind: 'odds_change',
      markets: [twoWay('total', 'total=2.5', ['a', 'b'], [2000, 2000])],
    });
    const repriced = await applyFeedMessage(server.db, { ...odds, seq: odds.seq + 100 });
    // as the node holding the feed does after the change (the sweep every 10 s may come first)
    await autoCashOutOnMarkets(
      server.db,
      server.deps.realtime,
      marketsRepriced(repriced),
      server.deps.config.SPORTS_MARGIN,
    );
    await server.deps.background.idle();
    expect(await betView(player, betId)).toMatchObject({ status: 'cashed_out', payout: 1.25 });
    expect(await journalKindsOf(betId)).toEqual([
      'sports_bet',
      'sports_win',
      'sports_reversal',
      'sports_cash_out',
    ]);
    await expectBookConsistent();
  });

  it('a cancel voids a settled bet and its rollback restores the settlement beneath', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    await operator('adminSportsSettleMarket', { eventId, outcomes: WON });
    await operator('adminSportsCancelMarket', { eventId });
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS);
    await operator('adminSportsRollbackCancel', { eventId });
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE + 250_000n);
    expect(await settlementsOf(betId)).toEqual([
      { version: 1, payout: '250000', kind: 'sports_win', reversed: true },
      { version: 2, payout: '100000', kind: 'sports_void', reversed: true },
      { version: 3, payout: '250000', kind: 'sports_win', reversed: false },
    ]);
    await expectBookConsistent();
  });

  it('a cancel window voids only the bets placed inside it', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId: before, outcomeId } = await betOnNewEvent(player);
    // the first bet was placed a minute earlier (bets carry the database's time)
    const { rows } = await server.db.query<{ placed_at: Date }>(
      `UPDATE sports_bets SET placed_at = placed_at - interval '1 minute' WHERE id = $1
       RETURNING placed_at`,
      [before],
    );
    const windowStart = new Date((rows[0]?.placed_at as Date).getTime() + 1);
    const inside = await place(player, outcomeId, 2500);
    await operator('adminSportsSettleMarket', { eventId, outcomes: LOST });

    const cancel = await operator('adminSportsCancelMarket', {
      eventId,
      startTime: windowStart.toISOString(),
    });
    expect(cancel.betsChanged).toBe(1);
    expect(await settlementsOf(before)).toEqual([
      { version: 1, payout: '0', kind: 'sports_lost', reversed: false },
    ]);
    expect(await settlementsOf(inside)).toEqual([
      { version: 1, payout: '0', kind: 'sports_lost', reversed: true },
      { version: 2, payout: '100000', kind: 'sports_void', reversed: false },
    ]);
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE);
    await expectBookConsistent();
  });
});

describe('exactly once', () => {
  it('a correction replayed ten times applies once', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    await settleFeedChange(
      server.db,
      server.deps.realtime,
      await book.settle(eventId, 'total', 'total=2.5', WON),
    );
    const correction = book.message(eventId, {
      kind: 'bet_settlement',
      certainty: 2,
      markets: [{ type: 'total', specifiers: 'total=2.5', outcomes: LOST }],
    });
    for (let replay = 0; replay < 10; replay++) {
      const change = await applyFeedMessage(server.db, correction);
      await settleFeedChange(server.db, server.deps.realtime, change);
      await settleBet(server.db, server.deps.realtime, betId);
    }
    expect(await journalKindsOf(betId)).toEqual([
      'sports_bet',
      'sports_win',
      'sports_reversal',
      'sports_lost',
    ]);
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE);
    await expectBookConsistent();
  });

  it('ten settlements of one correction racing apply it once', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    await settleFeedChange(
      server.db,
      server.deps.realtime,
      await book.settle(eventId, 'total', 'total=2.5', WON),
    );
    const change = await book.settle(eventId, 'total', 'total=2.5', LOST);
    const changed = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? settleFeedChange(server.db, server.deps.realtime, change)
          : settleBet(server.db, server.deps.realtime, betId).then(Number),
      ),
    );
    expect(changed.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await journalKindsOf(betId)).toEqual([
      'sports_bet',
      'sports_win',
      'sports_reversal',
      'sports_lost',
    ]);
    await expectBookConsistent();
  });

  it('the sweep makes a correction the node stopped before making', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await betOnNewEvent(player);
    await settleFeedChange(
      server.db,
      server.deps.realtime,
      await book.settle(eventId, 'total', 'total=2.5', WON),
    );
    // the feed's commit queued the market; the node stopped before settling its bets
    await book.settle(eventId, 'total', 'total=2.5', LOST);
    expect(await settlementsOf(betId)).toHaveLength(1);
    const queued = await server.db.query('SELECT 1 FROM sports_resettlements');
    expect(queued.rows.length).toBeGreaterThan(0);

    await settleDueBets(server.db, server.deps.realtime);
    expect(await settlementsOf(betId)).toEqual([
      { version: 1, payout: '250000', kind: 'sports_win', reversed: true },
      { version: 2, payout: '0', kind: 'sports_lost', reversed: false },
    ]);
    expect((await server.db.query('SELECT 1 FROM sports_resettlements')).rows).toHaveLength(0);
    await expectBookConsistent();
  });
});

describe('a claw-back the cash cannot cover', () => {
  it('takes the cash to zero, owes the rest, refuses withdrawals until a deposit pays it back', async () => {
    const player = await kit.fundedPlayer(STAKE);
    const { eventId, betId } = await betOnNewEvent(player, 50_000);
    await operator('adminSportsSettleMarket', { eventId, outcomes: WON });
    expect(await getBalance(server.db, player.playerId)).toBe(5_000_000n);
    const address = server.deps.depositWallet.addressAt(999_998);
    const withdraw = (amount: number) =>
      server.call(
        'sendWithdrawalRequest',
        { playerId: player.playerId, amount, address },
        { token: player.token, idempotencyKey: randomUUID() },
      );
    expect((await withdraw(40)).httpStatus).toBe(200);
    expect(await getBalance(server.db, player.playerId)).toBe(1_000_000n);

    // voided: the 50 mBTC paid comes back (10 from the cash, 40 owed), the 1 mBTC refund repays
    await operator('adminSportsSettleMarket', {
      eventId,
      outcomes: [{ id: 'a', result: 1, voidFactor: '1' }],
    });
    expect(await settlementsOf(betId)).toEqual([
      { version: 1, payout: '5000000', kind: 'sports_win', reversed: true },
      { version: 2, payout: '100000', kind: 'sports_void', reversed: false },
    ]);
    expect(await getBalance(server.db, player.playerId)).toBe(0n);
    expect(await getDebt(server.db, player.playerId)).toBe(3_900_000n);
    await expectBookConsistent();

    const refused = await withdraw(0.1);
    expect(refused.httpStatus).toBe(400);
    expect(refused.body).toMatchObject({ code: 'outstanding_debt', params: { amount: 39 } });
    const shown = await server.call(
      'getPlayerBalance',
      { id: player.playerId },
      { token: player.token },
    );
    expect(shown.body).toMatchObject({ player: { real_balance: 0 }, debt: 39 });

    // a deposit pays the debt first, in its own transaction
    await server.deposit(player.playerId, 3_000_000n);
    expect(await getBalance(server.db, player.playerId)).toBe(0n);
    expect(await getDebt(server.db, player.playerId)).toBe(900_000n);
    await server.deposit(player.playerId, 1_000_000n);
    expect(await getBalance(server.db, player.playerId)).toBe(100_000n);
    expect(await getDebt(server.db, player.playerId)).toBe(0n);
    expect((await withdraw(1)).httpStatus).toBe(200);
    await expectBookConsistent();
  });
});

describe('admin/sports/*', () => {
  it('is for operators only, and answers not_found for a market the event does not have', async () => {
    const player = await kit.fundedPlayer();
    const { eventId } = await betOnNewEvent(player);
    const asPlayer = await server.call(
      'adminSportsRollbackSettlement',
      { eventId, ...MARKET },
      { token: player.token },
    );
    expect(asPlayer.httpStatus).toBe(403);
    const unknown = await server.call(
      'adminSportsRollbackSettlement',
      { eventId, marketType: 'total', specifiers: 'total=9.5' },
      { token: adminToken },
    );
    expect(unknown.httpStatus).toBe(404);
  });
});
