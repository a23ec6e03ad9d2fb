import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';

// A refresh token has at most one successor: tabs racing with the same cookie (or a retry within
// the grace window) get an access token for the same session, never a session of their own.
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

function refreshCookieOf(headers: Headers): string | undefined {
  return headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('front_refresh=') && !cookie.startsWith('front_refresh=;'))
    ?.split(';')[0];
}

async function loggedIn() {
  const player = await server.register();
  const login = await server.call('login', {
    username: player.username,
    password: player.password,
  });
  return { ...player, cookie: refreshCookieOf(login.headers) as string };
}

async function sessionRows(playerId: number) {
  const { rows } = await server.db.query<{ family: string }>(
    'SELECT family FROM sessions WHERE player_id = $1',
    [playerId],
  );
  return rows;
}

const refresh = (cookie: string) => server.call('refresh', {}, { headers: { Cookie: cookie } });

describe('refresh token rotation', () => {
  it('N concurrent refreshes with one token create exactly one new session', async () => {
    const player = await loggedIn();
    // the login of register() and ours: two sessions before
    const before = await sessionRows(player.playerId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(player.cookie)));

    expect(answers.map((answer) => answer.httpStatus)).toEqual(Array(8).fill(200));
    const after = await sessionRows(player.playerId);
    expect(after).toHaveLength(before.length + 1);
    const cookies = answers.map((answer) => refreshCookieOf(answer.headers)).filter(Boolean);
    expect(cookies).toHaveLength(1);
    // every racing tab's access token works, and the one successor refreshes on
    for (const answer of answers) {
      const me = await server.call('currentPlayer', undefined, { token: answer.body.accessToken });
      expect(me.httpStatus).toBe(200);
    }
    expect((await refresh(cookies[0] as string)).httpStatus).toBe(200);
  });

  it('a second presentation within the grace window gets an access token, no new session', async () => {
    const player = await loggedIn();
    const first = await refresh(player.cookie);
    const rows = (await sessionRows(player.playerId)).length;
    const second = await refresh(player.cookie);
    expect(second.httpStatus).toBe(200);
    expect(refreshCookieOf(second.headers)).toBeUndefined();
    expect(await sessionRows(player.playerId)).toHaveLength(rows);
    const { rows: lineage } = await server.db.query<{ replaced_by: number | null }>(
      'SELECT replaced_by FROM sessions WHERE player_id = $1 AND rotated_at IS NOT NULL',
      [player.playerId],
    );
    expect(lineage).toEqual([{ replaced_by: expect.any(Number) }]);
    expect(refreshCookieOf(first.headers)).toBeDefined();
  });
});
