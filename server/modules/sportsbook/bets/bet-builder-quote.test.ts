import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from '../../wallet/ledger';
import { priceBetBuilder } from '../pricing/bet-builder';
import type { FootballState } from '../pricing/football';
import { buildScoreGrid } from '../pricing/football-score-grid';
import { settleFeedChange } from './settlement';
import { createTestBook, publishedFootball, twoWay } from '../../../testing/sportsbook/test-book';

// front/sports/price_bet_builder against events the feed store holds, priced as the simulator
// prices them: the answer is the grid's joint price for the state the prices came from.

const MARGIN = 0.05;
let server: TestServer;
let book: ReturnType<typeof createTestBook>;
beforeAll(async () => {
  server = await createTestServer({
    env: { SPORTS_MARGIN: String(MARGIN), SPORTS_LIVE_DELAY_SECONDS: '0' },
  });
  book = createTestBook(server.db);
});
afterAll(() => server.close());

/** Every football market of a state, as the simulator publishes it. */
const published = (state: FootballState) => publishedFootball(state, MARGIN);

const preMatch: FootballState = {
  homeRate: 1.6,
  awayRate: 1.0,
  minute: 0,
  score: { home: 0, away: 0 },
};

async function footballEvent(state: FootballState = preMatch) {
  const eventId = await book.createEvent({ markets: published(state) });
  return { eventId, selections: await book.selectionsOf(eventId) };
}

describe('front/sports/price_bet_builder', () => {
  it('prices a home win, over 2.5 and both teams to score jointly, as the score grid does', async () => {
    const { eventId, selections } = await footballEvent();
    const picks = ['1x2//home', 'total/total=2.5/over', 'btts//yes'].map((key) => selections[key]);
    const result = await server.call('priceBetBuilder', { selections: picks });
    expect(result.httpStatus).toBe(200);
    const truth = priceBetBuilder(
      buildScoreGrid(preMatch),
      [
        { marketType: '1x2', specifiers: {}, outcome: 'home' },
        { marketType: 'total', specifiers: { total: '2.5' }, outcome: 'over' },
        { marketType: 'btts', specifiers: {}, outcome: 'yes' },
      ],
      MARGIN,
    );
    if (!truth.ok) throw new Error('the grid refused the combination');
    expect(result.body.eventId).toBe(eventId);
    // the rates are fitted to prices rounded onto the ladder: within a tick of the true price
    expect(Math.abs(result.body.oddsMilli - truth.oddsMilli)).toBeLessThanOrEqual(100);
    // and not the product of the three prices
    const odds = new Map(
      published(preMatch).flatMap((market) =>
        market.outcomes.map((outcome) => [
          `${market.type}/${market.specifiers}/${outcome.id}`,
          outcome.oddsMilli,
        ]),
      ),
    );
    const product = ['1x2//home', 'total/total=2.5/over', 'btts//yes']
      .map((key) => (odds.get(key) ?? 0) / 1000)
      .reduce((total, price) => total * price, 1);
    expect(result.body.oddsMilli).toBeLessThan(product * 1000 * 0.8);
  });

  it('refuses a combination that cannot happen, and selections of two events', async () => {
    const first = await footballEvent();
    const impossible = await server.call('priceBetBuilder', {
      selections: [
        first.selections['correct_score//2:1'],
        first.selections['total/total=2.5/under'],
      ],
    });
    expect(impossible.httpStatus).toBe(400);
    expect(impossible.body.code).toBe('bet_builder_impossible');
    const second = await footballEvent();
    const twoEvents = await server.call('priceBetBuilder', {
      selections: [first.selections['1x2//home'], second.selections['btts//yes']],
    });
    expect(twoEvents.body.code).toBe('bet_builder_one_event');
  });

  it('refuses a market the builder does not take, naming the selection', async () => {
    const { selections } = await footballEvent();
    const handicap = selections['asian_handicap/hcp=-0.75/home'];
    const result = await server.call('priceBetBuilder', {
      selections: [selections['1x2//home'], handicap],
    });
    expect(result.httpStatus).toBe(400);
    expect(result.body).toMatchObject({
      code: 'bet_builder_unsupported',
      params: { outcomeId: handicap },
    });
  });

  it('refuses a suspended market, and an event whose prices give no model', async () => {
    const { eventId, selections } = await footballEvent();
    await book.apply(eventId, { kind: 'bet_stop' });
    const suspended = await server.call('priceBetBuilder', {
      selections: [selections['1x2//home'], selections['btts//yes']],
    });
    expect(suspended.httpStatus).toBe(409);
    expect(suspended.body.code).toBe('market_suspended');

    // only two total lines and no 1X2: too little to fit a model to
    const thin = await book.createEvent({
      markets: [twoWay('total', 'total=2.5', ['over', 'under'], [1900, 1900])],
    });
    const thinSelections = await book.selectionsOf(thin);
    const unavailable = await server.call('priceBetBuilder', {
      selections: [thinSelections['total/total=2.5/over'], thinSelections['total/total=2.5/under']],
    });
    expect(unavailable.httpStatus).toBe(409);
    expect(unavailable.body.code).toBe('bet_builder_unavailable');
  });
});

describe('a bet builder placed and settled', () => {
  const PICKS = ['1x2//home', 'total/total=2.5/over', 'btts//yes'];

  async function placeBuilder(stake: string, seen?: number) {
    const player = await server.register();
    await server.deposit(player.playerId, 10_000_000n);
    const { eventId, selections } = await footballEvent();
    const outcomeIds = PICKS.map((key) => selections[key] as string);
    const quote = await server.call('priceBetBuilder', { selections: outcomeIds });
    const placed = await server.call(
      'placeBet',
      {
        playerId: player.playerId,
        type: 'bet_builder',
        stake,
        selections: outcomeIds.map((outcomeId) => ({ outcomeId, oddsMilli: 2000 })),
        builderOddsMilli: seen ?? quote.body.oddsMilli,
      },
      { token: player.token, idempotencyKey: randomUUID() },
    );
    return { player, eventId, quote: quote.body.oddsMilli as number, placed };
  }

  const settleMatch = async (eventId: string, home: number, away: number) => {
    const won = (isWon: boolean) => (isWon ? 1 : 0);
    for (const [type, specifiers, outcomes] of [
      [
        '1x2',
        '',
        [
          ['home', home > away],
          ['draw', home === away],
          ['away', home < away],
        ],
      ],
      [
        'total',
        'total=2.5',
        [
          ['over', home + away > 2.5],
          ['under', home + away < 2.5],
        ],
      ],
      [
        'btts',
        '',
        [
          ['yes', home > 0 && away > 0],
          ['no', home === 0 || away === 0],
        ],
      ],
    ] as const) {
      const change = await book.settle(
        eventId,
        type,
        specifiers,
        outcomes.map(([id, isWon]) => ({ id, result: won(isWon) })),
      );
      await settleFeedChange(server.db, server.deps.realtime, change);
    }
  };

  it('takes the stake at the joint price and pays it when every selection wins', async () => {
    const { player, eventId, quote, placed } = await placeBuilder('10');
    expect(placed.httpStatus).toBe(200);
    expect(placed.body.bet).toMatchObject({
      type: 'bet_builder',
      builderOddsMilli: quote,
      potentialReturn: Math.floor(10 * quote) / 1000,
    });
    expect(placed.body.bet.legs).toHaveLength(3);
    await settleMatch(eventId, 2, 1);
    const balance = await getBalance(server.db, player.playerId);
    // 10 mBTC = 1,000,000 satoshis at the joint price, floored to the satoshi
    expect(balance).toBe(10_000_000n - 1_000_000n + (1_000_000n * BigInt(quote)) / 1000n);
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  it('loses when one selection loses, though the others won', async () => {
    const { player, eventId, placed } = await placeBuilder('10');
    expect(placed.httpStatus).toBe(200);
    await settleMatch(eventId, 1, 0);
    expect(await getBalance(server.db, player.playerId)).toBe(9_000_000n);
  });

  it('refuses a joint price that moved from the one seen, naming the price now', async () => {
    const { quote, placed, player } = await placeBuilder('10', 2000);
    expect(quote).not.toBe(2000);
    expect(placed.httpStatus).toBe(409);
    expect(placed.body).toMatchObject({ code: 'odds_changed', params: { oddsMilli: quote } });
    expect(await getBalance(server.db, player.playerId)).toBe(10_000_000n);
  });
});
