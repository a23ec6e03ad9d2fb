import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/harness';
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

async function emailsTo(recipient: string) {
  const { rows } = await server.db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM email_outbox WHERE recipient = $1 ORDER BY id',
    [recipient],
  );
  return rows;
}

function cookieValue(headers: Headers, name: string): string | undefined {
  return headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.split(';')[0]
    ?.slice(name.length + 1);
}

describe('a username blocked for unknown devices', () => {
  it('answers the right password like a wrong one, and emails only for the right one', async () => {
    const player = await blockedPlayer();
    const wrong = await server.call(
      'login',
      { username: player.username, password: 'another-guess' },
      { headers: NEW_DEVICE },
    );
    const right = await server.call(
      'login',
      { username: player.username, password: player.password },
      { headers: NEW_DEVICE },
    );
    expect(wrong.httpStatus).toBe(429);
    expect(right.httpStatus).toBe(wrong.httpStatus);
    expect(right.body).toEqual(wrong.body);
    expect(right.body).toEqual({ status: 0, code: 'too_many_failed_logins' });
    expect(right.headers.getSetCookie()).toEqual(wrong.headers.getSetCookie());

    // mail goes out after the answer, in order: once the right one's is there, a wrong one's would be
    await vi.waitFor(async () => expect(await emailsTo(player.email)).toHaveLength(1));
    const [email] = await emailsTo(player.email);
    expect(email?.subject).toBe('Confirma este dispositivo');
  });

  it('never emails for wrong passwords', async () => {
    const player = await blockedPlayer();
    for (const password of ['guess-one', 'guess-two']) {
      await server.call('login', { username: player.username, password }, { headers: NEW_DEVICE });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await emailsTo(player.email)).toEqual([]);
  });

  it('lets the device that follows the emailed link log in, once', async () => {
    const player = await blockedPlayer();
    await server.call(
      'login',
      { username: player.username, password: player.password },
      { headers: NEW_DEVICE },
    );
    const email = await vi.waitFor(async () => {
      const [sent] = await emailsTo(player.email);
      if (!sent) throw new Error('no email yet');
      return sent;
    });
    const link = new URL(/https?:\/\/\S+confirm_device\?token=[\w%-]+/.exec(email.body)?.[0] ?? '');

    const opened = await server.raw('GET', `${link.pathname}${link.search}`, {
      headers: NEW_DEVICE,
    });
    expect(opened.httpStatus).toBe(302);
    expect(opened.headers.get('Location')).toBe('/online-casino?device=confirmed');
    const deviceCookie = cookieValue(opened.headers, 'front_device');
    expect(deviceCookie).toBeTruthy();

    const login = await server.call(
      'login',
      { username: player.username, password: player.password },
      { headers: { ...NEW_DEVICE, Cookie: `front_device=${deviceCookie}` } },
    );
    expect(login.httpStatus).toBe(200);

    const again = await server.raw('GET', `${link.pathname}${link.search}`);
    expect(again.headers.get('Location')).toBe('/online-casino?device=invalid');
    expect(cookieValue(again.headers, 'front_device')).toBeUndefined();
  });

  it('is lifted by a completed password reset, which also proves who the player is', async () => {
    const player = await blockedPlayer();
    await server.call('resetPlayerPassword', { username: player.username, email: player.email });
    const token = await vi.waitFor(async () => {
      const match = /token=([\w-]+)/.exec((await emailsTo(player.email))[0]?.body ?? '');
      if (!match?.[1]) throw new Error('no reset email yet');
      return match[1];
    });
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
