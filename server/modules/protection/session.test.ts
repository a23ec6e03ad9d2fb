import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock, systemClock } from '../../clock';
import { createTestServer, type TestServer } from '../../testing/harness';
import { createHouseTestClient } from '../../testing/house/house-test-client';

// Reality checks, the session time limit, and what the account tells the player: the previous
// login, net deposits, the 12 months' history.
let server: TestServer;
beforeAll(async () => {
  // the demo catalogue: the session's net result counts a dice round
  server = await createTestServer({ seedDemo: true });
});
afterAll(() => server.close());

const status = (player: { playerId: number }, token: string) =>
  server.call('getProtectionStatus', { playerId: player.playerId }, { token });

describe('reality checks and the session time limit', () => {
  it('keeps the interval and limit, and gives the session start for the elapsed time', async () => {
    const player = await server.register();
    const set = await server.call(
      'setRealityCheck',
      { playerId: player.playerId, intervalMinutes: 30, sessionLimitMinutes: 90 },
      { token: player.token },
    );
    expect(set.body).toEqual({
      status: 1,
      realityCheck: { intervalMinutes: 30, sessionLimitMinutes: 90 },
    });
    const answer = await status(player, player.token);
    expect(answer.body.realityCheck).toEqual({ intervalMinutes: 30, sessionLimitMinutes: 90 });
    expect(Date.now() - Date.parse(answer.body.sessionStartedAt)).toBeLessThan(60_000);
    const refused = await server.call(
      'setRealityCheck',
      { playerId: player.playerId, intervalMinutes: 20, sessionLimitMinutes: null },
      { token: player.token },
    );
    expect(refused.body.errors).toEqual({ intervalMinutes: 'invalid_value' });
  });

  it('ends a session that has lasted longer than the limit', async () => {
    const player = await server.register();
    // the login began two minutes ago
    await server.db.query(
      `UPDATE sessions SET created_at = created_at - interval '2 minutes' WHERE player_id = $1`,
      [player.playerId],
    );
    expect((await status(player, player.token)).httpStatus).toBe(200);
    await server.call(
      'setRealityCheck',
      { playerId: player.playerId, intervalMinutes: null, sessionLimitMinutes: 1 },
      { token: player.token },
    );
    const after = await status(player, player.token);
    expect([after.httpStatus, after.body.code]).toEqual([401, 'unauthorized']);
    // a new login lasts the limit at most
    const token = await server.login(player.username, player.password);
    expect((await status(player, token)).httpStatus).toBe(200);
    const { rows } = await server.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM max(expires_at) - max(created_at))::int AS seconds
         FROM sessions WHERE player_id = $1 AND revoked_at IS NULL`,
      [player.playerId],
    );
    expect(rows[0]?.seconds).toBe(60);
  });

  it('ends the session on the second of the limit, as the rules’ clock tells it', async () => {
    const clock = createTestClock();
    server.deps.clock = clock;
    try {
      const player = await server.register();
      await server.call(
        'setRealityCheck',
        { playerId: player.playerId, intervalMinutes: null, sessionLimitMinutes: 1 },
        { token: player.token },
      );
      const login = await server.call('login', {
        username: player.username,
        password: player.password,
      });
      const token = login.body.accessToken as string;
      const cookie = login.headers
        .getSetCookie()
        .find((line) => line.startsWith('front_refresh='))
        ?.split(';')[0];
      const started = Date.parse((await status(player, token)).body.sessionStartedAt);
      // answered, then cached: the cache does not outlive the limit
      clock.advance(started + 59_000 - clock.now().getTime());
      expect((await status(player, token)).httpStatus).toBe(200);
      clock.advance(1_000);
      const after = await status(player, token);
      expect([after.httpStatus, after.body.code]).toEqual([401, 'unauthorized']);
      // and its refresh cookie with it
      const refreshed = await server.call('refresh', {}, { headers: { Cookie: cookie ?? '' } });
      expect(refreshed.httpStatus).toBe(401);
    } finally {
      server.deps.clock = systemClock;
    }
  });
});

describe("the session's net result", () => {
  it('counts what play paid back minus what it staked since this login began', async () => {
    const house = createHouseTestClient(server);
    const wallet = server.walletClient();
    const username = `net${randomUUID().slice(0, 8)}`;
    const player = await house.newPlayer(10_000_000n, 'dice', { username });
    const before = await status(player, player.accessToken);
    expect(before.body.sessionNet).toBe(0);

    const roundId = randomUUID();
    const stake = { transactionId: randomUUID(), token: player.token, game: 'dice', roundId };
    expect((await wallet.bet({ ...stake, amount: 3 })).ok).toBe(true);
    await wallet.win({ transactionId: randomUUID(), game: 'dice', roundId, amount: 1 });
    expect((await status(player, player.accessToken)).body.sessionNet).toBe(-2);

    // a new login starts again from nothing
    const token = await server.login(username, 'secret-pass');
    expect((await status(player, token)).body.sessionNet).toBe(0);
  });
});

describe('account information', () => {
  it('tells the previous login, net deposits and the history as CSV', async () => {
    const player = await server.register();
    const first = await status(player, player.token);
    expect(first.body.previousLoginAt).toBeNull();
    const token = await server.login(player.username, player.password);
    const second = await status(player, token);
    expect(second.body.previousLoginAt).toBe(first.body.sessionStartedAt);

    await server.deposit(player.playerId, 500_000n);
    const withdrawal = await server.call(
      'sendWithdrawalRequest',
      { playerId: player.playerId, amount: 2, address: server.deps.depositWallet.addressAt(9) },
      { token, idempotencyKey: randomUUID() },
    );
    expect(withdrawal.httpStatus).toBe(200);
    const after = await status(player, token);
    expect(after.body.netDeposits).toEqual({ lifetime: 3, last12Months: 3 });

    const history = await server.call('exportHistory', { playerId: player.playerId }, { token });
    expect(history.body.filename).toMatch(/^history-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (history.body.csv as string).trim().split('\n');
    expect(lines[0]).toBe('time,kind,account,amount_mbtc,reference');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 4))).toEqual([
      ['deposit', 'cash', '5'],
      ['withdrawal_request', 'cash', '-2'],
    ]);
  });
});
