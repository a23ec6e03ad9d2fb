import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestClock } from '../../clock';
import { createTestServer, type TestServer } from '../../testing/harness';
import { createHouseTestClient } from '../../testing/house/house-test-client';
import { listPromotionTargetsAfter } from '../push/repository';
import { createTestBook, twoWay } from '../../testing/sportsbook/test-book';

// Time-outs and self-exclusion as a player meets them: at once every session ends; signed in
// again the player sees the account and withdraws, but bets and deposit addresses are refused
// until the break ends, never sooner.
let server: TestServer;
let house: ReturnType<typeof createHouseTestClient>;
let book: ReturnType<typeof createTestBook>;
let clock: ReturnType<typeof createTestClock>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  house = createHouseTestClient(server);
  book = createTestBook(server.db);
});
afterAll(() => server.close());
beforeEach(() => {
  clock = createTestClock();
  server.deps.clock = clock;
});

const DAY = 24 * 60 * 60 * 1000;
const FUNDS = 10_000_000n;

async function playerOnBreak(kind: 'time_out' | 'self_exclusion', duration: string) {
  const player = await server.register();
  await server.deposit(player.playerId, FUNDS);
  const taken = await server.call(
    'takeBreak',
    { playerId: player.playerId, kind, duration },
    { token: player.token },
  );
  expect(taken.httpStatus, JSON.stringify(taken.body)).toBe(200);
  return { ...player, break: taken.body.break };
}

const balanceOf = (player: { playerId: number }, token: string) =>
  server.call('getPlayerBalance', { id: player.playerId }, { token });

const generateWallet = (player: { playerId: number }, token: string) =>
  server.call('generateWallet', { player_id: player.playerId }, { token });

async function sportsBet(player: { playerId: number }, token: string) {
  // a match to come on the clock the rules read, however far a test moved it
  const eventId = await book.createEvent({
    startTime: clock.now().getTime() + 3_600_000,
    markets: [twoWay('total', 'total=2.5', ['a', 'b'], [2000, 2000])],
  });
  const selections = await book.selectionsOf(eventId);
  return server.call(
    'placeBet',
    {
      playerId: player.playerId,
      stake: 1,
      type: 'single',
      selections: [{ outcomeId: selections['total/total=2.5/a'] as string, oddsMilli: 2000 }],
    },
    { token, idempotencyKey: randomUUID() },
  );
}

const dice = (launched: { token: string; game: string }) =>
  house.call('dice', { ...launched, amount: 1, target: 50, direction: 'over' });

/** The lobby's launch of a catalogue game (a live table with getLiveGameUrl). */
async function launchGame(slug: string, token: string) {
  const { rows } = await server.db.query<{ id: number; is_live: boolean }>(
    'SELECT id, is_live FROM games WHERE slug = $1',
    [slug],
  );
  const game = rows[0] as { id: number; is_live: boolean };
  const call = game.is_live ? 'getLiveGameUrl' : 'getGameUrl';
  return server.call(call, { gameId: game.id, lan: 'en' }, { token });
}

describe('a time-out', () => {
  it('ends every session, then refuses bets and deposits but not withdrawals until it ends', async () => {
    const player = await playerOnBreak('time_out', '24h');
    expect((await balanceOf(player, player.token)).httpStatus).toBe(401);

    const token = await server.login(player.username, player.password);
    const status = await server.call(
      'getProtectionStatus',
      { playerId: player.playerId },
      { token },
    );
    expect(status.body.break).toMatchObject({ kind: 'time_out', endsAt: player.break.endsAt });
    expect(Date.parse(player.break.endsAt) - Date.parse(player.break.startedAt)).toBe(DAY);

    const refusal = { status: 0, code: 'on_time_out', params: { until: player.break.endsAt } };
    const address = await generateWallet(player, token);
    expect([address.httpStatus, address.body]).toEqual([403, refusal]);
    // no game opens: neither a game nor a live table
    for (const game of ['dice', 'crash']) {
      const launch = await launchGame(game, token);
      expect([launch.httpStatus, launch.body], game).toEqual([403, refusal]);
    }
    const sports = await sportsBet(player, token);
    expect([sports.httpStatus, sports.body]).toEqual([403, refusal]);

    const withdrawal = await server.call(
      'sendWithdrawalRequest',
      { playerId: player.playerId, amount: 5, address: server.deps.depositWallet.addressAt(7) },
      { token, idempotencyKey: randomUUID() },
    );
    expect(withdrawal.httpStatus, JSON.stringify(withdrawal.body)).toBe(200);

    // a minute either side of the end: the clock runs on meanwhile, and a loaded machine (a
    // PostgreSQL run of 16 minutes) took more than a second between the advance and the bet
    clock.advance(Date.parse(player.break.endsAt) - Date.now() - 60_000);
    expect((await launchGame('dice', token)).httpStatus).toBe(403);
    clock.advance(120_000);
    const launched = await house.launch({ playerId: player.playerId, accessToken: token }, 'dice');
    expect((await dice(launched)).httpStatus).toBe(200);
    expect((await sportsBet(player, token)).httpStatus).toBe(200);
    expect((await generateWallet(player, token)).httpStatus).toBe(200);
  });

  it('takes any number of days up to six weeks, no more', async () => {
    const player = await server.register();
    const take = (duration: string) =>
      server.call(
        'takeBreak',
        { playerId: player.playerId, kind: 'time_out', duration },
        { token: player.token },
      );
    const refused = await take('43d');
    expect([refused.httpStatus, refused.body.errors]).toEqual([400, { duration: 'invalid_value' }]);
    expect((await take('indefinite')).httpStatus).toBe(400);
    const taken = await take('42d');
    expect(Date.parse(taken.body.break.endsAt) - Date.parse(taken.body.break.startedAt)).toBe(
      42 * DAY,
    );
  });
});

describe('a self-exclusion', () => {
  it('cannot be shortened by a time-out, and an indefinite one never ends', async () => {
    const player = await playerOnBreak('self_exclusion', 'indefinite');
    const token = await server.login(player.username, player.password);
    const shorter = await server.call(
      'takeBreak',
      { playerId: player.playerId, kind: 'time_out', duration: '24h' },
      { token },
    );
    expect(shorter.body.break).toEqual(player.break);
    clock.advance(10 * 365 * DAY);
    // ten years on, a session of then has long expired: the player signs in again
    const newToken = await server.login(player.username, player.password);
    const address = await generateWallet(player, newToken);
    expect([address.httpStatus, address.body]).toEqual([403, { status: 0, code: 'self_excluded' }]);
    expect((await sportsBet(player, newToken)).body.code).toBe('self_excluded');
    const launch = await launchGame('crash', newToken);
    expect([launch.httpStatus, launch.body]).toEqual([403, { status: 0, code: 'self_excluded' }]);
  });

  it('ends after six months to the second', async () => {
    const player = await playerOnBreak('self_exclusion', '6m');
    const months = Date.parse(player.break.endsAt) - Date.now();
    clock.advance(months - 1000);
    // six months on, the player signs in again (a session does not last that long)
    const token = await server.login(player.username, player.password);
    expect((await generateWallet(player, token)).body.code).toBe('self_excluded');
    clock.advance(2000);
    expect((await generateWallet(player, token)).httpStatus).toBe(200);
  });

  it('stops promotional pushes to the player', async () => {
    const player = await server.register();
    // a player who agreed to news and offers, with a device subscribed
    await server.db.query('UPDATE players SET notify_newletter = true WHERE id = $1', [
      player.playerId,
    ]);
    await server.db.query(
      `INSERT INTO push_subscriptions (player_id, endpoint, p256dh, auth) VALUES ($1, $2, 'k', 'a')`,
      [player.playerId, `https://push.example/${randomUUID()}`],
    );
    const audience = async () =>
      (await listPromotionTargetsAfter(server.db, 0, 10_000)).some(
        (target) => target.playerId === player.playerId,
      );
    expect(await audience()).toBe(true);
    await server.call(
      'takeBreak',
      { playerId: player.playerId, kind: 'self_exclusion', duration: '1y' },
      { token: player.token },
    );
    expect(await audience()).toBe(false);
  });
});
