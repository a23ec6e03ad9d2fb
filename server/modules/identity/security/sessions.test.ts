import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { summariseUserAgent } from './device-summary';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';

/** A player signed in from two devices: the token of each. */
async function playerOnTwoDevices() {
  const player = await server.register();
  const signIn = async (userAgent: string, ip: string) => {
    const result = await server.call(
      'login',
      { username: player.username, password: player.password },
      { headers: { 'User-Agent': userAgent, 'X-Forwarded-For': ip } },
    );
    return result.body.accessToken as string;
  };
  return {
    ...player,
    phone: await signIn(ANDROID_CHROME, '203.0.113.10'),
    laptop: await signIn(MAC_SAFARI, '198.51.100.20'),
  };
}

describe('signed-in sessions', () => {
  it('lists each sign-in with where it came from, the caller’s marked current', async () => {
    const player = await playerOnTwoDevices();
    const result = await server.call('getSessions', {}, { token: player.laptop });
    const sessions = result.body.sessions as {
      ip: string;
      browser: string;
      system: string;
      current: boolean;
      createdAt: string;
      lastUsedAt: string;
    }[];
    const phone = sessions.find((session) => session.ip === '203.0.113.10');
    const laptop = sessions.find((session) => session.ip === '198.51.100.20');
    expect(phone).toMatchObject({ browser: 'Chrome', system: 'Android', current: false });
    expect(laptop).toMatchObject({ browser: 'Safari', system: 'macOS', current: true });
    expect(Date.parse(laptop?.lastUsedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(laptop?.createdAt ?? ''),
    );
  });

  it('revokes one session: its token is signed out, the caller’s works on', async () => {
    const player = await playerOnTwoDevices();
    const listed = await server.call('getSessions', {}, { token: player.laptop });
    const phone = (listed.body.sessions as { id: string; ip: string }[]).find(
      (session) => session.ip === '203.0.113.10',
    );
    const revoked = await server.call('revokeSession', { id: phone?.id }, { token: player.laptop });
    expect(revoked.body).toEqual({ status: 1 });
    expect((await server.call('getSessions', {}, { token: player.phone })).httpStatus).toBe(401);
    const after = await server.call('getSessions', {}, { token: player.laptop });
    const left = (after.body.sessions as { id: string }[]).map((session) => session.id);
    // the laptop's and the registration's
    expect(left).toHaveLength(2);
    expect(left).not.toContain(phone?.id);
  });

  it('revokes all the others at once', async () => {
    const player = await playerOnTwoDevices();
    const result = await server.call('revokeSession', { others: true }, { token: player.phone });
    expect(result.body).toEqual({ status: 1 });
    expect((await server.call('getSessions', {}, { token: player.laptop })).httpStatus).toBe(401);
    // the registration's own session was another one too
    const left = await server.call('getSessions', {}, { token: player.phone });
    expect(left.body.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it("cannot revoke another player's session", async () => {
    const player = await playerOnTwoDevices();
    const other = await server.register();
    const listed = await server.call('getSessions', {}, { token: player.phone });
    const id = (listed.body.sessions as { id: string }[])[0]?.id;
    const result = await server.call('revokeSession', { id }, { token: other.token });
    expect(result.httpStatus).toBe(404);
    expect((await server.call('getSessions', {}, { token: player.phone })).httpStatus).toBe(200);
  });

  it('asks which session to revoke', async () => {
    const player = await server.register();
    const result = await server.call('revokeSession', {}, { token: player.token });
    expect(result.body).toMatchObject({ code: 'field_required', errors: { id: 'field_required' } });
  });

  it('reads browsers and systems from user agents', () => {
    expect(summariseUserAgent(null)).toEqual({ browser: null, system: null });
    expect(summariseUserAgent('curl/8.0')).toEqual({ browser: null, system: null });
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'Windows' });
  });
});
