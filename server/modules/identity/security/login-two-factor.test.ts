import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../../clock';
import { totpCodeAt } from '../../../lib/totp';
import { createTestServer, type TestServer } from '../../../testing/harness';

let server: TestServer;
let clock: ReturnType<typeof createTestClock>;
beforeAll(async () => {
  server = await createTestServer();
  clock = createTestClock();
  server.deps.clock = clock;
});
afterAll(() => server.close());

const codeOf = (secret: string) => totpCodeAt(secret, clock.now().getTime());

async function enrolledPlayer() {
  const player = await server.register();
  const begun = await server.call('totpBegin', {}, { token: player.token });
  const secret = begun.body.secret as string;
  const enabled = await server.call(
    'totpEnable',
    { code: codeOf(secret) },
    { token: player.token },
  );
  clock.advance(30_000);
  return { ...player, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

async function countSessions(playerId: number): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM sessions WHERE player_id = $1',
    [playerId],
  );
  return rows[0]?.count ?? 0;
}

describe('login with two-factor on', () => {
  it('asks for a code after the right password and opens no session', async () => {
    const player = await enrolledPlayer();
    const before = await countSessions(player.playerId);
    const result = await server.call('login', {
      username: player.username,
      password: player.password,
    });
    expect(result.httpStatus).toBe(400);
    expect(result.body).toEqual({ status: 0, code: 'two_factor_required' });
    expect(result.headers.getSetCookie()).toEqual([]);
    expect(await countSessions(player.playerId)).toBe(before);
  });

  it('answers failed_login to a wrong password, with or without a code', async () => {
    const player = await enrolledPlayer();
    const result = await server.call('login', {
      username: player.username,
      password: 'not-the-password',
      totp: codeOf(player.secret),
    });
    expect(result.body.code).toBe('failed_login');
  });

  it('signs in with a code of the app, once per code', async () => {
    const player = await enrolledPlayer();
    const credentials = { username: player.username, password: player.password };
    const code = codeOf(player.secret);
    const signedIn = await server.call('login', { ...credentials, totp: code });
    expect(signedIn.httpStatus).toBe(200);
    expect(signedIn.body.accessToken).toEqual(expect.any(String));
    const me = await server.call('currentPlayer', {}, { token: signedIn.body.accessToken });
    expect(me.body.player.id).toBe(player.playerId);

    const replay = await server.call('login', { ...credentials, totp: code });
    expect(replay.httpStatus).toBe(400);
    expect(replay.body).toEqual({
      status: 0,
      code: 'invalid_two_factor_code',
      errors: { totp: 'invalid_two_factor_code' },
    });
  });

  it('signs in with a recovery code, which then works no more', async () => {
    const player = await enrolledPlayer();
    const credentials = { username: player.username, password: player.password };
    const recovery_code = player.recoveryCodes[3] as string;
    const first = await server.call('login', { ...credentials, recovery_code });
    expect(first.httpStatus).toBe(200);
    const second = await server.call('login', { ...credentials, recovery_code });
    expect(second.body).toMatchObject({
      code: 'invalid_two_factor_code',
      errors: { recovery_code: 'invalid_two_factor_code' },
    });
    const status = await server.call(
      'getSecurityStatus',
      {},
      { token: first.body.accessToken as string },
    );
    expect(status.body.twoFactor.recoveryCodesLeft).toBe(9);
  });

  it('stops taking codes after too many wrong ones', async () => {
    const player = await enrolledPlayer();
    const credentials = { username: player.username, password: player.password };
    const right = codeOf(player.secret);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 10; attempt++) {
      await server.call('login', { ...credentials, totp: wrong });
    }
    const result = await server.call('login', { ...credentials, totp: right });
    expect(result.httpStatus).toBe(429);
    expect(result.body.code).toBe('too_many_two_factor_attempts');
  });

  it('leaves players without two-factor as they were: a code is not needed nor read', async () => {
    const player = await server.register();
    const credentials = { username: player.username, password: player.password };
    expect((await server.call('login', credentials)).httpStatus).toBe(200);
    expect((await server.call('login', { ...credentials, totp: '123456' })).httpStatus).toBe(200);
  });
});
