import { HOME_FEATURED_GAMES, type Game } from '../../../contract/games';
import type { Queryable } from '../../db/database';
import { listGames } from './repository';

const FEATURED_CACHE_MS = 60_000;

/**
 * The home page's featured games as `front/get_games` answers HOME_FEATURED_GAMES, kept a minute:
 * the page inlines them (server/http/client-shell.ts) so the grid is drawn with its cards.
 */
export function featuredGamesCache(db: Queryable) {
  let cached: { games: Promise<{ rows: Game[]; count: number }>; until: number } | undefined;
  return (): Promise<{ rows: Game[]; count: number }> => {
    if (cached && cached.until > Date.now()) return cached.games;
    const games = listGames(db, { ...HOME_FEATURED_GAMES, order: 'popular', page: 1 });
    cached = { games, until: Date.now() + FEATURED_CACHE_MS };
    games.catch(() => (cached = undefined));
    return games;
  };
}
