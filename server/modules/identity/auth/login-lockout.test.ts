import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { LOGIN_LIMITS } from './login-throttle';

// After too many failures a username is blocked for unknown devices. The owner is not locked out:
// the right password gets the same answer as a wrong one, and an email whose link confirms the
// device; nothing tells an attacker which it was.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const NEW_DEVICE = { 'X-Forwarded-For': '198.51.100.200' };

async function blockedPlayer() {
  const player = await server.register();
  for (let attempt = 0; attempt < LOGIN_LIMITS.failuresPerUsername; attempt++) {
    await server.call(
      'login',
      { username: player.username, password: 'a-wrong-guess' },
      { headers: { 'X-Forwarded-For': `10.7.${player.playerId % 250}.${attempt}` } },
    );
  }
  return { ...player, email: `${player.username}@example.com` };
}

/** The device confirmation emails to `recipient` (not the verification or sign-in notices). */
async function emailsTo(recipient: string) {
  const { rows } = await server.db.query<{ subject: string; body: string }>(
    `SELECT subject, body FROM email_outbox
      WHERE recipient = $1 AND body LIKE '%confirm-device%' ORDER BY id`,
    [recipient],
  );
  return rows;
}

async function attemptsOn(username: string): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM login_attempts WHERE username_key = lower($1)',
    [username],
  );
  return rows[0]?.count ?? 0;
}

function cookieValue(headers: Headers, name: string): string | undefined {
  return headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);
}

/** Logs in with the right password from a new device and reads the link of the email it sends. */
async function confirmationLinkFor(player: { username: string; password: string; email: string }) {
  await server.call(
    'login',
    { username: player.username, password: player.password },
    { headers: NEW_DEVICE },
  );
  await server.deps.background.idle();
  const [email] = await emailsTo(player.email);
  return new URL(/https?:\/\/\S+confirm-device\?token=[\w%-]+/.exec(email?.body ?? '')?.[0] ?? '');
}

describe('a username blocked for unknown devices', () => {
  it('answers the right password like a wrong one, and emails only for the right one', async () => {
    const player = await blockedPlayer();
    const attempts = await attemptsOn(player.username);
    const wrong = await server.call(
      'login',
      { username: player.username, password: 'another-guess' },
      { headers: NEW_DEVICE },
    );
    // the same work before either answer: each is recorded as a refused attempt
    expect(await attemptsOn(player.username)).toBe(attempts + 1);
    const right = await server.call(
      'login',
      { username: player.username, password: player.password },
      { headers: NEW_DEVICE },
    );
    expect(await attemptsOn(player.username)).toBe(attempts + 2);
    expect(wrong.httpStatus).toBe(429);
    expect(right.httpStatus).toBe(wrong.httpStatus);
    expect(right.body).toEqual(wrong.body);
    expect(right.body).toEqual({ status: 0, code: 'too_many_failed_logins' });
    expect(right.headers.getSetCookie()).toEqual(wrong.headers.getSetCookie());

    // the link is made and mailed after the answer
    await server.deps.background.idle();
    const emails = await emailsTo(player.email);
    expect(emails.map((email) => email.subject)).toEqual(['Confirma este dispositivo']);
  });

  it('never emails for wrong passwords', async () => {
    const player = await blockedPlayer();
    for (const password of ['guess-one', 'guess-two']) {
      await server.call('login', { username: player.username, password }, { headers: NEW_DEVICE });
    }
    await server.deps.background.idle();
    expect(await emailsTo(player.email)).toEqual([]);
  });

  it('links to the app page; its token, POSTed once, lets that device log in', async () => {
    const player = await blockedPlayer();
    const link = await confirmationLinkFor(player);
    expect(link.pathname).toBe('/confirm-device');
    const token = link.searchParams.get('token') as string;

    const confirmed = await server.call('confirmDevice', { token }, { headers: NEW_DEVICE });
    expect(confirmed.httpStatus).toBe(200);
    expect(confirmed.body).toEqual({ status: 1 });
    const deviceCookie = confirmed.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('front_device='));
    // sent with the later login call
    expect(deviceCookie).toMatch(/; Path=\/api\/front\/auth(;|$)/);

    const login = await server.call(
      'login',
      { username: player.username, password: player.password },
      {
        headers: {
          ...NEW_DEVICE,
          Cookie: `front_device=${cookieValue(confirmed.headers, 'front_device')}`,
        },
      },
    );
    expect(login.httpStatus).toBe(200);

    const again = await server.call('confirmDevice', { token }, { headers: NEW_DEVICE });
    expect(again.httpStatus).toBe(400);
    expect(again.body).toEqual({
      status: 0,
      code: 'invalid_device_token',
      errors: { token: 'invalid_device_token' },
    });
    expect(cookieValue(again.headers, 'front_device')).toBeUndefined();
  });

  it('uses nothing up when the link is opened with a GET (a mail scanner)', async () => {
    const player = await blockedPlayer();
    const link = await confirmationLinkFor(player);
    const token = link.searchParams.get('token') as string;

    for (const path of [
      `${link.pathname}${link.search}`,
      `/api/front/auth/confirm_device${link.search}`,
    ]) {
      const opened = await server.raw('GET', path, { headers: NEW_DEVICE });
      expect(cookieValue(opened.headers, 'front_device'), path).toBeUndefined();
    }

    const confirmed = await server.call('confirmDevice', { token }, { headers: NEW_DEVICE });
    expect(confirmed.httpStatus).toBe(200);
  });

  it('links an English player to the English page', async () => {
    const player = await blockedPlayer();
    await server.db.query(`UPDATE players SET interface_local = 'en' WHERE id = $1`, [
      player.playerId,
    ]);
    const link = await confirmationLinkFor(player);
    expect(link.pathname).toBe('/en/confirm-device');
  });

  it('refuses an unknown token, naming the field', async () => {
    const refused = await server.call('confirmDevice', { token: 'no-such-token' });
    expect(refused.httpStatus).toBe(400);
    expect(refused.body).toMatchObject({ errors: { token: 'invalid_device_token' } });
    const tooLong = await server.call('confirmDevice', { token: 'a'.repeat(201) });
    expect(tooLong.body).toMatchObject({ errors: { token: 'invalid_device_token' } });
  });

  it('is lifted by a completed password reset, which also proves who the player is', async () => {
    const player = await blockedPlayer();
    await server.call('resetPlayerPassword', { username: player.username, email: player.email });
    const token = await server.emailedToken(player.email);
    await server.call('setNewPassword', {
      token,
      newPassword: 'reset-by-owner',
      confirmPassword: 'reset-by-owner',
    });
    const login = await server.call(
      'login',
      { username: player.username, password: 'reset-by-owner' },
      { headers: NEW_DEVICE },
    );
    expect(login.httpStatus).toBe(200);
  });
});
