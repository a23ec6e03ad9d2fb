import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Game } from '../../../contract/games';
import {
  MAX_FAVOURITE_GAMES,
  RECENTLY_PLAYED_LIMIT,
  type LiveTableNow,
} from '../../../contract/player-games';
import { createTestClock } from '../../clock';
import { createTestServer, type TestServer } from '../../testing/harness';

// The lobby's rails: recently played (written by a game's launch), favourites, live now. Runs on
// PGlite and on PostgreSQL (TEST_DB=postgres).
let server: TestServer;
let clock: ReturnType<typeof createTestClock>;
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  clock = createTestClock();
  server.deps.clock = clock;
});
afterAll(() => server.close());

async function gameIdOf(slug: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM games WHERE slug = $1', [
    slug,
  ]);
  return rows[0]?.id as number;
}

async function gameSlugs(count: number, isLive: boolean): Promise<string[]> {
  const { rows } = await server.db.query<{ slug: string }>(
    'SELECT slug FROM games WHERE is_live = $1 AND enabled ORDER BY id LIMIT $2',
    [isLive, count],
  );
  return rows.map((row) => row.slug);
}

/** Launches a game as the player does from the lobby, a second after the previous launch. */
async function launch(token: string, slug: string, isLive = false): Promise<void> {
  clock.advance(1_000);
  const answer = await server.call(
    isLive ? 'getLiveGameUrl' : 'getGameUrl',
    { gameId: await gameIdOf(slug), lan: 'es' },
    { token },
  );
  expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
}

async function recentSlugs(token: string): Promise<string[]> {
  const answer = await server.call('getRecentlyPlayed', {}, { token });
  expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.rows as Game[]).map((game) => game.slug);
}

async function favouriteSlugs(token: string): Promise<string[]> {
  const answer = await server.call('getFavouriteGames', {}, { token });
  expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
  return (answer.body.rows as Game[]).map((game) => game.slug);
}

async function setFavourite(token: string, slug: string, favourite: boolean) {
  clock.advance(1_000);
  return server.call('setFavouriteGame', { gameId: await gameIdOf(slug), favourite }, { token });
}

describe('front/games/get_recently_played', () => {
  it('lists the games the player launched, the last first, each once', async () => {
    const { token } = await server.register();
    expect(await recentSlugs(token)).toEqual([]);
    const [first, second] = await gameSlugs(2, false);
    const [live] = await gameSlugs(1, true);
    await launch(token, first as string);
    await launch(token, second as string);
    await launch(token, live as string, true);
    expect(await recentSlugs(token)).toEqual([live, second, first]);
    // played again: back to the front, not twice
    await launch(token, first as string);
    expect(await recentSlugs(token)).toEqual([first, live, second]);
  });

  it(`keeps only the last ${RECENTLY_PLAYED_LIMIT} games`, async () => {
    const { token } = await server.register();
    const slugs = await gameSlugs(RECENTLY_PLAYED_LIMIT + 3, false);
    for (const slug of slugs) await launch(token, slug);
    expect(await recentSlugs(token)).toEqual(slugs.slice(3).reverse());
    const { rows } = await server.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM player_recent_games r JOIN players p ON p.id = r.player_id
        WHERE p.id = (SELECT player_id FROM player_recent_games ORDER BY played_at DESC LIMIT 1)`,
    );
    expect(rows[0]?.count).toBe(RECENTLY_PLAYED_LIMIT);
  });

  it("shows no player another player's games, and leaves a disabled game out", async () => {
    const ana = await server.register();
    const bea = await server.register();
    const [mine, disabled] = await gameSlugs(2, false);
    await launch(ana.token, mine as string);
    await launch(ana.token, disabled as string);
    expect(await recentSlugs(bea.token)).toEqual([]);
    await server.db.query('UPDATE games SET enabled = false WHERE slug = $1', [disabled]);
    try {
      expect(await recentSlugs(ana.token)).toEqual([mine]);
    } finally {
      await server.db.query('UPDATE games SET enabled = true WHERE slug = $1', [disabled]);
    }
    expect(await recentSlugs(ana.token)).toEqual([disabled, mine]);
  });

  it('records nothing for a launch that is refused', async () => {
    const { token } = await server.register();
    const [live] = await gameSlugs(1, true);
    // a live game asked through the non-live call is not launched
    const answer = await server.call(
      'getGameUrl',
      { gameId: await gameIdOf(live as string), lan: 'es' },
      { token },
    );
    expect(answer.httpStatus).toBe(404);
    expect(await recentSlugs(token)).toEqual([]);
  });
});

describe('front/games/set_favourite and get_favourites', () => {
  it('marks and unmarks; each is idempotent and the last marked comes first', async () => {
    const { token } = await server.register();
    const [first, second] = await gameSlugs(2, false);
    expect(await favouriteSlugs(token)).toEqual([]);
    const marked = await setFavourite(token, first as string, true);
    expect(marked.httpStatus).toBe(200);
    expect(marked.body).toEqual({
      status: 1,
      gameId: await gameIdOf(first as string),
      favourite: true,
    });
    await setFavourite(token, second as string, true);
    // marked again: still once, and it keeps its place
    expect((await setFavourite(token, first as string, true)).httpStatus).toBe(200);
    expect(await favouriteSlugs(token)).toEqual([second, first]);

    const unmarked = await setFavourite(token, second as string, false);
    expect(unmarked.body).toEqual({
      status: 1,
      gameId: await gameIdOf(second as string),
      favourite: false,
    });
    expect((await setFavourite(token, second as string, false)).httpStatus).toBe(200);
    expect(await favouriteSlugs(token)).toEqual([first]);
  });

  it("are the player's own: another player neither sees nor changes them", async () => {
    const ana = await server.register();
    const bea = await server.register();
    const [game] = await gameSlugs(1, false);
    await setFavourite(ana.token, game as string, true);
    expect(await favouriteSlugs(bea.token)).toEqual([]);
    // Bea unmarking the same game changes only her own list
    await setFavourite(bea.token, game as string, false);
    expect(await favouriteSlugs(ana.token)).toEqual([game]);
  });

  it('refuses a game the catalogue does not offer with game_unavailable', async () => {
    const { token } = await server.register();
    const unknown = await server.call(
      'setFavouriteGame',
      { gameId: 999_999, favourite: true },
      { token },
    );
    expect(unknown.httpStatus).toBe(404);
    expect(unknown.body).toEqual({ status: 0, code: 'game_unavailable' });
    const [game] = await gameSlugs(1, false);
    await server.db.query('UPDATE games SET enabled = false WHERE slug = $1', [game]);
    try {
      expect((await setFavourite(token, game as string, true)).body.code).toBe('game_unavailable');
    } finally {
      await server.db.query('UPDATE games SET enabled = true WHERE slug = $1', [game]);
    }
    expect(await favouriteSlugs(token)).toEqual([]);
  });

  it('refuses bad input with the field and its code, changing nothing', async () => {
    const { token } = await server.register();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ gameId: 'abc', favourite: true }, 'gameId', 'invalid_value'],
      [{ gameId: 0, favourite: true }, 'gameId', 'invalid_value'],
      [{ gameId: 2 ** 31, favourite: true }, 'gameId', 'invalid_value'],
      [{ gameId: 1, favourite: 'yes' }, 'favourite', 'invalid_value'],
      [{ gameId: 1 }, 'favourite', 'field_required'],
    ];
    for (const [body, field, code] of cases) {
      const answer = await server.call('setFavouriteGame', body, { token });
      expect(answer.httpStatus, JSON.stringify(body)).toBe(400);
      expect(answer.body, JSON.stringify(body)).toEqual({
        status: 0,
        code,
        errors: { [field]: code },
      });
    }
    expect(await favouriteSlugs(token)).toEqual([]);
  });

  it(`refuses a favourite beyond ${MAX_FAVOURITE_GAMES} with favourite_limit`, async () => {
    const { token, playerId } = await server.register();
    // more games than the demo catalogue holds, favourites of this player already
    const { rows } = await server.db.query<{ id: number }>(
      `INSERT INTO games (slug, name, search_name, provider_id, category, image_url)
       SELECT 'limit-game-' || i, 'Limit ' || i, 'limit ' || i, (SELECT min(id) FROM game_providers), 'slots', '/art/x.webp'
         FROM generate_series(1, $1::int) AS i
       RETURNING id`,
      [MAX_FAVOURITE_GAMES],
    );
    await server.db.query(
      `INSERT INTO player_favourite_games (player_id, game_id, created_at)
       SELECT $1, id, now() FROM unnest($2::int[]) AS id`,
      [playerId, rows.map((row) => row.id)],
    );
    try {
      const [game] = await gameSlugs(1, false);
      const refused = await setFavourite(token, game as string, true);
      expect(refused.httpStatus).toBe(400);
      expect(refused.body).toEqual({
        status: 0,
        code: 'favourite_limit',
        params: { max: MAX_FAVOURITE_GAMES },
      });
      // one already marked is still fine to mark again
      const again = await server.call(
        'setFavouriteGame',
        { gameId: rows[0]?.id, favourite: true },
        { token },
      );
      expect(again.httpStatus).toBe(200);
      expect(await favouriteSlugs(token)).toHaveLength(MAX_FAVOURITE_GAMES);
    } finally {
      await server.db.query('DELETE FROM player_favourite_games WHERE player_id = $1', [playerId]);
      await server.db.query("DELETE FROM games WHERE slug LIKE 'limit-game-%'");
    }
  });
});

describe('front/games/get_live_now', () => {
  let chains: Record<string, number>;
  beforeEach(async () => {
    await server.db.query('DELETE FROM live_bets');
    await server.db.query('DELETE FROM live_rounds');
    chains = {};
    for (const table of ['crash', 'live-roulette']) {
      const { rows } = await server.db.query<{ id: number }>(
        `INSERT INTO live_chains (table_slug, seed, length, terminating_hash)
         VALUES ($1, 'seed', 10, 'hash') ON CONFLICT DO NOTHING RETURNING id`,
        [table],
      );
      const existing = await server.db.query<{ id: number }>(
        'SELECT id FROM live_chains WHERE table_slug = $1 AND retired_at IS NULL',
        [table],
      );
      chains[table] = rows[0]?.id ?? (existing.rows[0]?.id as number);
    }
  });

  let index = 0;
  async function openRound(table: string, phase: string, openedSecondsAgo: number) {
    const id = randomUUID();
    index++;
    await server.db.query(
      `INSERT INTO live_rounds (id, table_slug, engine, chain_id, idx, phase, fence, opened_at,
              betting_closes_at, exact_result, result, hash)
       VALUES ($1, $2, $2, $3, $4, $5, 1, clock_timestamp() - make_interval(secs => $6),
              clock_timestamp(), 2, 2, 'h')`,
      [id, table, chains[table], index, phase, openedSecondsAgo],
    );
    return id;
  }

  async function liveNow(token?: string): Promise<LiveTableNow[]> {
    const answer = await server.call('getLiveNow', {}, token ? { token } : {});
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
    return answer.body.tables as LiveTableNow[];
  }

  it('lists nothing while no table runs', async () => {
    expect(await liveNow()).toEqual([]);
  });

  it('lists the tables whose round opened lately, with its phase and its players', async () => {
    const crashRound = await openRound('crash', 'betting', 2);
    await openRound('live-roulette', 'settled', 20);
    for (const [player, state] of [
      ['p1', 'open'],
      ['p1', 'open'],
      ['p2', 'open'],
      ['p3', 'void'],
    ] as const)
      await server.db.query(
        `INSERT INTO live_bets (id, round_id, player, screen_name, game, provider, kind, stake, state,
                decided_at)
         VALUES ($1, $2, $3, $3, 'crash', 'house', 'main', 100, $4,
                 CASE WHEN $4 = 'void' THEN clock_timestamp() END)`,
        [randomUUID(), crashRound, player, state],
      );
    const tables = await liveNow();
    expect(
      tables.map(({ game, phase, players }) => [game.slug, game.isLive, phase, players]),
    ).toEqual([
      ['crash', true, 'betting', 2],
      ['live-roulette', true, 'between', 0],
    ]);
    // a signed-in player sees the same
    const { token } = await server.register();
    expect(await liveNow(token)).toEqual(tables);
  });

  it('leaves out a table whose last round is long past, or whose game is disabled', async () => {
    await openRound('crash', 'running', 3_600);
    await openRound('live-roulette', 'running', 1);
    expect((await liveNow()).map((table) => table.game.slug)).toEqual(['live-roulette']);
    await server.db.query("UPDATE games SET enabled = false WHERE slug = 'live-roulette'");
    try {
      expect(await liveNow()).toEqual([]);
    } finally {
      await server.db.query("UPDATE games SET enabled = true WHERE slug = 'live-roulette'");
    }
  });
});
