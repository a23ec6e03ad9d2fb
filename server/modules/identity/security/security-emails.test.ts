import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, REFRESH_COOKIE } from '../../../../contract/constants';
import { createTestClock } from '../../../clock';
import { totpCodeAt } from '../../../lib/totp';
import { createTestServer, type TestServer } from '../../../testing/harness';

let server: TestServer;
let clock: ReturnType<typeof createTestClock>;
beforeAll(async () => {
  server = await createTestServer({ env: { GEO_COUNTRY_HEADER: 'cf-ipcountry' } });
  clock = createTestClock();
  server.deps.clock = clock;
});
afterAll(() => server.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

async function noticesTo(recipient: string, subject: string) {
  await server.deps.background.idle();
  const { rows } = await server.db.query<{ body: string }>(
    'SELECT body FROM email_outbox WHERE recipient = $1 AND subject = $2 ORDER BY id',
    [recipient, subject],
  );
  return rows.map((row) => row.body);
}

function signIn(
  player: { username: string; password: string },
  headers: Record<string, string> = {},
  extra: Record<string, unknown> = {},
) {
  return server.call(
    'login',
    { username: player.username, password: player.password, ...extra },
    { headers: { 'User-Agent': ANDROID_CHROME, 'X-Forwarded-For': '203.0.113.77', ...headers } },
  );
}

const deviceCookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))
    ?.split(';')[0] ?? '';

describe('the email on a sign-in from a new device', () => {
  it('is not sent for the sign-in right after registering', async () => {
    const player = await server.register();
    const email = `${player.username}@example.com`;
    expect(await noticesTo(email, 'Nuevo inicio de sesión en tu cuenta')).toEqual([]);
  });

  it('tells the device, address and country of a later sign-in, in the player’s language', async () => {
    const player = await server.register();
    const email = `${player.username}@example.com`;
    expect((await signIn(player, { 'cf-ipcountry': 'FR' })).httpStatus).toBe(200);
    const [body, ...more] = await noticesTo(email, 'Nuevo inicio de sesión en tu cuenta');
    expect(more).toEqual([]);
    expect(body).toContain('Dispositivo: Chrome en Android');
    expect(body).toContain('IP: 203.0.113.77');
    expect(body).toContain('País: Francia');
    expect(body).toMatch(/http:\/\/localhost:\d+\/user-management\?tab=security/);

    const english = await server.register({ interface_local: 'en' });
    await signIn(english, { 'cf-ipcountry': 'DE' });
    const [text] = await noticesTo(
      `${english.username}@example.com`,
      'New sign-in to your account',
    );
    expect(text).toContain('Country: Germany');
    expect(text).toContain('Device: Chrome on Android');
  });

  it('is not sent for a device that holds the player’s device cookie', async () => {
    const player = await server.register();
    const email = `${player.username}@example.com`;
    const first = await signIn(player);
    const cookie = deviceCookieOf(first.headers);
    expect(cookie).not.toBe('');
    await signIn(player, { Cookie: cookie });
    expect(await noticesTo(email, 'Nuevo inicio de sesión en tu cuenta')).toHaveLength(1);
  });
});

describe('the email on a wrong second factor', () => {
  it('is sent once per hour however many wrong codes follow the right password', async () => {
    const player = await server.register();
    const email = `${player.username}@example.com`;
    const begun = await server.call('totpBegin', {}, { token: player.token });
    const secret = begun.body.secret as string;
    await server.call(
      'totpEnable',
      { code: totpCodeAt(secret, clock.now().getTime()) },
      { token: player.token },
    );
    const wrong = String(
      (Number(totpCodeAt(secret, clock.now().getTime())) + 1) % 1_000_000,
    ).padStart(6, '0');
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await signIn(player, { 'cf-ipcountry': 'ES' }, { totp: wrong });
      expect(result.body.code).toBe('invalid_two_factor_code');
    }
    // a wrong password says nothing to the player
    await signIn({ ...player, password: 'not-the-password' }, {}, { totp: wrong });
    const bodies = await noticesTo(email, 'Código de verificación incorrecto en tu cuenta');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain('País: España');

    // after the window, the next wrong code is told again
    await server.db.query(
      `UPDATE rate_limits SET expires_at = now() - interval '1 second'
        WHERE bucket = $1`,
      [`failed second factor email|${player.playerId}`],
    );
    await signIn(player, {}, { totp: wrong });
    expect(await noticesTo(email, 'Código de verificación incorrecto en tu cuenta')).toHaveLength(
      2,
    );
  });

  it('is not sent when no code is given', async () => {
    const player = await server.register();
    const begun = await server.call('totpBegin', {}, { token: player.token });
    const secret = begun.body.secret as string;
    await server.call(
      'totpEnable',
      { code: totpCodeAt(secret, clock.now().getTime()) },
      { token: player.token },
    );
    expect((await signIn(player)).body.code).toBe('two_factor_required');
    const email = `${player.username}@example.com`;
    expect(await noticesTo(email, 'Código de verificación incorrecto en tu cuenta')).toEqual([]);
  });
});

describe('the country of a sign-in', () => {
  it('is kept from the trusted proxy’s header and listed with the session', async () => {
    const player = await server.register();
    const login = await signIn(player, { 'cf-ipcountry': 'pt' });
    const token = login.body.accessToken as string;
    const listed = await server.call('getSessions', {}, { token });
    const sessions = listed.body.sessions as { country: string | null; current: boolean }[];
    expect(sessions.find((session) => session.current)?.country).toBe('PT');
    // the registration's sign-in came without the header
    expect(sessions.find((session) => !session.current)?.country).toBeNull();
  });

  it('keeps the first sign-in’s country across refreshes', async () => {
    const player = await server.register();
    const login = await signIn(player, { 'cf-ipcountry': 'IT' });
    const refreshCookie = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${REFRESH_COOKIE}=`))
      ?.split(';')[0];
    const refreshed = await server.call(
      'refresh',
      {},
      {
        headers: { Cookie: refreshCookie ?? '', 'cf-ipcountry': 'US' },
      },
    );
    const listed = await server.call(
      'getSessions',
      {},
      {
        token: refreshed.body.accessToken as string,
      },
    );
    const current = (listed.body.sessions as { country: string; current: boolean }[]).find(
      (session) => session.current,
    );
    expect(current?.country).toBe('IT');
  });
});
