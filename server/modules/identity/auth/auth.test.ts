import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, DEMO, type TestServer } from '../../../testing/harness';
import { LOGIN_LIMITS } from './login-throttle';
import { hashPassword, PASSWORD_HASH_PARAMETERS, verifyPassword } from './passwords';
import { signAccessToken, verifyAccessToken } from './tokens';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
});
afterAll(() => server.close());

function cookiesOf(headers: Headers): string[] {
  return headers.getSetCookie();
}
function cookieValue(headers: Headers, name: string): string | undefined {
  return cookiesOf(headers)
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);
}

describe('front/auth/login/', () => {
  it('returns an access token, an HttpOnly refresh cookie and a device cookie', async () => {
    const result = await server.call('login', {
      username: DEMO.username,
      password: DEMO.password,
      ip_address: '1.2.3.4',
    });
    expect(result.httpStatus).toBe(200);
    expect(result.body.accessToken).toEqual(expect.any(String));
    const refresh = cookiesOf(result.headers).find((cookie) => cookie.startsWith('front_refresh='));
    expect(refresh).toMatch(/HttpOnly/i);
    expect(refresh).toMatch(/SameSite=Strict/i);
    expect(refresh).toMatch(/Path=\/api\/front\/auth/);
    expect(cookieValue(result.headers, 'front_device')).toBeTruthy();
  });

  it('accepts the username in any case', async () => {
    const result = await server.call('login', { username: 'DEMO', password: DEMO.password });
    expect(result.httpStatus).toBe(200);
  });

  it('answers failed_login (not 401) for a wrong password or an unknown user', async () => {
    for (const body of [
      { username: DEMO.username, password: 'wrong-password' },
      { username: 'nobody-here', password: 'whatever' },
    ]) {
      const result = await server.call('login', body, {
        headers: { 'X-Forwarded-For': '198.51.100.1' },
      });
      expect(result.httpStatus).toBe(400);
      expect(result.body).toEqual({ status: 0, code: 'failed_login' });
    }
  });

  it('accepts a password with a tab, set before passwords refused control characters', async () => {
    const player = await server.register();
    const password = 'old\tstyle-pass';
    await server.db.query('UPDATE players SET password_hash = $2 WHERE id = $1', [
      player.playerId,
      await hashPassword(password),
    ]);
    const result = await server.call('login', { username: player.username, password });
    expect(result.httpStatus).toBe(200);
  });

  it('refuses a missing username and a short password with their field codes', async () => {
    const result = await server.call('login', { username: '', password: 'ab' });
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toEqual({
      username: 'field_required',
      password: 'password_validation',
    });
  });
});

describe('front/auth/player', () => {
  it('returns the player with its scope', async () => {
    const token = await server.login(DEMO.username, DEMO.password);
    const result = await server.call('currentPlayer', undefined, { token });
    expect(result.httpStatus).toBe(200);
    expect(result.body.player).toMatchObject({ username: DEMO.username, scope: 'player' });
  });

  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    expect((await server.call('currentPlayer')).httpStatus).toBe(401);
    const forged = signAccessToken(
      { sub: 2, scope: 'player', sid: 'x', exp: Date.now() / 1000 + 60 },
      'another secret',
    );
    expect((await server.call('currentPlayer', undefined, { token: forged })).httpStatus).toBe(401);
    const expired = signAccessToken(
      { sub: 2, scope: 'player', sid: 'x', exp: Date.now() / 1000 - 1 },
      server.deps.secrets.tokenSecret,
    );
    expect((await server.call('currentPlayer', undefined, { token: expired })).httpStatus).toBe(
      401,
    );
  });
});

describe('refresh and logout', () => {
  async function loginWithCookie() {
    const result = await server.call('login', { username: DEMO.username, password: DEMO.password });
    return cookieValue(result.headers, 'front_refresh') as string;
  }

  it('rotates the refresh cookie and issues a working access token', async () => {
    const first = await loginWithCookie();
    const refreshed = await server.call(
      'refresh',
      {},
      { headers: { Cookie: `front_refresh=${first}` } },
    );
    expect(refreshed.httpStatus).toBe(200);
    const second = cookieValue(refreshed.headers, 'front_refresh');
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    const player = await server.call('currentPlayer', undefined, {
      token: refreshed.body.accessToken,
    });
    expect(player.body.player.username).toBe(DEMO.username);
  });

  it('revokes the whole family when a rotated token is replayed after the grace window', async () => {
    const first = await loginWithCookie();
    const refreshed = await server.call(
      'refresh',
      {},
      { headers: { Cookie: `front_refresh=${first}` } },
    );
    const second = cookieValue(refreshed.headers, 'front_refresh') as string;
    // age the rotation beyond the grace window
    await server.db.query(
      `UPDATE sessions SET rotated_at = now() - interval '1 hour' WHERE rotated_at IS NOT NULL`,
    );
    const replay = await server.call(
      'refresh',
      {},
      { headers: { Cookie: `front_refresh=${first}` } },
    );
    expect(replay.httpStatus).toBe(401);
    const afterTheft = await server.call(
      'refresh',
      {},
      { headers: { Cookie: `front_refresh=${second}` } },
    );
    expect(afterTheft.httpStatus).toBe(401);
  });

  it('lets two tabs refresh with the same token at once without logging out', async () => {
    const token = await loginWithCookie();
    const [a, b] = await Promise.all([
      server.call('refresh', {}, { headers: { Cookie: `front_refresh=${token}` } }),
      server.call('refresh', {}, { headers: { Cookie: `front_refresh=${token}` } }),
    ]);
    expect([a.httpStatus, b.httpStatus]).toEqual([200, 200]);
  });

  it('logout revokes the refresh session server-side', async () => {
    const token = await loginWithCookie();
    const logout = await server.call(
      'logout',
      {},
      { headers: { Cookie: `front_refresh=${token}` } },
    );
    expect(logout.body).toEqual({ status: 1 });
    expect(cookiesOf(logout.headers).some((cookie) => cookie.startsWith('front_refresh=;'))).toBe(
      true,
    );
    const refreshed = await server.call(
      'refresh',
      {},
      { headers: { Cookie: `front_refresh=${token}` } },
    );
    expect(refreshed.httpStatus).toBe(401);
  });

  it('answers 401 to a refresh without a cookie', async () => {
    expect((await server.call('refresh', {})).httpStatus).toBe(401);
  });
});

describe('login rate limits', () => {
  it('blocks an IP after too many failures, whatever the usernames', async () => {
    const ip = { 'X-Forwarded-For': '192.0.2.77' };
    for (let attempt = 0; attempt < LOGIN_LIMITS.failuresPerIp; attempt++) {
      const result = await server.call(
        'login',
        { username: `unknown${attempt}`, password: 'nope' },
        { headers: ip },
      );
      expect(result.body.code).toBe('failed_login');
    }
    const blocked = await server.call(
      'login',
      { username: DEMO.username, password: DEMO.password },
      { headers: ip },
    );
    expect(blocked.httpStatus).toBe(429);
    expect(blocked.body.code).toBe('too_many_attempts');
    // another address is not affected
    const other = await server.call(
      'login',
      { username: DEMO.username, password: DEMO.password },
      { headers: { 'X-Forwarded-For': '192.0.2.78' } },
    );
    expect(other.httpStatus).toBe(200);
  });

  it('blocks a username attacked from many IPs for unknown devices, but not for the player on their own device', async () => {
    const victim = await server.register();
    const ownDevice = await server.call('login', {
      username: victim.username,
      password: victim.password,
    });
    const deviceCookie = cookieValue(ownDevice.headers, 'front_device') as string;
    for (let attempt = 0; attempt < LOGIN_LIMITS.failuresPerUsername; attempt++) {
      await server.call(
        'login',
        { username: victim.username, password: 'guess' },
        { headers: { 'X-Forwarded-For': `10.9.0.${attempt}` } },
      );
    }
    const attacker = await server.call(
      'login',
      { username: victim.username, password: victim.password },
      { headers: { 'X-Forwarded-For': '10.9.1.1' } },
    );
    expect(attacker.httpStatus).toBe(429);
    const player = await server.call(
      'login',
      { username: victim.username, password: victim.password },
      { headers: { 'X-Forwarded-For': '10.9.2.2', Cookie: `front_device=${deviceCookie}` } },
    );
    expect(player.httpStatus).toBe(200);
  });

  it('does not trust a device cookie issued to another player', async () => {
    const victim = await server.register();
    const other = await server.register();
    const otherLogin = await server.call('login', {
      username: other.username,
      password: other.password,
    });
    const otherCookie = cookieValue(otherLogin.headers, 'front_device') as string;
    for (let attempt = 0; attempt < LOGIN_LIMITS.failuresPerUsername; attempt++) {
      await server.call(
        'login',
        { username: victim.username, password: 'guess' },
        { headers: { 'X-Forwarded-For': `10.8.0.${attempt}` } },
      );
    }
    const result = await server.call(
      'login',
      { username: victim.username, password: victim.password },
      { headers: { 'X-Forwarded-For': '10.8.1.1', Cookie: `front_device=${otherCookie}` } },
    );
    expect(result.httpStatus).toBe(429);
  });
});

describe('password hashing', () => {
  it('uses argon2id with at least OWASP minimum parameters', async () => {
    expect(PASSWORD_HASH_PARAMETERS.memoryCost).toBeGreaterThanOrEqual(19 * 1024);
    expect(PASSWORD_HASH_PARAMETERS.timeCost).toBeGreaterThanOrEqual(2);
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'wrong horse')).toBe(false);
  });

  it('stores no plain password', async () => {
    const { rows } = await server.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM players',
    );
    // or the operator's reserved name, whose mark matches no password (seed.ts)
    expect(
      rows.every(
        (row) => row.password_hash.startsWith('$argon2id$') || row.password_hash.startsWith('!'),
      ),
    ).toBe(true);
  });
});

describe('access tokens', () => {
  it('carry the player, scope and session, and expire', () => {
    const token = signAccessToken(
      { sub: 7, scope: 'player', sid: 'family', exp: 2_000 },
      'secret-secret',
    );
    expect(verifyAccessToken(token, 'secret-secret', 1_999)).toEqual({
      sub: 7,
      scope: 'player',
      sid: 'family',
      exp: 2_000,
    });
    expect(verifyAccessToken(token, 'secret-secret', 2_000)).toBeNull();
    expect(verifyAccessToken(`${token}x`, 'secret-secret', 1_000)).toBeNull();
  });
});
