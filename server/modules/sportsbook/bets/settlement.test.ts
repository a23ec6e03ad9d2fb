import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from '../../wallet/ledger';
import type { FeedChange } from '../feed/feed-change';
import type { OutcomeResult } from '../feed/feed-messages';
import { applyFeedMessage } from '../feed/feed-store';
import { settleBetsOnMarkets, settleDueBets, settleFeedChange } from './settlement';
import { createTestBook, twoWay } from '../../../testing/sportsbook/test-book';

let server: TestServer;
let book: ReturnType<typeof createTestBook>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  book = createTestBook(server.db);
});
afterAll(() => server.close());

const STAKE = 100_000n;
const FUNDS = 10_000_000n;

async function fundedPlayer() {
  const player = await server.register();
  const deposit = await server.deposit(player.playerId, FUNDS);
  expect(deposit.body.result).toBe('credited');
  return player;
}
type Player = Awaited<ReturnType<typeof fundedPlayer>>;

async function place(
  player: Player,
  type: 'single' | 'accumulator',
  selections: { outcomeId: string; oddsMilli: number }[],
): Promise<number> {
  const result = await server.call(
    'placeBet',
    { playerId: player.playerId, stake: 1, type, selections },
    { token: player.token, idempotencyKey: randomUUID() },
  );
  expect(result.httpStatus).toBe(200);
  return result.body.bet.id as number;
}

/** An event with one two-way market at `odds` on both sides; the selection of `side`. */
async function twoWayEvent(type: string, specifiers: string, odds: number) {
  const eventId = await book.createEvent({
    markets: [twoWay(type, specifiers, ['a', 'b'], [odds, odds])],
  });
  const selections = await book.selectionsOf(eventId);
  return { eventId, a: selections[`${type}/${specifiers}/a`] as string };
}

const settleWith = async (change: Promise<FeedChange>) =>
  settleFeedChange(server.db, server.deps.realtime, await change);

async function settlementOf(betId: number) {
  const { rows } = await server.db.query<{ kind: string; payout: string; count: number }>(
    `SELECT string_agg(j.kind, ',') AS kind, max(s.payout)::text AS payout, count(*)::int AS count
     FROM sports_bet_settlements s JOIN journal j ON j.id = s.journal_id WHERE s.bet_id = $1`,
    [betId],
  );
  return rows[0];
}

async function expectLedgerBalanced() {
  expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
}

describe('the settlement table: a 1 mBTC single at 1.925', () => {
  const cases: [string, Omit<OutcomeResult, 'id'>, bigint, string][] = [
    ['won', { result: 1 }, 192_500n, 'sports_win'],
    ['lost', { result: 0 }, 0n, 'sports_lost'],
    ['void', { result: 0, voidFactor: '1' }, 100_000n, 'sports_void'],
    ['half-won (a quarter line)', { result: 1, voidFactor: '0.5' }, 146_250n, 'sports_win'],
    ['half-lost (a quarter line)', { result: 0, voidFactor: '0.5' }, 50_000n, 'sports_win'],
    ['won, two-way dead heat', { result: 1, deadHeatFactor: '0.5' }, 96_250n, 'sports_win'],
    ['won, three-way dead heat', { result: 1, deadHeatFactor: '1/3' }, 64_166n, 'sports_win'],
  ];

  it.each(cases)('%s', async (_name, result, payout, kind) => {
    const player = await fundedPlayer();
    const { eventId, a } = await twoWayEvent('handicap', 'hcp=-0.75', 1925);
    const betId = await place(player, 'single', [{ outcomeId: a, oddsMilli: 1925 }]);
    expect(
      await settleWith(
        book.settle(eventId, 'handicap', 'hcp=-0.75', [
          { id: 'a', ...result },
          { id: 'b', result: 0 },
        ]),
      ),
    ).toBe(1);
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE + payout);
    expect(await settlementOf(betId)).toEqual({ kind, payout: payout.toString(), count: 1 });
    const balances = server.events.filter(
      (event) => event.event === 'balance' && event.playerId === player.playerId,
    );
    // the deposit, the bet, and the payout when there is one
    expect(balances).toHaveLength(payout > 0n ? 3 : 2);
    if (payout > 0n) {
      expect(balances.at(-1)?.data).toEqual({
        real_balance: Number(FUNDS - STAKE + payout) / 100_000,
        player_currency: 'mBTC',
      });
    }
    expect(
      server.events.filter(
        (event) => event.event === 'sports_bet_settled' && event.playerId === player.playerId,
      ),
    ).toHaveLength(1);
    await expectLedgerBalanced();
  });
});

describe('accumulators', () => {
  it('a voided leg counts 1.00', async () => {
    const player = await fundedPlayer();
    const first = await twoWayEvent('total', 'total=2.5', 2000);
    const second = await twoWayEvent('total', 'total=2.5', 3000);
    const betId = await place(player, 'accumulator', [
      { outcomeId: first.a, oddsMilli: 2000 },
      { outcomeId: second.a, oddsMilli: 3000 },
    ]);
    expect(
      await settleWith(book.settle(first.eventId, 'total', 'total=2.5', [{ id: 'a', result: 1 }])),
    ).toBe(0);
    expect(
      await settleWith(
        book.settle(second.eventId, 'total', 'total=2.5', [
          { id: 'a', result: 1, voidFactor: '1' },
        ]),
      ),
    ).toBe(1);
    expect(await settlementOf(betId)).toMatchObject({ payout: '200000', kind: 'sports_win' });
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE + 200_000n);
    await expectLedgerBalanced();
  });

  it('a lost leg loses the bet at once, before the other legs are known', async () => {
    const player = await fundedPlayer();
    const first = await twoWayEvent('total', 'total=2.5', 2000);
    const second = await twoWayEvent('total', 'total=2.5', 3000);
    const betId = await place(player, 'accumulator', [
      { outcomeId: first.a, oddsMilli: 2000 },
      { outcomeId: second.a, oddsMilli: 3000 },
    ]);
    expect(
      await settleWith(book.settle(second.eventId, 'total', 'total=2.5', [{ id: 'a', result: 0 }])),
    ).toBe(1);
    expect(await settlementOf(betId)).toMatchObject({ payout: '0', kind: 'sports_lost' });
    const settled = await server.call(
      'getBets',
      { playerId: player.playerId, status: 'settled' },
      { token: player.token },
    );
    expect(settled.body.rows[0]).toMatchObject({ id: betId, status: 'settled', payout: 0 });
    expect(settled.body.rows[0].legs.map((leg: { result: number | null }) => leg.result)).toEqual([
      null,
      0,
    ]);
    await expectLedgerBalanced();
  });
});

describe('a cancelled market', () => {
  it('refunds the bets placed inside the cancel window', async () => {
    const player = await fundedPlayer();
    const { eventId, a } = await twoWayEvent('total', 'total=2.5', 1800);
    const betId = await place(player, 'single', [{ outcomeId: a, oddsMilli: 1800 }]);
    expect(
      await settleWith(
        book.apply(eventId, {
          kind: 'bet_cancel',
          markets: [{ type: 'total', specifiers: 'total=2.5' }],
        }),
      ),
    ).toBe(1);
    expect(await settlementOf(betId)).toMatchObject({ payout: '100000', kind: 'sports_void' });
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS);
  });

  it('leaves a bet placed before the window to the settlement', async () => {
    const player = await fundedPlayer();
    const { eventId, a } = await twoWayEvent('total', 'total=2.5', 1800);
    const betId = await place(player, 'single', [{ outcomeId: a, oddsMilli: 1800 }]);
    const cancel = book.apply(eventId, {
      kind: 'bet_cancel',
      markets: [{ type: 'total', specifiers: 'total=2.5' }],
      startTime: Date.now() + 60_000,
    });
    expect(await settleWith(cancel)).toBe(0);
    expect(
      await settleWith(book.settle(eventId, 'total', 'total=2.5', [{ id: 'a', result: 1 }])),
    ).toBe(1);
    expect(await settlementOf(betId)).toMatchObject({ payout: '180000' });
  });
});

describe('exactly once', () => {
  it('a settlement message replayed ten times pays once', async () => {
    const player = await fundedPlayer();
    const { eventId, a } = await twoWayEvent('total', 'total=2.5', 2500);
    const betId = await place(player, 'single', [{ outcomeId: a, oddsMilli: 2500 }]);
    const messageId = `settle-${randomUUID()}`;
    const first = book.message(
      eventId,
      {
        kind: 'bet_settlement',
        certainty: 2,
        markets: [{ type: 'total', specifiers: 'total=2.5', outcomes: [{ id: 'a', result: 1 }] }],
      },
      messageId,
    );
    for (let replay = 0; replay < 10; replay++) {
      const change = await applyFeedMessage(server.db, first);
      await settleFeedChange(server.db, server.deps.realtime, change);
      // a redelivery settles what the first delivery resolved, again
      await settleBetsOnMarkets(server.db, server.deps.realtime, await marketsOf(eventId));
    }
    expect(await settlementOf(betId)).toMatchObject({ payout: '250000', count: 1 });
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE + 250_000n);
    await expectLedgerBalanced();
  });

  it('a settlement message delivered ten times at once pays once', async () => {
    const player = await fundedPlayer();
    const { eventId, a } = await twoWayEvent('total', 'total=2.5', 2500);
    const betId = await place(player, 'single', [{ outcomeId: a, oddsMilli: 2500 }]);
    const delivery = book.message(
      eventId,
      {
        kind: 'bet_settlement',
        certainty: 1,
        markets: [{ type: 'total', specifiers: 'total=2.5', outcomes: [{ id: 'a', result: 1 }] }],
      },
      `settle-${randomUUID()}`,
    );
    const settled = await Promise.all(
      Array.from({ length: 10 }, async () =>
        settleFeedChange(
          server.db,
          server.deps.realtime,
          await applyFeedMessage(server.db, delivery),
        ),
      ),
    );
    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await settlementOf(betId)).toMatchObject({ payout: '250000', count: 1 });
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - STAKE + 250_000n);
    // the confirmed settlement that follows (another message) finds it paid
    expect(
      await settleWith(book.settle(eventId, 'total', 'total=2.5', [{ id: 'a', result: 1 }])),
    ).toBe(0);
    expect(await settlementOf(betId)).toMatchObject({ count: 1 });
    await expectLedgerBalanced();
  });

  it('ten settlements racing pay once', async () => {
    const player = await fundedPlayer();
    const { eventId, a } = await twoWayEvent('total', 'total=2.5', 2500);
    const betIds = [
      await place(player, 'single', [{ outcomeId: a, oddsMilli: 2500 }]),
      await place(player, 'single', [{ outcomeId: a, oddsMilli: 2500 }]),
    ];
    await book.settle(eventId, 'total', 'total=2.5', [{ id: 'a', result: 1 }]);
    const markets = await marketsOf(eventId);
    const settled = await Promise.all([
      ...Array.from({ length: 10 }, () =>
        settleBetsOnMarkets(server.db, server.deps.realtime, markets),
      ),
      settleDueBets(server.db, server.deps.realtime),
    ]);
    expect(settled.reduce((sum, count) => sum + count, 0)).toBe(2);
    for (const betId of betIds) {
      expect(await settlementOf(betId)).toMatchObject({ payout: '250000', count: 1 });
    }
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - 2n * STAKE + 500_000n);
    await expectLedgerBalanced();
  });

  it('the sweep settles a bet whose settlement was missed', async () => {
    const player = await fundedPlayer();
    const { eventId, a } = await twoWayEvent('total', 'total=2.5', 2500);
    const betId = await place(player, 'single', [{ outcomeId: a, oddsMilli: 2500 }]);
    // applied, but the node stopped before settling its bets
    await book.settle(eventId, 'total', 'total=2.5', [{ id: 'a', result: 0 }]);
    expect(await settleDueBets(server.db, server.deps.realtime)).toBeGreaterThanOrEqual(1);
    expect(await settlementOf(betId)).toMatchObject({ payout: '0', count: 1 });
    expect(await settleDueBets(server.db, server.deps.realtime)).toBe(0);
  });
});

async function marketsOf(eventId: string): Promise<string[]> {
  const { rows } = await server.db.query<{ id: string }>(
    'SELECT id::text AS id FROM sports_markets WHERE event_id = $1',
    [eventId],
  );
  return rows.map((row) => row.id);
}

describe('front/sports/get_bets', () => {
  it('pages the open bets newest first, and shows settled ones with their payout and leg results', async () => {
    const player = await fundedPlayer();
    const first = await twoWayEvent('total', 'total=2.5', 1500);
    const second = await twoWayEvent('total', 'total=2.5', 1600);
    const singleId = await place(player, 'single', [{ outcomeId: first.a, oddsMilli: 1500 }]);
    const accumulatorId = await place(player, 'accumulator', [
      { outcomeId: first.a, oddsMilli: 1500 },
      { outcomeId: second.a, oddsMilli: 1600 },
    ]);
    const list = (body: Record<string, unknown>) =>
      server.call('getBets', { playerId: player.playerId, ...body }, { token: player.token });

    const open = await list({ itemsPerPage: 1 });
    expect(open.body.count).toBe(2);
    expect(open.body.rows.map((bet: { id: number }) => bet.id)).toEqual([accumulatorId]);
    expect((await list({ itemsPerPage: 1, page: 2 })).body.rows[0].id).toBe(singleId);

    await settleWith(
      book.settle(first.eventId, 'total', 'total=2.5', [
        { id: 'a', result: 1, deadHeatFactor: '0.5' },
      ]),
    );
    const stillOpen = await list({});
    expect(stillOpen.body.rows).toEqual([
      expect.objectContaining({
        id: accumulatorId,
        status: 'open',
        potentialReturn: 2.4,
        legs: [
          expect.objectContaining({ result: 1, deadHeatFactor: '0.5' }),
          expect.objectContaining({ result: null }),
        ],
      }),
    ]);
    const settled = await list({ status: 'settled' });
    expect(settled.body).toMatchObject({
      count: 1,
      rows: [
        {
          id: singleId,
          status: 'settled',
          stake: 1,
          payout: 0.75,
          settledAt: expect.any(String),
          legs: [{ result: 1, voidFactor: null, deadHeatFactor: '0.5', oddsMilli: 1500 }],
        },
      ],
    });
    const event = server.events.find(
      (message) => message.event === 'sports_bet_settled' && message.playerId === player.playerId,
    );
    expect(event?.data).toEqual({ bet: settled.body.rows[0] });
  });
});
