import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createStaff,
  createTestServer,
  TEST_DB_KIND,
  type TestServer,
} from '../../../testing/harness';
import { checkLedger, isLedgerBalanced } from '../../wallet/ledger';
import { settleDueBets } from '../bets/settlement';
import { lockEventForFeed } from '../book/event-lock';
import { createTestBook, twoWay, winner } from '../../../testing/sportsbook/test-book';
import { lockLiability } from './limits-repository';
import { untilAStatementWaitsForALock } from '../../../testing/lock-waits';

// The sportsbook's limits through front/sports/place_bet and the operator's calls: each refusal
// names the largest stake the book would accept, and that stake is then accepted.
let server: TestServer;
let book: ReturnType<typeof createTestBook>;
let admin: string;
beforeAll(async () => {
  server = await createTestServer({ env: { SPORTS_LIVE_DELAY_SECONDS: '0' } });
  book = createTestBook(server.db);
  admin = (await createStaff(server.deps)).token;
});
afterAll(() => server.close());

const GENEROUS = { maxPayout: 100_000, marketLiability: 200_000, eventLiability: 500_000 };
beforeEach(async () => {
  await setBookLimits(GENEROUS);
  for (const inPlay of [false, true]) {
    await setStakeLimits({ inPlay, minStake: 0.1, maxStake: 10_000 });
  }
  await server.db.query("DELETE FROM sports_stake_limits WHERE sport_id <> ''");
});

async function setBookLimits(limits: typeof GENEROUS) {
  const result = await server.call('adminSetSportsBookLimits', limits, { token: admin });
  expect(result.httpStatus).toBe(200);
  return result;
}

async function setStakeLimits(limits: {
  sportId?: string;
  inPlay: boolean;
  minStake: number;
  maxStake: number;
}) {
  const result = await server.call('adminSetSportsStakeLimits', limits, { token: admin });
  expect(result.httpStatus).toBe(200);
  return result;
}

async function fundedPlayer() {
  const player = await server.register();
  expect((await server.deposit(player.playerId, 100_000_000n)).body.result).toBe('credited');
  return player;
}

type Player = Awaited<ReturnType<typeof fundedPlayer>>;

function placeBet(
  player: Player,
  stake: number,
  selections: { outcomeId: string | undefined; oddsMilli: number }[],
) {
  return server.call(
    'placeBet',
    {
      playerId: player.playerId,
      type: selections.length > 1 ? 'accumulator' : 'single',
      stake,
      selections,
    },
    { token: player.token, idempotencyKey: randomUUID() },
  );
}

/** A refusal and the stake it offers; the offered stake is then accepted. */
async function expectRefusedOffering(
  player: Player,
  stake: number,
  selections: { outcomeId: string | undefined; oddsMilli: number }[],
  code: string,
  largest: number,
) {
  const refused = await placeBet(player, stake, selections);
  expect(refused.httpStatus).toBe(400);
  expect(refused.body).toMatchObject({ status: 0, code, params: { max: largest } });
  const accepted = await placeBet(player, largest, selections);
  expect(accepted.httpStatus).toBe(200);
  expect(accepted.body.bet.stake).toBe(largest);
}

/** An event and its 1X2 selections at 2.00 / 3.40 / 3.60, in play when asked. */
async function match(status: 'not_started' | 'live' = 'not_started') {
  const eventId = await book.createEvent({
    status,
    markets: [
      winner([2000, 3400, 3600]),
      twoWay('total', 'total=2.5', ['over', 'under'], [1900, 1900]),
    ],
  });
  const selections = await book.selectionsOf(eventId);
  return {
    eventId,
    home: { outcomeId: selections['1x2//1'], oddsMilli: 2000 },
    draw: { outcomeId: selections['1x2//x'], oddsMilli: 3400 },
    over: { outcomeId: selections['total/total=2.5/over'], oddsMilli: 1900 },
  };
}

describe('stake limits per selection', () => {
  it('refuses below the sport’s minimum and above its maximum, pre-match and in play apart', async () => {
    const player = await fundedPlayer();
    const prematch = await match();
    const live = await match('live');
    await setStakeLimits({ sportId: 'football', inPlay: false, minStake: 1, maxStake: 50 });
    await setStakeLimits({ sportId: 'football', inPlay: true, minStake: 0.5, maxStake: 20 });
    const low = await placeBet(player, 0.9, [prematch.home]);
    expect(low.httpStatus).toBe(400);
    expect(low.body).toMatchObject({ code: 'stake_too_low', params: { min: 1 } });
    await expectRefusedOffering(player, 50.01, [prematch.home], 'stake_too_high', 50);

    await expectRefusedOffering(player, 25, [live.home], 'stake_too_high', 20);
    expect((await placeBet(player, 0.5, [live.draw])).httpStatus).toBe(200);
  });

  it('an accumulator takes the strictest of its legs', async () => {
    const player = await fundedPlayer();
    await setStakeLimits({ inPlay: false, minStake: 0.2, maxStake: 300 });
    await setStakeLimits({ inPlay: true, minStake: 2, maxStake: 40 });
    const prematch = await match();
    const live = await match('live');
    const legs = [prematch.home, live.home];
    const low = await placeBet(player, 1, legs);
    expect(low.body).toMatchObject({ code: 'stake_too_low', params: { min: 2 } });
    await expectRefusedOffering(player, 41, legs, 'stake_too_high', 40);
  });

  it('get_sports shows the pre-match defaults in force', async () => {
    await setStakeLimits({ inPlay: false, minStake: 0.5, maxStake: 750 });
    const sports = await server.call('getSports', {});
    expect(sports.body.limits).toMatchObject({ minStake: 0.5, maxStake: 750 });
  });
});

describe('the player’s stake factor', () => {
  it('scales the maximum stakes, and 0 blocks sports betting', async () => {
    const player = await fundedPlayer();
    await setStakeLimits({ inPlay: false, minStake: 0.1, maxStake: 100 });
    const set = await server.call(
      'adminSetSportsStakeFactor',
      { username: player.username.toUpperCase(), factor: 0.255 },
      { token: admin },
    );
    expect(set.body).toEqual({ status: 1, username: player.username.toUpperCase(), factor: 0.255 });
    const event = await match();
    await expectRefusedOffering(player, 30, [event.home], 'stake_too_high', 25.5);

    await server.call(
      'adminSetSportsStakeFactor',
      { username: player.username, factor: 0 },
      { token: admin },
    );
    const blocked = await placeBet(player, 1, [event.draw]);
    expect(blocked.httpStatus).toBe(409);
    expect(blocked.body).toMatchObject({ code: 'sports_betting_blocked' });
  });

  it('answers not_found for a username no player has', async () => {
    const result = await server.call(
      'adminSetSportsStakeFactor',
      { username: `nobody-${randomUUID().slice(0, 8)}`, factor: 2 },
      { token: admin },
    );
    expect(result.httpStatus).toBe(404);
  });
});

describe('the players with a stake factor other than 1', () => {
  it('lists them lowest factor first, then by username, paged; a player at 1 is not listed', async () => {
    const setFactor = async (username: string, factor: number) => {
      const set = await server.call(
        'adminSetSportsStakeFactor',
        { username, factor },
        { token: admin },
      );
      expect(set.httpStatus).toBe(200);
    };
    const [raised, reduced, closed, back] = await Promise.all(
      [1, 2, 3, 4].map(() => server.register()),
    );
    if (!raised || !reduced || !closed || !back) throw new Error('players not registered');
    await setFactor(raised.username, 2.5);
    await setFactor(reduced.username, 0.5);
    await setFactor(closed.username, 0);
    await setFactor(back.username, 3);
    await setFactor(back.username, 1);

    const list = await server.call(
      'adminGetSportsStakeFactors',
      { itemsPerPage: 100 },
      { token: admin },
    );
    expect(list.httpStatus).toBe(200);
    const rows = list.body.rows as { playerId: number; username: string; factor: number }[];
    expect(list.body.count).toBe(rows.length);
    expect(rows.every((row) => row.factor !== 1)).toBe(true);
    const ours = new Set([raised, reduced, closed, back].map((player) => player.playerId));
    expect(rows.filter((row) => ours.has(row.playerId))).toEqual([
      { playerId: closed.playerId, username: closed.username, factor: 0 },
      { playerId: reduced.playerId, username: reduced.username, factor: 0.5 },
      { playerId: raised.playerId, username: raised.username, factor: 2.5 },
    ]);
    const factors = rows.map((row) => row.factor);
    expect(factors).toEqual([...factors].sort((a, b) => a - b));

    const firstPage = await server.call(
      'adminGetSportsStakeFactors',
      { page: 1, itemsPerPage: 2 },
      { token: admin },
    );
    const secondPage = await server.call(
      'adminGetSportsStakeFactors',
      { page: 2, itemsPerPage: 2 },
      { token: admin },
    );
    expect([...firstPage.body.rows, ...secondPage.body.rows]).toEqual(rows.slice(0, 4));
    expect(firstPage.body.count).toBe(rows.length);

    const asPlayer = await server.call('adminGetSportsStakeFactors', {}, { token: back.token });
    expect(asPlayer.httpStatus).toBe(403);
  });
});

describe('maximum payout per bet', () => {
  it('refuses a bet returning more, offering the stake whose return fits', async () => {
    const player = await fundedPlayer();
    await setBookLimits({ ...GENEROUS, maxPayout: 100 });
    const event = await match();
    // 100 / 3.40 = 29.41…: 29.41 returns 99.994
    await expectRefusedOffering(player, 30, [event.draw], 'payout_too_high', 29.41);
  });
});

describe('liability per market and per event', () => {
  it('counts the open bets on an outcome: the second bet is offered what is left', async () => {
    const [first, second] = [await fundedPlayer(), await fundedPlayer()];
    await setBookLimits({ ...GENEROUS, marketLiability: 100 });
    const event = await match();
    // net win 50 of the 100: 50 more at 2.00 fit
    expect((await placeBet(first, 50, [event.home])).httpStatus).toBe(200);
    await expectRefusedOffering(second, 60, [event.home], 'stake_over_liability', 50);
    // the market is full on '1', not on 'X': 41.66 at 3.40 wins 99.99
    await expectRefusedOffering(second, 50, [event.draw], 'stake_over_liability', 41.66);
    // nothing left on '1': no stake from the minimum up is accepted
    const full = await placeBet(first, 0.1, [event.home]);
    expect(full.httpStatus).toBe(409);
    expect(full.body).toMatchObject({ code: 'bet_limit_reached' });
  });

  it('an accumulator counts in full against each of its legs’ markets', async () => {
    const player = await fundedPlayer();
    await setBookLimits({ ...GENEROUS, marketLiability: 100 });
    const [a, b] = [await match(), await match()];
    // 10 at 2.00 × 2.00 wins 30 net, on A's 1X2 and on B's
    expect((await placeBet(player, 10, [a.home, b.home])).httpStatus).toBe(200);
    await expectRefusedOffering(player, 80, [a.home], 'stake_over_liability', 70);
    await expectRefusedOffering(player, 80, [b.home], 'stake_over_liability', 70);
  });

  it('an event’s liability is the sum of its markets’', async () => {
    const player = await fundedPlayer();
    await setBookLimits({ ...GENEROUS, marketLiability: 100, eventLiability: 150 });
    const event = await match();
    expect((await placeBet(player, 100, [event.home])).httpStatus).toBe(200);
    // the 1X2 holds 100 of the 150: 50 net left on the totals, 55.55 at 1.90
    await expectRefusedOffering(player, 60, [event.over], 'stake_over_liability', 55.55);
  });

  it('a settled bet no longer counts: its event has room again', async () => {
    const player = await fundedPlayer();
    await setBookLimits({ ...GENEROUS, eventLiability: 150 });
    const event = await match();
    // 100 at 1.90 wins 90 net on the totals: 60 left for the 1X2
    expect((await placeBet(player, 100, [event.over])).httpStatus).toBe(200);
    const refused = await placeBet(player, 100, [event.home]);
    expect(refused.body).toMatchObject({ code: 'stake_over_liability', params: { max: 60 } });
    await book.settle(event.eventId, 'total', 'total=2.5', [
      { id: 'over', result: 0 },
      { id: 'under', result: 1 },
    ]);
    expect(await settleDueBets(server.db, server.deps.realtime)).toBe(1);
    expect((await placeBet(player, 100, [event.home])).httpStatus).toBe(200);
  });

  it('two bets racing on one market never both pass where only one fits', async () => {
    await setBookLimits({ ...GENEROUS, marketLiability: 100 });
    const event = await match();
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer()));
    // each wins 30 net at 2.00: three fit in 100, the fourth would make 120
    const results = await Promise.all(players.map((player) => placeBet(player, 30, [event.home])));
    const accepted = results.filter((result) => result.httpStatus === 200);
    expect(accepted).toHaveLength(3);
    for (const refused of results.filter((result) => result.httpStatus !== 200)) {
      expect(refused.body).toMatchObject({ code: 'stake_over_liability', params: { max: 10 } });
    }
    const { rows } = await server.db.query<{ net: string }>(
      `SELECT sum(b.potential_return - b.stake)::text AS net FROM sports_bets b
       JOIN sports_bet_legs l ON l.bet_id = b.id WHERE l.event_id = $1`,
      [event.eventId],
    );
    expect(rows[0]?.net).toBe('9000000');
    expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
  });

  // PostgreSQL only: PGlite has one connection, so nothing waits beside anything else there
  it.runIf(TEST_DB_KIND === 'postgres')(
    'a bet queued on an event’s liability holds neither the player’s cash nor the event’s feed lock',
    async () => {
      const event = await match();
      const player = await fundedPlayer();
      let queued: ReturnType<typeof placeBet> | undefined;
      await server.db.transaction(async (holder) => {
        // another bet on the event holds its liability lock
        await lockLiability(holder, [event.home.outcomeId as string]);
        queued = placeBet(player, 1, [event.home]);
        await untilAStatementWaitsForALock(server);
        // while that bet waits, a feed write of the event and the player's cash lock go through
        await server.db.transaction(async (other) => {
          await other.query("SET LOCAL lock_timeout = '2s'");
          await lockEventForFeed(other, event.eventId);
          await other.query(
            `SELECT id FROM accounts WHERE player_id = $1 AND kind = 'cash' FOR UPDATE`,
            [player.playerId],
          );
        });
      });
      expect((await (queued as ReturnType<typeof placeBet>)).httpStatus).toBe(200);
      expect(isLedgerBalanced(await checkLedger(server.db))).toBe(true);
    },
  );
});

describe('the operator’s calls', () => {
  it('reads and sets the limits; a player may not', async () => {
    await setStakeLimits({ sportId: 'football', inPlay: true, minStake: 1, maxStake: 99.5 });
    const set = await setBookLimits({
      maxPayout: 1234.5,
      marketLiability: 2000,
      eventLiability: 3000,
    });
    expect(set.body.limits).toEqual({
      stake: [
        { sportId: '', inPlay: false, minStake: 0.1, maxStake: 10_000 },
        { sportId: '', inPlay: true, minStake: 0.1, maxStake: 10_000 },
        { sportId: 'football', inPlay: true, minStake: 1, maxStake: 99.5 },
      ],
      maxPayout: 1234.5,
      marketLiability: 2000,
      eventLiability: 3000,
    });
    const read = await server.call('adminGetSportsLimits', {}, { token: admin });
    expect(read.body.limits).toEqual(set.body.limits);
    const player = await server.register();
    const refused = await server.call('adminGetSportsLimits', {}, { token: player.token });
    expect(refused.httpStatus).toBe(403);
  });

  it('refuses an unknown sport and a minimum above the maximum', async () => {
    const unknown = await server.call(
      'adminSetSportsStakeLimits',
      { sportId: 'curling-on-mars', inPlay: false, minStake: 1, maxStake: 2 },
      { token: admin },
    );
    expect(unknown.httpStatus).toBe(404);
    const inverted = await server.call(
      'adminSetSportsStakeLimits',
      { inPlay: false, minStake: 5, maxStake: 2 },
      { token: admin },
    );
    expect(inverted.httpStatus).toBe(400);
    expect(inverted.body.errors).toEqual({ maxStake: 'invalid_value' });
  });
});
