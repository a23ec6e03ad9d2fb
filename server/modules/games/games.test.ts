import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_CATEGORIES, GAMES_PAGE_SIZE } from '../../../contract/constants';
import type { Game } from '../../../contract/games';
import { GAMES, GROUPS, PROVIDERS } from '../../seed/catalogue';
import { createTestServer, type TestServer } from '../../testing/harness';
import { hashToken, verifyAccessToken } from '../identity/auth/tokens';

let server: TestServer;
let player: { playerId: number; token: string };
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
  player = await server.register();
});
afterAll(() => server.close());

const ALL = 100;

async function listGames(body: Record<string, unknown> = {}): Promise<{
  rows: Game[];
  count: number;
}> {
  const result = await server.call('getGames', body);
  expect(result.httpStatus, JSON.stringify(result.body)).toBe(200);
  return result.body;
}

async function slugsOf(body: Record<string, unknown>): Promise<string[]> {
  const { rows, count } = await listGames({ itemsPerPage: ALL, ...body });
  expect(count).toBe(rows.length);
  return rows.map((game) => game.slug).sort();
}

const catalogueSlugs = (keep: (game: (typeof GAMES)[number]) => boolean) =>
  GAMES.filter(keep)
    .map((game) => game.slug)
    .sort();

async function gameIdOf(slug: string): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM games WHERE slug = $1', [
    slug,
  ]);
  return rows[0]?.id as number;
}

async function sessionCount(): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM game_sessions',
  );
  return rows[0]?.count ?? 0;
}

/** Runs `work` with a provider disabled, then enables it again whatever happened. */
async function withProviderDisabled(slug: string, work: () => Promise<void>): Promise<void> {
  await server.db.query('UPDATE game_providers SET enabled = false WHERE slug = $1', [slug]);
  try {
    await work();
  } finally {
    await server.db.query('UPDATE game_providers SET enabled = true WHERE slug = $1', [slug]);
  }
}

describe('front/get_games filters', () => {
  it('lists the whole enabled catalogue without filters', async () => {
    expect(await slugsOf({})).toEqual(catalogueSlugs(() => true));
  });

  it('filters by one category', async () => {
    const expected = catalogueSlugs((game) => game.category === 'slots');
    expect(expected.length).toBeGreaterThan(1);
    const { rows } = await listGames({ category: 'slots', itemsPerPage: ALL });
    expect(rows.every((game) => game.category === 'slots')).toBe(true);
    expect(await slugsOf({ category: 'slots' })).toEqual(expected);
  });

  it('filters by several categories at once', async () => {
    const wanted = ['sports', 'racing', 'fighting'];
    const expected = catalogueSlugs((game) => wanted.includes(game.category));
    expect(await slugsOf({ categories: wanted })).toEqual(expected);
    expect(expected).toContain('boxing-champions');
    expect(expected).toContain('greyhounds');
  });

  it('filters by provider slug', async () => {
    const { rows } = await listGames({ provider: 'vertice-live', itemsPerPage: ALL });
    expect(rows.every((game) => game.provider.slug === 'vertice-live')).toBe(true);
    expect(rows[0]?.provider.name).toBe('Vértice Live');
    expect(await slugsOf({ provider: 'vertice-live' })).toEqual(
      catalogueSlugs((game) => game.provider === 'vertice-live'),
    );
  });

  it('filters by group', async () => {
    expect(await slugsOf({ group: 'originals' })).toEqual(
      catalogueSlugs((game) => game.groups.includes('originals')),
    );
    expect(await slugsOf({ group: 'sports' })).toEqual(
      catalogueSlugs((game) => game.groups.includes('sports')),
    );
  });

  it('filters live and non-live games', async () => {
    const live = catalogueSlugs((game) => game.isLive === true);
    expect(live.length).toBeGreaterThan(1);
    expect(await slugsOf({ isLive: true })).toEqual(live);
    expect(await slugsOf({ isLive: false })).toEqual(catalogueSlugs((game) => !game.isLive));
  });

  it('filters featured games', async () => {
    const { rows } = await listGames({ featured: true, itemsPerPage: ALL });
    expect(rows.every((game) => game.isFeatured)).toBe(true);
    expect(await slugsOf({ featured: true })).toEqual(
      catalogueSlugs((game) => game.isFeatured === true),
    );
    expect(await slugsOf({ featured: false })).toEqual(catalogueSlugs((game) => !game.isFeatured));
  });

  it('combines filters', async () => {
    expect(await slugsOf({ category: 'live-dealer', featured: true })).toEqual(['live-roulette']);
    expect(await slugsOf({ provider: 'house', group: 'popular' })).toEqual(
      catalogueSlugs((game) => game.provider === 'house' && game.groups.includes('popular')),
    );
  });

  it('finds nothing for an unknown provider or group', async () => {
    expect(await listGames({ provider: 'nobody' })).toEqual({ status: 1, rows: [], count: 0 });
    expect(await listGames({ group: 'nothing' })).toEqual({ status: 1, rows: [], count: 0 });
  });

  it('hides the games of a disabled provider and a disabled game', async () => {
    await withProviderDisabled('sprint', async () => {
      const slugs = await slugsOf({});
      expect(slugs).toEqual(catalogueSlugs((game) => game.provider !== 'sprint'));
    });
    await server.db.query(`UPDATE games SET enabled = false WHERE slug = 'dice'`);
    try {
      expect(await slugsOf({})).not.toContain('dice');
    } finally {
      await server.db.query(`UPDATE games SET enabled = true WHERE slug = 'dice'`);
    }
  });

  it('refuses an unknown category, order or page size', async () => {
    for (const body of [{ category: 'nope' }, { order: 'random' }, { itemsPerPage: ALL + 1 }]) {
      const result = await server.call('getGames', body);
      expect(result.httpStatus).toBe(400);
      expect(result.body.code).toBe('invalid_value');
    }
  });
});

describe('front/get_games search', () => {
  it('ignores case', async () => {
    const { rows } = await listGames({ search: 'RULETA', itemsPerPage: ALL });
    const names = rows.map((game) => game.name).sort();
    expect(names).toEqual(['Ruleta Europea', 'Ruleta en Vivo'].sort());
  });

  it('ignores accents, in the query and in the name', async () => {
    for (const search of ['fútbol', 'futbol', 'FÚTBOL', 'Futbol virtual']) {
      const { rows } = await listGames({ search });
      expect(rows.map((game) => game.name)).toEqual(['Fútbol Virtual']);
    }
    const { rows } = await listGames({ search: 'loteria' });
    expect(rows.map((game) => game.name)).toEqual(['Lotería Express']);
  });

  it('matches inside a name and combines with other filters', async () => {
    const { rows } = await listGames({ search: 'europea' });
    expect(rows.map((game) => game.slug)).toEqual(['ruleta-europea']);
    expect(await slugsOf({ search: 'roulette', isLive: true })).toEqual(['live-speed-roulette']);
  });

  it('treats LIKE wildcards as plain text', async () => {
    for (const search of ['%', '_', 'r%a', '\\']) {
      expect(await listGames({ search })).toEqual({ status: 1, rows: [], count: 0 });
    }
    expect(await slugsOf({ search: "hold'em" })).toEqual(['casino-holdem', 'poker-texas']);
  });

  it('lists everything for an empty search', async () => {
    expect((await listGames({ search: '   ' })).count).toBe(GAMES.length);
  });
});

describe('front/get_games order and paging', () => {
  const popularity = new Map(GAMES.map((game) => [game.slug, game.popularity]));
  const byName = (a: string, b: string) => a.localeCompare(b, 'es', { sensitivity: 'base' });

  it('orders by popularity, most popular first (the default)', async () => {
    const { rows } = await listGames({ itemsPerPage: ALL });
    const values = rows.map((game) => popularity.get(game.slug) as number);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(rows[0]?.slug).toBe('dice');
    const explicit = await listGames({ order: 'popular', itemsPerPage: ALL });
    expect(explicit.rows).toEqual(rows);
  });

  it('orders newest first', async () => {
    const { rows } = await listGames({ order: 'newest', itemsPerPage: ALL });
    const times = rows.map((game) => Date.parse(game.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(rows[0]?.slug).toBe('plinko-drop');
    expect(rows.at(-1)?.slug).toBe('keno-classic');
  });

  it('orders A to Z and Z to A by name, ignoring accents and case', async () => {
    const az = (await listGames({ order: 'az', itemsPerPage: ALL })).rows.map((game) => game.name);
    expect(az).toHaveLength(GAMES.length);
    expect(az).toEqual([...az].sort(byName));
    expect(az[0]).toBe('American Roulette');
    // accents do not push a name to the end: "Fútbol" sorts with the f's
    expect(az.indexOf('Fútbol Virtual')).toBe(az.indexOf('Fruit Fiesta') + 1);
    const za = (await listGames({ order: 'za', itemsPerPage: ALL })).rows.map((game) => game.name);
    expect(za).toEqual([...az].reverse());
  });

  it('pages through the list in a stable order with the full count on every page', async () => {
    const all = (await listGames({ order: 'az', itemsPerPage: ALL })).rows.map((g) => g.slug);
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const { rows, count } = await listGames({ order: 'az', page, itemsPerPage: 10 });
      expect(count).toBe(GAMES.length);
      expect(rows).toHaveLength(page < 5 ? 10 : GAMES.length - 40);
      seen.push(...rows.map((game) => game.slug));
    }
    expect(seen).toEqual(all);
    const beyond = await listGames({ page: 6, itemsPerPage: 10 });
    expect(beyond.rows).toEqual([]);
    expect(beyond.count).toBe(GAMES.length);
  });

  it('counts the filtered games, not the page', async () => {
    const { rows, count } = await listGames({ category: 'slots', itemsPerPage: 2 });
    expect(rows).toHaveLength(2);
    expect(count).toBe(GAMES.filter((game) => game.category === 'slots').length);
  });

  it('uses the default page size', async () => {
    const { rows, count } = await listGames({});
    expect(rows).toHaveLength(GAMES_PAGE_SIZE);
    expect(count).toBe(GAMES.length);
  });

  it('answers each game with its provider, image and flags', async () => {
    const { rows } = await listGames({ search: 'ruleta en vivo' });
    expect(rows).toEqual([
      {
        id: await gameIdOf('live-roulette'),
        slug: 'live-roulette',
        name: 'Ruleta en Vivo',
        category: 'live-dealer',
        provider: { id: expect.any(Number), slug: 'vertice-live', name: 'Vértice Live' },
        imageUrl: '/art/games/live-roulette.webp',
        isLive: true,
        isFeatured: true,
        createdAt: expect.any(String),
      },
    ]);
  });
});

describe('front/get_game_url and front/get_live_game_url', () => {
  it('gives a logged-in player a launch URL with a one-time token stored hashed, of their login', async () => {
    const gameId = await gameIdOf('dice');
    const result = await server.call(
      'getGameUrl',
      { gameId, lan: 'en', is_mobile: true },
      { token: player.token },
    );
    expect(result.httpStatus).toBe(200);
    expect(result.body.game).toMatchObject({ id: gameId, slug: 'dice', isLive: false });
    expect(result.body.game).not.toHaveProperty('launchUrl');
    const url = new URL(result.body.url, 'http://localhost');
    expect(result.body.url).toMatch(/^\/house\/play\?/);
    expect(url.searchParams.get('game')).toBe('dice');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('mobile')).toBe('1');
    const token = url.searchParams.get('token') as string;
    expect(token.length).toBeGreaterThanOrEqual(32);

    const stored = await server.db.query<{
      player_id: number;
      session_family: string;
      game_id: number;
      used_at: Date | null;
      is_future: boolean;
    }>(
      `SELECT player_id, session_family, game_id, used_at, expires_at > now() AS is_future
         FROM game_sessions WHERE token_hash = $1`,
      [hashToken(token)],
    );
    // the game session ends with the login that launched it (the access token's session family)
    const login = verifyAccessToken(
      player.token,
      server.deps.secrets.tokenSecret,
      Date.now() / 1000,
    );
    expect(stored.rows).toEqual([
      {
        player_id: player.playerId,
        session_family: login?.sid,
        game_id: gameId,
        used_at: null,
        is_future: true,
      },
    ]);
    const plain = await server.db.query('SELECT 1 FROM game_sessions WHERE token_hash = $1', [
      token,
    ]);
    expect(plain.rowCount).toBe(0);
  });

  it('issues a new token on every launch', async () => {
    const gameId = await gameIdOf('limbo');
    const tokens = new Set<string>();
    for (let launch = 0; launch < 2; launch++) {
      const result = await server.call('getGameUrl', { gameId }, { token: player.token });
      const url = new URL(result.body.url, 'http://localhost');
      expect(url.searchParams.get('lang')).toBe('es');
      expect(url.searchParams.get('mobile')).toBe('0');
      tokens.add(url.searchParams.get('token') as string);
    }
    expect(tokens.size).toBe(2);
  });

  it('launches a live game through get_live_game_url', async () => {
    const gameId = await gameIdOf('live-blackjack');
    const result = await server.call('getLiveGameUrl', { gameId }, { token: player.token });
    expect(result.httpStatus).toBe(200);
    expect(result.body.game).toMatchObject({ slug: 'live-blackjack', isLive: true });
    const token = new URL(result.body.url, 'http://localhost').searchParams.get('token');
    const stored = await server.db.query<{ player_id: number; game_id: number }>(
      'SELECT player_id, game_id FROM game_sessions WHERE token_hash = $1',
      [hashToken(token as string)],
    );
    expect(stored.rows).toEqual([{ player_id: player.playerId, game_id: gameId }]);
  });

  it('answers game_unavailable for a live game on get_game_url and the reverse', async () => {
    const before = await sessionCount();
    const live = await server.call(
      'getGameUrl',
      { gameId: await gameIdOf('live-roulette') },
      { token: player.token },
    );
    expect(live.httpStatus).toBe(404);
    expect(live.body).toEqual({ status: 0, code: 'game_unavailable' });
    const notLive = await server.call(
      'getLiveGameUrl',
      { gameId: await gameIdOf('dice') },
      { token: player.token },
    );
    expect(notLive.httpStatus).toBe(404);
    expect(notLive.body).toEqual({ status: 0, code: 'game_unavailable' });
    expect(await sessionCount()).toBe(before);
  });

  it('answers game_unavailable for an unknown game, a disabled game and a disabled provider', async () => {
    const before = await sessionCount();
    const unknown = await server.call('getGameUrl', { gameId: 999_999 }, { token: player.token });
    expect(unknown.httpStatus).toBe(404);
    expect(unknown.body.code).toBe('game_unavailable');

    const diceId = await gameIdOf('dice');
    await server.db.query('UPDATE games SET enabled = false WHERE id = $1', [diceId]);
    try {
      const disabled = await server.call('getGameUrl', { gameId: diceId }, { token: player.token });
      expect(disabled.httpStatus).toBe(404);
      expect(disabled.body.code).toBe('game_unavailable');
    } finally {
      await server.db.query('UPDATE games SET enabled = true WHERE id = $1', [diceId]);
    }

    await withProviderDisabled('vertice-live', async () => {
      const result = await server.call(
        'getLiveGameUrl',
        { gameId: await gameIdOf('live-baccarat') },
        { token: player.token },
      );
      expect(result.httpStatus).toBe(404);
      expect(result.body.code).toBe('game_unavailable');
    });
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a visitor with 401 and stores no session', async () => {
    const before = await sessionCount();
    const normal = await server.call('getGameUrl', { gameId: await gameIdOf('dice') });
    expect(normal.httpStatus).toBe(401);
    expect(normal.body.code).toBe('unauthorized');
    const live = await server.call('getLiveGameUrl', { gameId: await gameIdOf('live-roulette') });
    expect(live.httpStatus).toBe(401);
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a malformed game id', async () => {
    const result = await server.call('getGameUrl', { gameId: 'dice' }, { token: player.token });
    expect(result.httpStatus).toBe(400);
    expect(result.body.errors).toEqual({ gameId: 'invalid_value' });
  });
});

describe('front/get_game_group_list', () => {
  it('names the groups in the asked language, in their order, with the same counts', async () => {
    const es = await server.call('getGameGroupList', { lan: 'es' });
    const en = await server.call('getGameGroupList', { lan: 'en' });
    expect(es.httpStatus).toBe(200);
    expect(en.httpStatus).toBe(200);
    const counts = (slug: string) => GAMES.filter((game) => game.groups.includes(slug)).length;
    expect(es.body.groups).toEqual(
      GROUPS.map((group) => ({
        id: expect.any(Number),
        slug: group.slug,
        name: group.es,
        gameCount: counts(group.slug),
      })),
    );
    expect(en.body.groups).toEqual(
      GROUPS.map((group) => ({
        id: expect.any(Number),
        slug: group.slug,
        name: group.en,
        gameCount: counts(group.slug),
      })),
    );
    expect(es.body.groups[0].name).toBe('Populares');
    expect(en.body.groups[0].name).toBe('Popular');
  });

  it('answers in Spanish without a body', async () => {
    const result = await server.call('getGameGroupList');
    expect(result.httpStatus).toBe(200);
    expect(result.body.groups.map((group: { name: string }) => group.name)).toEqual(
      GROUPS.map((group) => group.es),
    );
  });

  it('lists only categories that hold games, in the spec order, with counts', async () => {
    const result = await server.call('getGameGroupList', { lan: 'en' });
    const expected = GAME_CATEGORIES.filter((slug) =>
      GAMES.some((game) => game.category === slug),
    ).map((slug) => ({
      slug,
      gameCount: GAMES.filter((game) => game.category === slug).length,
    }));
    expect(result.body.categories).toEqual(expected);

    await server.db.query(`UPDATE games SET enabled = false WHERE category = 'bingo'`);
    try {
      const without = await server.call('getGameGroupList', { lan: 'en' });
      expect(without.body.categories).toEqual(expected.filter((item) => item.slug !== 'bingo'));
    } finally {
      await server.db.query(`UPDATE games SET enabled = true WHERE category = 'bingo'`);
    }
  });

  it('counts what get_games would list for each group and category', async () => {
    const check = async () => {
      const { body } = await server.call('getGameGroupList', { lan: 'es' });
      for (const group of body.groups as { slug: string; gameCount: number }[]) {
        expect((await listGames({ group: group.slug })).count, group.slug).toBe(group.gameCount);
      }
      for (const category of body.categories as { slug: string; gameCount: number }[]) {
        expect((await listGames({ category: category.slug })).count, category.slug).toBe(
          category.gameCount,
        );
      }
      return body;
    };
    await check();
    // a disabled provider's games cannot be listed, so they must not be counted either
    await withProviderDisabled('sprint', async () => {
      const body = await check();
      const slugs = body.categories.map((category: { slug: string }) => category.slug);
      expect(slugs).not.toContain('racing');
      expect(slugs).not.toContain('lottery');
    });
  });
});

describe('front/get_game_providers', () => {
  it('lists the enabled providers in their order with their game counts', async () => {
    const result = await server.call('getGameProviders');
    expect(result.httpStatus).toBe(200);
    expect(result.body.providers).toEqual(
      PROVIDERS.map((provider) => ({
        id: expect.any(Number),
        slug: provider.slug,
        name: provider.name,
        logoUrl: `/art/providers/${provider.slug}.svg`,
        gameCount: GAMES.filter((game) => game.provider === provider.slug).length,
      })),
    );
  });

  it('leaves out a disabled provider and does not count disabled games', async () => {
    await withProviderDisabled('nebula', async () => {
      const result = await server.call('getGameProviders', {});
      const slugs = result.body.providers.map((provider: { slug: string }) => provider.slug);
      expect(slugs).toEqual(PROVIDERS.map((p) => p.slug).filter((slug) => slug !== 'nebula'));
    });
    await server.db.query(`UPDATE games SET enabled = false WHERE slug = 'dice'`);
    try {
      const result = await server.call('getGameProviders', {});
      const house = result.body.providers.find((p: { slug: string }) => p.slug === 'house');
      expect(house.gameCount).toBe(GAMES.filter((game) => game.provider === 'house').length - 1);
    } finally {
      await server.db.query(`UPDATE games SET enabled = true WHERE slug = 'dice'`);
    }
  });
});
