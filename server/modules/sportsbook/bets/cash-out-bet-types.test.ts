import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { getDebt } from '../../wallet/debt';
import { getBalance } from '../../wallet/ledger';
import type { OutcomeResult } from '../feed/feed-messages';
import { priceBetBuilder } from '../pricing/bet-builder';
import type { FootballState } from '../pricing/football';
import { buildScoreGrid } from '../pricing/football-score-grid';
import { runAutoCashOut } from './auto-cash-out';
import { settleFeedChange } from './settlement';
import { createTestBook, publishedFootball, winner } from '../../../testing/sportsbook/test-book';
import { createBetKit, type BetKitPlayer } from '../../../testing/sportsbook/test-bets';

// Cash-out of system bets and bet builders (docs/sportsbook-settlement.md, "Cash out"), the
// debt a cash-out pays back, and what a later correction does to a bet cashed out in full or in
// part.
let server: TestServer;
let book: ReturnType<typeof createTestBook>;
let kit: ReturnType<typeof createBetKit>;
const MARGIN = 0.05;
beforeAll(async () => {
  server = await createTestServer({
    seedDemo: true,
    env: { SPORTS_MARGIN: String(MARGIN), SPORTS_LIVE_DELAY_SECONDS: '0' },
  });
  book = createTestBook(server.db);
  kit = createBetKit(server);
});
afterAll(() => server.close());

const HOME_WON: OutcomeResult[] = [
  { id: '1', result: 1 },
  { id: 'x', result: 0 },
  { id: '2', result: 0 },
];
const HOME_LOST: OutcomeResult[] = [
  { id: '1', result: 0 },
  { id: 'x', result: 1 },
  { id: '2', result: 0 },
];

/** New matches with the home win at each price; their events and home selections. */
async function homeWins(prices: number[]) {
  return Promise.all(
    prices.map(async (odds) => {
      const eventId = await book.createEvent({ markets: [winner([odds, 3400, 3600])] });
      const outcomeId = (await book.selectionsOf(eventId))['1x2//1'] as string;
      return { eventId, outcomeId, odds };
    }),
  );
}

/** A bet of 1 mBTC (a line) on these selections at their prices. */
const placeOn = (
  player: BetKitPlayer,
  legs: { outcomeId: string; odds: number }[],
  bet: { type: 'accumulator' | 'system'; system?: string },
) =>
  kit.placeBet(player, {
    ...bet,
    selections: legs.map(({ outcomeId, odds }) => ({ outcomeId, oddsMilli: odds })),
  });

/** The item at `index` of a list the test built. */
const at = <T>(list: T[], index: number): T => list[index] as T;

const settleHome = async (eventId: string, outcomes: OutcomeResult[], certainty: 1 | 2 = 2) =>
  settleFeedChange(
    server.db,
    server.deps.realtime,
    await book.apply(eventId, {
      kind: 'bet_settlement',
      certainty,
      markets: [{ type: '1x2', specifiers: '', outcomes }],
    }),
  );

const reprice = (eventId: string, homeOdds: number) =>
  book.apply(eventId, { kind: 'odds_change', markets: [winner([homeOdds, 3400, 3600])] });

function cashOut(
  player: BetKitPlayer,
  request: { betId: number; amount: number; valueSeen: number; tolerance?: number },
) {
  return server.call(
    'cashOut',
    { playerId: player.playerId, ...request },
    { token: player.token, idempotencyKey: randomUUID() },
  );
}

describe('a system bet', () => {
  it('values a Yankee line by line, a lost leg killing only its lines, and cashes it out', async () => {
    const player = await kit.fundedPlayer();
    const legs = await homeWins([2000, 3000, 1500, 1925]);
    const betId = await placeOn(player, legs, { type: 'system', system: 'yankee' });
    await settleHome(at(legs, 0).eventId, HOME_WON);
    await settleHome(at(legs, 2).eventId, HOME_LOST);
    await reprice(at(legs, 1).eventId, 2500);
    const before = await getBalance(server.db, player.playerId);
    // 1 mBTC a line: 1-2 (2 × 3 ÷ 2.5), 1-4 (2), 2-4 (1.2), 1-2-4 (2.4) live: 8 mBTC
    const seenLow = await cashOut(player, { betId, amount: 7.9, valueSeen: 7.9 });
    expect(seenLow.body).toMatchObject({ amount: 8, bet: { status: 'cashed_out', payout: 8 } });
    expect(await getBalance(server.db, player.playerId)).toBe(before + 800_000n);
    expect(await kit.journalKindsOf(betId)).toEqual(['sports_bet', 'sports_cash_out']);
    await kit.expectBookConsistent();
  });

  it('closes the same share of every line, and settlement pays exactly on what is left', async () => {
    const player = await kit.fundedPlayer();
    const legs = await homeWins([2000, 3000, 1500]);
    const betId = await placeOn(player, legs, { type: 'system', system: 'trixie' });
    await settleHome(at(legs, 0).eventId, HOME_WON);
    await settleHome(at(legs, 2).eventId, HOME_LOST);
    await reprice(at(legs, 1).eventId, 2000);
    const before = await getBalance(server.db, player.playerId);
    // 4 mBTC on 4 lines; only the double 1-2 lives: 1 mBTC × 2 × 3 ÷ 2 = 3 mBTC
    const tooMuch = await cashOut(player, { betId, amount: 2.95, valueSeen: 3 });
    // the minimum stake stays on each of the 4 lines: at most 3 × 3.6 ÷ 4
    expect(tooMuch.body).toMatchObject({
      code: 'cash_out_stake_left',
      params: { min: 0.4, max: 2.7 },
    });
    const partial = await cashOut(player, { betId, amount: 1.5, valueSeen: 3 });
    expect(partial.body).toMatchObject({
      amount: 1.5,
      bet: { status: 'open', openStake: 2, cashedOut: 1.5, potentialReturn: 11.25 },
    });
    await settleHome(at(legs, 1).eventId, HOME_WON);
    // the 2 mBTC left, 0.5 a line: the double 1-2 pays 0.5 × 6 = 3 mBTC, the rest nothing
    expect(await kit.betRow(betId)).toMatchObject({ status: 'settled', payout: '300000' });
    expect(await getBalance(server.db, player.playerId)).toBe(before + 150_000n + 300_000n);
    expect(await kit.postedTo(betId, 'system:sports_book')).toBe(0n);
    // kept 2 − 1.5 mBTC on the cash-out, paid 2 − 3 on the win
    expect(await kit.postedTo(betId, 'system:sports_house')).toBe(-50_000n);
    await kit.expectBookConsistent();
  });

  it('fires an automatic cash-out', async () => {
    const player = await kit.fundedPlayer();
    const legs = await homeWins([2000, 2000, 2000]);
    const betId = await placeOn(player, legs, { type: 'system', system: 'trixie' });
    await server.call(
      'setAutoCashOut',
      { playerId: player.playerId, betId, value: 5 },
      { token: player.token },
    );
    await server.deps.background.idle();
    await settleHome(at(legs, 0).eventId, HOME_WON);
    // 1 mBTC on each of 1-2 (2), 1-3 (2), 2-3 (1) and 1-2-3 (2): 7 mBTC
    expect(await runAutoCashOut(server.db, server.deps.realtime, betId, MARGIN)).toBe(true);
    expect(await kit.betRow(betId)).toMatchObject({ status: 'cashed_out', payout: '700000' });
  });
});

const published = (state: FootballState) => publishedFootball(state, MARGIN);

const PICKS = ['1x2//home', 'btts//yes'];
const PRE_MATCH: FootballState = {
  homeRate: 1.6,
  awayRate: 1,
  minute: 0,
  score: { home: 0, away: 0 },
};

/** A 1 mBTC builder on a home win and both teams to score, at the joint price quoted. */
async function builderAtPreMatch() {
  const player = await kit.fundedPlayer();
  const eventId = await book.createEvent({ markets: published(PRE_MATCH) });
  const selections = await book.selectionsOf(eventId);
  const picks = PICKS.map((key) => selections[key] as string);
  const quote = async () =>
    (await server.call('priceBetBuilder', { selections: picks })).body.oddsMilli as number;
  const accepted = await quote();
  const betId = await kit.placeBet(player, {
    type: 'bet_builder',
    builderOddsMilli: accepted,
    selections: picks.map((outcomeId) => ({ outcomeId, oddsMilli: 2000 })),
  });
  return { player, eventId, quote, accepted, betId };
}

describe('a bet builder', () => {
  it('is worth the open stake × the joint price accepted ÷ the joint price now', async () => {
    const { player, eventId, quote, accepted, betId } = await builderAtPreMatch();
    // the home side looks stronger now: the joint price shortens, the bet is worth more
    const stronger: FootballState = { ...PRE_MATCH, homeRate: 2.2 };
    await book.apply(eventId, { kind: 'odds_change', markets: published(stronger) });
    const now = await quote();
    const truth = priceBetBuilder(
      buildScoreGrid(stronger),
      [
        { marketType: '1x2', specifiers: {}, outcome: 'home' },
        { marketType: 'btts', specifiers: {}, outcome: 'yes' },
      ],
      MARGIN,
    );
    if (!truth.ok) throw new Error('the grid refused the combination');
    expect(Math.abs(now - truth.oddsMilli)).toBeLessThanOrEqual(100);
    expect(now).toBeLessThan(accepted);
    const value = Math.floor((100_000 * accepted) / now);
    const before = await getBalance(server.db, player.playerId);
    const result = await cashOut(player, {
      betId,
      amount: value / 100_000,
      valueSeen: value / 100_000,
    });
    expect(result.body).toMatchObject({ amount: value / 100_000, bet: { status: 'cashed_out' } });
    expect(await getBalance(server.db, player.playerId)).toBe(before + BigInt(value));
    await kit.expectBookConsistent();
  });

  it('is refused with a market suspended, and fires an automatic cash-out', async () => {
    const { player, eventId, betId } = await builderAtPreMatch();
    await book.apply(eventId, { kind: 'bet_stop', markets: [{ type: 'btts', specifiers: '' }] });
    expect((await cashOut(player, { betId, amount: 1, valueSeen: 1 })).body.code).toBe(
      'market_suspended',
    );
    await book.apply(eventId, { kind: 'odds_change', markets: published(PRE_MATCH) });
    await server.call(
      'setAutoCashOut',
      { playerId: player.playerId, betId, value: 0.5 },
      { token: player.token },
    );
    await server.deps.background.idle();
    expect(await kit.betRow(betId)).toMatchObject({ status: 'cashed_out' });
  });
});

describe('a cash-out paying a player who owes', () => {
  it('pays the debt back first, in the same transaction', async () => {
    const player = await kit.fundedPlayer(100_000n);
    const pair = await homeWins([2000, 2000]);
    const [first, second] = [at(pair, 0), at(pair, 1)];
    const won = await kit.placeBet(player, {
      type: 'single',
      selections: [{ outcomeId: first.outcomeId, oddsMilli: 2000 }],
    });
    await settleHome(first.eventId, HOME_WON);
    const open = await kit.placeBet(player, {
      type: 'single',
      stake: 2,
      selections: [{ outcomeId: second.outcomeId, oddsMilli: 2000 }],
    });
    // corrected to lost: the 2 mBTC paid come back from a cash of 0, all owed
    await settleHome(first.eventId, HOME_LOST);
    expect(await kit.journalKindsOf(won)).toContain('sports_reversal');
    expect(await getBalance(server.db, player.playerId)).toBe(0n);
    expect(await getDebt(server.db, player.playerId)).toBe(200_000n);

    await reprice(second.eventId, 1600);
    const result = await cashOut(player, { betId: open, amount: 2.5, valueSeen: 2.5 });
    expect(result.body).toMatchObject({ amount: 2.5, player: { real_balance: 0.5 } });
    expect(await getDebt(server.db, player.playerId)).toBe(0n);
    expect(await getBalance(server.db, player.playerId)).toBe(50_000n);
    expect(await kit.journalKindsOf(open)).toEqual([
      'sports_bet',
      'sports_cash_out',
      'debt_repayment',
    ]);
    await kit.expectBookConsistent();
  });
});

describe('a correction after a cash-out', () => {
  /** A 1 mBTC double at 2.00 and 2.00, its first leg won at certainty 1, the second now 1.60. */
  async function doubleWithFirstLegWon(player: BetKitPlayer) {
    const legs = await homeWins([2000, 2000]);
    const betId = await placeOn(player, legs, { type: 'accumulator' });
    await settleHome(at(legs, 0).eventId, HOME_WON, 1);
    await reprice(at(legs, 1).eventId, 1600);
    return { betId, legs };
  }

  it('leaves a bet cashed out in full as it was paid', async () => {
    const player = await kit.fundedPlayer();
    const { betId, legs } = await doubleWithFirstLegWon(player);
    // 1 × 2 × 2 ÷ 1.6
    expect((await cashOut(player, { betId, amount: 2.5, valueSeen: 2.5 })).httpStatus).toBe(200);
    const before = await getBalance(server.db, player.playerId);
    await settleHome(at(legs, 0).eventId, HOME_LOST);
    await settleHome(at(legs, 1).eventId, HOME_WON);
    expect(await kit.betRow(betId)).toMatchObject({ status: 'cashed_out', payout: '250000' });
    expect(await kit.journalKindsOf(betId)).toEqual(['sports_bet', 'sports_cash_out']);
    expect(await getBalance(server.db, player.playerId)).toBe(before);
    await kit.expectBookConsistent();
  });

  it('resettles the stake a partial cash-out left open', async () => {
    const player = await kit.fundedPlayer();
    const { betId, legs } = await doubleWithFirstLegWon(player);
    // half of 2.5 closes half the stake
    expect((await cashOut(player, { betId, amount: 1.25, valueSeen: 2.5 })).httpStatus).toBe(200);
    const before = await getBalance(server.db, player.playerId);
    await settleHome(at(legs, 1).eventId, HOME_WON);
    expect(await kit.betRow(betId)).toMatchObject({ status: 'settled', payout: '200000' });
    // the first leg corrected to lost: the 2 mBTC won on the 0.5 left are taken back
    await settleHome(at(legs, 0).eventId, HOME_LOST);
    expect(await kit.betRow(betId)).toMatchObject({ status: 'settled', payout: '0' });
    expect(await kit.journalKindsOf(betId)).toEqual([
      'sports_bet',
      'sports_cash_out',
      'sports_win',
      'sports_reversal',
      'sports_lost',
    ]);
    expect(await getBalance(server.db, player.playerId)).toBe(before);
    await kit.expectBookConsistent();
  });
});
