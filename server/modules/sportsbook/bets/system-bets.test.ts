import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { checkLedger, getBalance, isLedgerBalanced } from '../../wallet/ledger';
import type { OutcomeResult } from '../feed/feed-messages';
import { settleDueBets, settleFeedChange } from './settlement';
import { createTestBook, twoWay } from '../../../testing/sportsbook/test-book';

// System bets through the server (docs/sportsbook-settlement.md, "System bets"): the stake is
// per line, the ledger moves every line's, and each line is settled on its own.

let server: TestServer;
let book: ReturnType<typeof createTestBook>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  book = createTestBook(server.db);
});
afterAll(() => server.close());

const FUNDS = 10_000_000n;

async function fundedPlayer(satoshis = FUNDS) {
  const player = await server.register();
  const deposit = await server.deposit(player.playerId, satoshis);
  expect(deposit.body.result).toBe('credited');
  return player;
}
type Player = Awaited<ReturnType<typeof fundedPlayer>>;

function placeSystem(player: Player, body: Record<string, unknown>) {
  return server.call(
    'placeBet',
    { playerId: player.playerId, type: 'system', ...body },
    { token: player.token, idempotencyKey: randomUUID() },
  );
}

/** Events of one quarter-line handicap each (a half-won result exists), at these odds. */
async function handicapEvents(odds: number[]) {
  return Promise.all(
    odds.map(async (price) => {
      const eventId = await book.createEvent({
        markets: [twoWay('handicap', 'hcp=-0.75', ['a', 'b'], [price, price])],
      });
      const selections = await book.selectionsOf(eventId);
      return { eventId, outcomeId: selections['handicap/hcp=-0.75/a'] as string, price };
    }),
  );
}

const settleEvent = async (eventId: string, result: Omit<OutcomeResult, 'id'>) =>
  settleFeedChange(
    server.db,
    server.deps.realtime,
    await book.settle(eventId, 'handicap', 'hcp=-0.75', [
      { id: 'a', ...result },
      { id: 'b', result: 0 },
    ]),
  );

async function settlementsOf(betId: number) {
  const { rows } = await server.db.query<{ kind: string; payout: string }>(
    `SELECT j.kind, s.payout::text AS payout FROM sports_bet_settlements s
       JOIN journal j ON j.id = s.journal_id WHERE s.bet_id = $1`,
    [betId],
  );
  return rows;
}

async function betOf(player: Player, status: 'open' | 'settled', betId: number) {
  const bets = await server.call(
    'getBets',
    { playerId: player.playerId, status },
    { token: player.token },
  );
  return (bets.body.rows as { id: number }[]).find((bet) => bet.id === betId);
}

async function expectLedgerBalanced() {
  expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
}

describe('a system bet through front/sports/place_bet', () => {
  it('a Yankee of 1 mBTC a line: 11 mBTC leave the cash, each line settles on its own, once', async () => {
    const player = await fundedPlayer();
    const legs = await handicapEvents([2000, 3000, 1500, 1925]);
    const placed = await placeSystem(player, {
      system: 'yankee',
      stake: 1,
      selections: legs.map((leg) => ({ outcomeId: leg.outcomeId, oddsMilli: leg.price })),
    });
    expect(placed.httpStatus).toBe(200);
    expect(placed.body).toMatchObject({
      player: { real_balance: 89 },
      bet: {
        type: 'system',
        system: { name: 'yankee', lines: 11, lineStake: 1 },
        stake: 11,
        // 78.325 per unit staked a line (contract/sports-systems.test.ts)
        potentialReturn: 78.325,
        status: 'open',
      },
    });
    const betId = placed.body.bet.id as number;
    expect(await betOf(player, 'open', betId)).toEqual(placed.body.bet);

    // won 2.00, half-won 3.00 (2.00 effective), lost 1.50: lines remain, so the bet waits
    const [first, second, third, fourth] = legs as [
      (typeof legs)[0],
      (typeof legs)[0],
      (typeof legs)[0],
      (typeof legs)[0],
    ];
    expect(await settleEvent(first.eventId, { result: 1 })).toBe(0);
    expect(await settleEvent(second.eventId, { result: 1, voidFactor: '0.5' })).toBe(0);
    expect(await settleEvent(third.eventId, { result: 0 })).toBe(0);
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - 1_100_000n);

    // the fourth void (1.00): lines 1-2 pay 4, 1-4 2, 2-4 2 and 1-2-4 4: 12 × 100,000
    expect(await settleEvent(fourth.eventId, { result: 0, voidFactor: '1' })).toBe(1);
    expect(await settlementsOf(betId)).toEqual([{ kind: 'sports_win', payout: '1200000' }]);
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - 1_100_000n + 1_200_000n);
    expect(await betOf(player, 'settled', betId)).toMatchObject({
      payout: 12,
      system: { name: 'yankee', lines: 11, lineStake: 1 },
      legs: [
        { result: 1, voidFactor: null },
        { result: 1, voidFactor: '0.5' },
        { result: 0, voidFactor: null },
        { result: 0, voidFactor: '1' },
      ],
    });

    // the feed's replay and the sweep pay nothing more
    expect(await settleEvent(fourth.eventId, { result: 0, voidFactor: '1' })).toBe(0);
    await settleDueBets(server.db, server.deps.realtime);
    expect(await settlementsOf(betId)).toHaveLength(1);
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - 1_100_000n + 1_200_000n);
    await expectLedgerBalanced();
  });

  it('a Trixie is lost as soon as every line holds a lost leg, its last leg still to play', async () => {
    const player = await fundedPlayer();
    const legs = await handicapEvents([2000, 2000, 2000]);
    const placed = await placeSystem(player, {
      system: 'trixie',
      stake: 0.5,
      selections: legs.map((leg) => ({ outcomeId: leg.outcomeId, oddsMilli: leg.price })),
    });
    expect(placed.body.bet).toMatchObject({ stake: 2, system: { lines: 4, lineStake: 0.5 } });
    const betId = placed.body.bet.id as number;
    expect(await settleEvent(legs[0]?.eventId as string, { result: 0 })).toBe(0);
    expect(await settleEvent(legs[1]?.eventId as string, { result: 0 })).toBe(1);
    expect(await settlementsOf(betId)).toEqual([{ kind: 'sports_lost', payout: '0' }]);
    expect(await getBalance(server.db, player.playerId)).toBe(FUNDS - 200_000n);
    await expectLedgerBalanced();
  });

  it('a 1/2 (two singles) pays each single on its own', async () => {
    const player = await fundedPlayer();
    const legs = await handicapEvents([1925, 3000]);
    const placed = await placeSystem(player, {
      system: '1/2',
      stake: 0.00333,
      selections: legs.map((leg) => ({ outcomeId: leg.outcomeId, oddsMilli: leg.price })),
    });
    // 0.00333 mBTC is 333 satoshis a line: refused below the minimum stake per line
    expect(placed.body).toMatchObject({ code: 'stake_too_low' });
    const accepted = await placeSystem(player, {
      system: '1/2',
      stake: 0.1,
      selections: legs.map((leg) => ({ outcomeId: leg.outcomeId, oddsMilli: leg.price })),
    });
    const betId = accepted.body.bet.id as number;
    await settleEvent(legs[0]?.eventId as string, { result: 1, voidFactor: '0.5' });
    expect(await settleEvent(legs[1]?.eventId as string, { result: 0 })).toBe(1);
    // 10,000 half-won at 1.925 (14,625) and 10,000 lost
    expect(await settlementsOf(betId)).toEqual([{ kind: 'sports_win', payout: '14625' }]);
    await expectLedgerBalanced();
  });
});

describe('a system bet refused', () => {
  let player: Player;
  let legs: Awaited<ReturnType<typeof handicapEvents>>;
  beforeAll(async () => {
    player = await fundedPlayer(1_000_000n);
    legs = await handicapEvents([2000, 2000, 2000, 2000]);
  });
  const selectionsOf = (count: number) =>
    legs.slice(0, count).map((leg) => ({ outcomeId: leg.outcomeId, oddsMilli: leg.price }));

  async function expectRefused(body: Record<string, unknown>, expected: Record<string, unknown>) {
    const result = await placeSystem(player, body);
    expect(result.httpStatus).toBe(400);
    expect(result.body).toMatchObject(expected);
    expect(await getBalance(server.db, player.playerId)).toBe(1_000_000n);
  }

  it('a named system with another number of selections', async () => {
    await expectRefused(
      { system: 'yankee', stake: 0.1, selections: selectionsOf(3) },
      {
        code: 'system_legs_mismatch',
        errors: { selections: 'system_legs_mismatch' },
        params: { legs: 4 },
      },
    );
    await expectRefused(
      { system: '2/3', stake: 0.1, selections: selectionsOf(4) },
      { code: 'system_legs_mismatch', params: { legs: 3 } },
    );
  });

  it('no system, an unknown one or an invalid k/n', async () => {
    for (const system of [undefined, 'yankees', '4/4', '0/4', '2/13']) {
      await expectRefused(
        { system, stake: 0.1, selections: selectionsOf(4) },
        { code: 'invalid_system', errors: { system: 'invalid_system' } },
      );
    }
  });

  it('two selections of one event', async () => {
    const eventId = await book.createEvent();
    const selections = await book.selectionsOf(eventId);
    await expectRefused(
      {
        system: '1/2',
        stake: 0.1,
        selections: [
          { outcomeId: selections['1x2//1'], oddsMilli: 2000 },
          { outcomeId: selections['1x2//2'], oddsMilli: 3600 },
        ],
      },
      { code: 'same_event_legs' },
    );
  });

  it('a total stake above the balance, though each line is within it', async () => {
    // 10 mBTC of cash; a Yankee of 1 mBTC a line stakes 11
    await expectRefused(
      { system: 'yankee', stake: 1, selections: selectionsOf(4) },
      { code: 'min_value', errors: { stake: 'min_value' }, params: { max: 10 } },
    );
  });
});
