import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from '../../wallet/ledger';
import { autoCashOutOnMarkets, createAutoCashOutQueue, marketsRepriced } from './auto-cash-out';
import { settleFeedChange } from './settlement';
import { createTestBook, winner } from '../../../testing/sportsbook/test-book';
import { createBetKit, type BetKitPlayer } from '../../../testing/sportsbook/test-bets';

// front/sports/cash_out and set_auto_cash_out against the book (docs/sportsbook-settlement.md,
// "Cash out"): what is paid, what the ledger moves, the refusals, and a cash-out racing the
// settlement of its bet.
let server: TestServer;
let book: ReturnType<typeof createTestBook>;
let kit: ReturnType<typeof createBetKit>;
let margin: number;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  book = createTestBook(server.db);
  kit = createBetKit(server);
  margin = server.deps.config.SPORTS_MARGIN;
});
afterAll(() => server.close());

type Player = BetKitPlayer;

/** A 1 mBTC single on the home win at 2.00 of a new match; its event and selection. */
async function singleAtEvens(player: Player) {
  const eventId = await book.createEvent({ markets: [winner([2000, 3400, 3600])] });
  const outcomeId = (await book.selectionsOf(eventId))['1x2//1'] as string;
  const betId = await kit.placeBet(player, {
    type: 'single',
    selections: [{ outcomeId, oddsMilli: 2000 }],
  });
  return { eventId, betId };
}

const reprice = (eventId: string, homeOdds: number, status: 'active' | 'suspended' = 'active') =>
  book.apply(eventId, { kind: 'odds_change', markets: [winner([homeOdds, 3400, 3600], status)] });

function cashOut(
  player: Player,
  request: {
    betId: number;
    amount: number | string;
    valueSeen: number | string;
    tolerance?: number;
  },
  idempotencyKey = randomUUID(),
) {
  return server.call(
    'cashOut',
    { playerId: player.playerId, ...request },
    { token: player.token, idempotencyKey },
  );
}

const betRow = (betId: number) => kit.betRow(betId);
const journalsOf = (betId: number) => kit.journalKindsOf(betId);
const postedTo = (betId: number, kind: string) => kit.postedTo(betId, kind);
const expectLedgerBalanced = async () =>
  expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);

describe('cash out in full', () => {
  it('pays the current value, ends the bet and lists it among the settled bets', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await singleAtEvens(player);
    await reprice(eventId, 1600);
    const before = await getBalance(server.db, player.playerId);

    // 1 mBTC at 2.00, now 1.60: worth 1.25 mBTC
    const key = randomUUID();
    const result = await cashOut(player, { betId, amount: 1.25, valueSeen: 1.25 }, key);
    expect(result.httpStatus).toBe(200);
    expect(result.body).toMatchObject({
      amount: 1.25,
      bet: { status: 'cashed_out', payout: 1.25 },
    });
    expect(await getBalance(server.db, player.playerId)).toBe(before + 125_000n);
    // the same key answers the same and pays once
    const replay = await cashOut(player, { betId, amount: 1.25, valueSeen: 1.25 }, key);
    expect(replay.body).toEqual(result.body);
    expect(await getBalance(server.db, player.playerId)).toBe(before + 125_000n);

    expect(await journalsOf(betId)).toEqual(['sports_bet', 'sports_cash_out']);
    expect(await postedTo(betId, 'system:sports_book')).toBe(0n);
    expect(await postedTo(betId, 'system:sports_house')).toBe(-25_000n);
    const event = server.events.find(
      (message) =>
        message.event === 'sports_bet_cashed_out' && message.playerId === player.playerId,
    );
    expect(event?.data).toMatchObject({ amount: 1.25, automatic: false, bet: { id: betId } });

    const settled = await server.call(
      'getBets',
      { playerId: player.playerId, status: 'settled', page: 1, itemsPerPage: 10 },
      { token: player.token },
    );
    expect(settled.body.rows).toMatchObject([
      { id: betId, status: 'cashed_out', payout: 1.25, cashedOut: 1.25 },
    ]);

    // its market settling later pays nothing more
    await settleFeedChange(
      server.db,
      server.deps.realtime,
      await book.settle(eventId, '1x2', '', [
        { id: '1', result: 1 },
        { id: 'x', result: 0 },
        { id: '2', result: 0 },
      ]),
    );
    expect(await betRow(betId)).toMatchObject({ status: 'cashed_out', payout: '125000' });
    expect(await journalsOf(betId)).toEqual(['sports_bet', 'sports_cash_out']);
    await expectLedgerBalanced();
    const list = await server.call(
      'getBetList',
      { playerId: player.playerId, filterProvider: 'Sportsbook' },
      { token: player.token },
    );
    expect(list.body.transactions.rows).toMatchObject([{ id: betId, bet: 1, win: 1.25 }]);
  });

  it('takes a higher value than the player saw, and pays it', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await singleAtEvens(player);
    await reprice(eventId, 1250);
    const result = await cashOut(player, { betId, amount: 1.25, valueSeen: 1.25 });
    expect(result.body).toMatchObject({ amount: 1.6, bet: { status: 'cashed_out' } });
  });
});

describe('a partial cash-out', () => {
  it('closes the share amount ÷ value, and the settlement pays on the stake left', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await singleAtEvens(player);
    await reprice(eventId, 1600);
    const before = await getBalance(server.db, player.playerId);

    // 0.5 of 1.25 closes 40% of the stake: 0.4 mBTC leave the book, 0.6 mBTC ride on
    const result = await cashOut(player, { betId, amount: 0.5, valueSeen: 1.25 });
    expect(result.httpStatus).toBe(200);
    expect(result.body).toMatchObject({
      amount: 0.5,
      bet: { status: 'open', stake: 1, openStake: 0.6, cashedOut: 0.5, potentialReturn: 1.2 },
    });
    expect(await betRow(betId)).toMatchObject({ open_stake: '60000', payout: null });

    await settleFeedChange(
      server.db,
      server.deps.realtime,
      await book.settle(eventId, '1x2', '', [
        { id: '1', result: 1 },
        { id: 'x', result: 0 },
        { id: '2', result: 0 },
      ]),
    );
    // 0.6 mBTC won at 2.00
    expect(await betRow(betId)).toMatchObject({ status: 'settled', payout: '120000' });
    expect(await getBalance(server.db, player.playerId)).toBe(before + 50_000n + 120_000n);
    expect(await journalsOf(betId)).toEqual(['sports_bet', 'sports_cash_out', 'sports_win']);
    // the bet history counts the cash-out with the win
    const list = await server.call(
      'getBetList',
      { playerId: player.playerId, filterProvider: 'Sportsbook' },
      { token: player.token },
    );
    expect(list.body.transactions.rows).toMatchObject([{ id: betId, bet: 1, win: 1.7 }]);
    expect(await postedTo(betId, 'system:sports_book')).toBe(0n);
    // kept 40,000 − 50,000 on the cash-out, then 60,000 − 120,000 on the win
    expect(await postedTo(betId, 'system:sports_house')).toBe(-70_000n);
    await expectLedgerBalanced();
  });

  it("rounds the stake it closes up, in the book's favour", async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await singleAtEvens(player);
    await reprice(eventId, 1600);
    const before = await getBalance(server.db, player.playerId);

    // 0.33333 of 1.25 closes 100,000 × 33,333 ÷ 125,000 = 26,666.4 satoshis of stake: 26,667
    const result = await cashOut(player, { betId, amount: 0.33333, valueSeen: 1.25 });
    expect(result.httpStatus).toBe(200);
    expect(result.body).toMatchObject({ amount: 0.33333, bet: { openStake: 0.73333 } });
    expect(await betRow(betId)).toMatchObject({ open_stake: '73333' });
    expect(await getBalance(server.db, player.playerId)).toBe(before + 33_333n);
    // the book let go of the stake closed, the house kept 26,667 − 33,333
    expect(await postedTo(betId, 'system:sports_house')).toBe(-6_666n);
    await expectLedgerBalanced();
  });

  it('refuses a partial leaving less than the minimum stake, offering the largest it takes', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await singleAtEvens(player);
    await reprice(eventId, 1600);
    const result = await cashOut(player, { betId, amount: 1.2, valueSeen: 1.25 });
    expect(result.httpStatus).toBe(409);
    // at most 0.9 of 1 mBTC may close: 0.9 × 1.25
    expect(result.body).toMatchObject({
      code: 'cash_out_stake_left',
      params: { min: 0.1, max: 1.125 },
    });
    expect((await cashOut(player, { betId, amount: 1.125, valueSeen: 1.25 })).httpStatus).toBe(200);
    expect(await betRow(betId)).toMatchObject({ status: 'open', open_stake: '10000' });
  });
});

describe('refusals', () => {
  it('a value that fell below what the player accepted, with the value now', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await singleAtEvens(player);
    await reprice(eventId, 2500);
    const before = await getBalance(server.db, player.playerId);
    // seen at 1.00, now 0.80
    const refused = await cashOut(player, { betId, amount: 1, valueSeen: 1 });
    expect(refused.httpStatus).toBe(409);
    expect(refused.body).toMatchObject({ code: 'cash_out_value_changed', params: { value: 0.8 } });
    expect(await getBalance(server.db, player.playerId)).toBe(before);
    // a tolerance of 0.2 accepts it, paying the value now
    const accepted = await cashOut(player, { betId, amount: 1, valueSeen: 1, tolerance: 0.2 });
    expect(accepted.body).toMatchObject({ amount: 0.8, bet: { status: 'cashed_out' } });
  });

  it('an amount above the value', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await singleAtEvens(player);
    await reprice(eventId, 1600);
    const above = await cashOut(player, { betId, amount: 1.3, valueSeen: 1.25 });
    expect(above.body).toMatchObject({ code: 'cash_out_above_value', params: { value: 1.25 } });
    // within the tolerance the value fell below the amount asked
    await reprice(eventId, 1700);
    const fallen = await cashOut(player, { betId, amount: 1.2, valueSeen: 1.25, tolerance: 0.1 });
    expect(fallen.body).toMatchObject({
      code: 'cash_out_above_value',
      params: { value: 1.17647 },
    });
  });

  it('a suspended market, a resolved one, and a bet no longer open', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await singleAtEvens(player);
    await book.apply(eventId, { kind: 'bet_stop', markets: [{ type: '1x2', specifiers: '' }] });
    const suspended = await cashOut(player, { betId, amount: 1, valueSeen: 1 });
    expect(suspended.httpStatus).toBe(409);
    expect(suspended.body.code).toBe('market_suspended');
    // the feed resolved the market; its bets are not settled yet
    await book.settle(eventId, '1x2', '', [
      { id: '1', result: 1 },
      { id: 'x', result: 0 },
      { id: '2', result: 0 },
    ]);
    expect((await cashOut(player, { betId, amount: 1, valueSeen: 1 })).body.code).toBe(
      'cash_out_unavailable',
    );
    const other = await singleAtEvens(player);
    expect(
      (await cashOut(player, { betId: other.betId, amount: 1, valueSeen: 1 })).httpStatus,
    ).toBe(200);
    const again = await cashOut(player, { betId: other.betId, amount: 1, valueSeen: 1 });
    expect(again.body.code).toBe('bet_not_open');
  });

  it("another player's bet is not found", async () => {
    const owner = await kit.fundedPlayer();
    const stranger = await kit.fundedPlayer();
    const { betId } = await singleAtEvens(owner);
    const result = await cashOut(stranger, { betId, amount: 1, valueSeen: 1 });
    expect(result.httpStatus).toBe(404);
  });
});

describe('a cash-out racing the settlement of its bet', () => {
  it('exactly one of them happens, and the ledger stays balanced', async () => {
    const player = await kit.fundedPlayer();
    const bets = await Promise.all([1, 2, 3, 4].map(() => singleAtEvens(player)));
    const outcomes = await Promise.all(
      bets.map(async ({ eventId, betId }) => {
        const [cashedOut] = await Promise.all([
          cashOut(player, { betId, amount: 1, valueSeen: 1 }),
          book
            .settle(eventId, '1x2', '', [
              { id: '1', result: 1 },
              { id: 'x', result: 0 },
              { id: '2', result: 0 },
            ])
            .then((change) => settleFeedChange(server.db, server.deps.realtime, change)),
        ]);
        return { betId, cashedOut };
      }),
    );
    for (const { betId, cashedOut } of outcomes) {
      const row = await betRow(betId);
      const journals = await journalsOf(betId);
      if (cashedOut.httpStatus === 200) {
        expect(row?.status).toBe('cashed_out');
        expect(journals).toEqual(['sports_bet', 'sports_cash_out']);
      } else {
        expect(['cash_out_unavailable', 'bet_not_open']).toContain(cashedOut.body.code);
        expect(row?.status).toBe('settled');
        expect(journals).toEqual(['sports_bet', 'sports_win']);
      }
      expect(await postedTo(betId, 'system:sports_book')).toBe(0n);
    }
    await expectLedgerBalanced();
  });
});

describe('automatic cash-out', () => {
  it('fires once when the value reaches the value set, and can be cleared', async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await singleAtEvens(player);
    const set = await server.call(
      'setAutoCashOut',
      { playerId: player.playerId, betId, value: 1.2 },
      { token: player.token },
    );
    expect(set.body).toMatchObject({ bet: { autoCashOut: 1.2 } });
    await server.deps.background.idle();
    // 1.10 is below what the player wants
    const short = await reprice(eventId, 1818);
    expect(
      await autoCashOutOnMarkets(server.db, server.deps.realtime, marketsRepriced(short), margin),
    ).toBe(0);
    const reached = await reprice(eventId, 1600);
    const markets = marketsRepriced(reached);
    const fired = await Promise.all([
      autoCashOutOnMarkets(server.db, server.deps.realtime, markets, margin),
      autoCashOutOnMarkets(server.db, server.deps.realtime, markets, margin),
    ]);
    expect(fired[0] + fired[1]).toBe(1);
    expect(await betRow(betId)).toMatchObject({ status: 'cashed_out', payout: '125000' });
    const event = server.events.find(
      (message) =>
        message.event === 'sports_bet_cashed_out' && message.playerId === player.playerId,
    );
    expect(event?.data).toMatchObject({ amount: 1.25, automatic: true });

    const other = await singleAtEvens(player);
    await server.call(
      'setAutoCashOut',
      { playerId: player.playerId, betId: other.betId, value: 1.2 },
      { token: player.token },
    );
    const cleared = await server.call(
      'setAutoCashOut',
      { playerId: player.playerId, betId: other.betId, value: null },
      { token: player.token },
    );
    expect(cleared.body).toMatchObject({ bet: { autoCashOut: null } });
    const moved = await reprice(other.eventId, 1600);
    expect(
      await autoCashOutOnMarkets(server.db, server.deps.realtime, marketsRepriced(moved), margin),
    ).toBe(0);
    await expectLedgerBalanced();
  });

  it("fires from the feed's changes as the server wires them, a burst looked at together", async () => {
    const player = await kit.fundedPlayer();
    const { eventId, betId } = await singleAtEvens(player);
    await server.call(
      'setAutoCashOut',
      { playerId: player.playerId, betId, value: 1.2 },
      { token: player.token },
    );
    await server.deps.background.idle();
    const queue = createAutoCashOutQueue(
      server.deps.background,
      server.db,
      server.deps.realtime,
      margin,
    );
    queue(await reprice(eventId, 1900));
    queue(await reprice(eventId, 1600));
    await server.deps.background.idle();
    expect(await betRow(betId)).toMatchObject({ status: 'cashed_out', payout: '125000' });
  });
});
