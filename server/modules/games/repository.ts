import type { GAME_CATEGORIES, Locale } from '../../../contract/constants';
import type { Game } from '../../../contract/games';
import type { Queryable } from '../../db/database';
import { pageClause } from '../../db/list-query';

/** Lower case without accents, so "Ruleta Europea" is found by "europea" and "rúlet" alike. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export interface GameRow {
  id: number;
  slug: string;
  name: string;
  category: Game['category'];
  provider_id: number;
  provider_slug: string;
  provider_name: string;
  image_url: string;
  is_live: boolean;
  is_featured: boolean;
  created_at: Date;
  launch_url: string;
  provider_has_secret: boolean;
}

export const GAME_SELECT = `SELECT g.id, g.slug, g.name, g.category, g.provider_id, p.slug AS provider_slug, p.name AS provider_name,
    g.image_url, g.is_live, g.is_featured, g.created_at, p.launch_url,
    p.wallet_secret IS NOT NULL AS provider_has_secret
  FROM games g JOIN game_providers p ON p.id = g.provider_id`;

export function toGame(row: GameRow): Game {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    provider: { id: row.provider_id, slug: row.provider_slug, name: row.provider_name },
    imageUrl: row.image_url,
    isLive: row.is_live,
    isFeatured: row.is_featured,
    createdAt: row.created_at.toISOString(),
  };
}

export interface GameFilters {
  category?: string | null | undefined;
  categories?: string[] | null | undefined;
  provider?: string | null | undefined;
  group?: string | null | undefined;
  search?: string | null | undefined;
  isLive?: boolean | null | undefined;
  featured?: boolean | null | undefined;
  order: 'popular' | 'newest' | 'az' | 'za';
  page: number;
  itemsPerPage: number;
}

const ORDERS = {
  popular: 'g.popularity DESC, g.id ASC',
  newest: 'g.created_at DESC, g.id DESC',
  az: 'g.search_name ASC, g.id ASC',
  za: 'g.search_name DESC, g.id DESC',
} as const;

export async function listGames(
  db: Queryable,
  filters: GameFilters,
): Promise<{ rows: Game[]; count: number }> {
  const conditions = ['g.enabled', 'p.enabled'];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filters.category) add((p) => `g.category = ${p}`, filters.category);
  if (filters.categories?.length) add((p) => `g.category = ANY(${p}::text[])`, filters.categories);
  if (filters.provider) add((p) => `p.slug = ${p}`, filters.provider);
  if (filters.group) {
    add(
      (p) =>
        `g.id IN (SELECT gg.game_id FROM game_group_games gg JOIN game_groups gr ON gr.id = gg.group_id WHERE gr.slug = ${p})`,
      filters.group,
    );
  }
  if (filters.search) {
    const pattern = `%${foldForSearch(filters.search).replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    add((p) => `g.search_name LIKE ${p}`, pattern);
  }
  if (typeof filters.isLive === 'boolean') add((p) => `g.is_live = ${p}`, filters.isLive);
  if (typeof filters.featured === 'boolean') add((p) => `g.is_featured = ${p}`, filters.featured);
  const where = conditions.join(' AND ');
  const [rows, count] = await Promise.all([
    db.query<GameRow>(
      `${GAME_SELECT} WHERE ${where} ORDER BY ${ORDERS[filters.order]} ${pageClause(filters.page, filters.itemsPerPage)}`,
      params,
    ),
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM games g JOIN game_providers p ON p.id = g.provider_id WHERE ${where}`,
      params,
    ),
  ]);
  return { rows: rows.rows.map(toGame), count: count.rows[0]?.count ?? 0 };
}

/** The playable games of the catalogue among `slugs` (a disabled one, or its provider's, is left out). */
export async function listPlayableGamesBySlug(db: Queryable, slugs: string[]): Promise<Game[]> {
  const { rows } = await db.query<GameRow>(
    `${GAME_SELECT} WHERE g.slug = ANY($1::text[]) AND g.enabled AND p.enabled`,
    [slugs],
  );
  return rows.map(toGame);
}

export async function findPlayableGame(
  db: Queryable,
  id: number,
): Promise<(Game & { launchUrl: string }) | null> {
  const { rows } = await db.query<GameRow>(
    `${GAME_SELECT} WHERE g.id = $1 AND g.enabled AND p.enabled`,
    [id],
  );
  const row = rows[0];
  return row ? { ...toGame(row), launchUrl: row.launch_url } : null;
}

/**
 * A catalogue game by slug, enabled or not (a provider may still settle its rounds), with how
 * its provider launches and signs: its launch URL, and whether it has a wallet secret of its own.
 */
export async function findGameBySlug(
  db: Queryable,
  slug: string,
): Promise<(Game & { launchUrl: string; providerHasOwnSecret: boolean }) | null> {
  const { rows } = await db.query<GameRow>(`${GAME_SELECT} WHERE g.slug = $1`, [slug]);
  const row = rows[0];
  return row
    ? { ...toGame(row), launchUrl: row.launch_url, providerHasOwnSecret: row.provider_has_secret }
    : null;
}

/**
 * Opens a game session for a launch token (stored hashed), first usable within `minutes`. It
 * belongs to the login (session family) that launched it and ends when that family is revoked.
 */
export async function openGameSession(
  db: Queryable,
  session: { tokenHash: string; playerId: number; sessionFamily: string; gameId: number },
  minutes: number,
): Promise<void> {
  await db.query(
    `INSERT INTO game_sessions (token_hash, player_id, session_family, game_id, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5))`,
    [session.tokenHash, session.playerId, session.sessionFamily, session.gameId, minutes],
  );
}

/**
 * The game groups in their order, each with the number of games get_games lists for it: a
 * disabled provider's games are not playable, so they do not count.
 */
export async function listGameGroups(
  db: Queryable,
  language: Locale,
): Promise<{ id: number; slug: string; name: string; gameCount: number }[]> {
  const nameColumn = language === 'en' ? 'name_en' : 'name_es';
  const { rows } = await db.query<{ id: number; slug: string; name: string; game_count: number }>(
    `SELECT gr.id, gr.slug, gr.${nameColumn} AS name, count(g.id)::int AS game_count
       FROM game_groups gr
       LEFT JOIN game_group_games gg ON gg.group_id = gr.id
       LEFT JOIN (games g JOIN game_providers p ON p.id = g.provider_id AND p.enabled)
         ON g.id = gg.game_id AND g.enabled
      GROUP BY gr.id ORDER BY gr.sort, gr.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    gameCount: row.game_count,
  }));
}

/** How many playable games each category holds; a category without any is absent. */
export async function countPlayableGamesByCategory(
  db: Queryable,
): Promise<Map<(typeof GAME_CATEGORIES)[number], number>> {
  const { rows } = await db.query<{
    category: (typeof GAME_CATEGORIES)[number];
    game_count: number;
  }>(
    `SELECT g.category, count(*)::int AS game_count
       FROM games g JOIN game_providers p ON p.id = g.provider_id
      WHERE g.enabled AND p.enabled GROUP BY g.category`,
  );
  return new Map(rows.map((row) => [row.category, row.game_count]));
}

/** The enabled providers in their order, each with its number of enabled games. */
export async function listEnabledProviders(
  db: Queryable,
): Promise<
  { id: number; slug: string; name: string; logoUrl: string | null; gameCount: number }[]
> {
  const { rows } = await db.query<{
    id: number;
    slug: string;
    name: string;
    logo_url: string | null;
    game_count: number;
  }>(
    `SELECT p.id, p.slug, p.name, p.logo_url, count(g.id)::int AS game_count
       FROM game_providers p LEFT JOIN games g ON g.provider_id = p.id AND g.enabled
      WHERE p.enabled GROUP BY p.id ORDER BY p.sort, p.name`,
  );
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    logoUrl: row.logo_url,
    gameCount: row.game_count,
  }));
}
