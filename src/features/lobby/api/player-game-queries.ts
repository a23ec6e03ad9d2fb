import { queryOptions } from '@tanstack/react-query';
import {
  getFavouriteGames,
  getLiveNow,
  getRecentlyPlayed,
} from '../../../../contract/player-games';
import { callApi } from '../../../lib/api-client';
import { playerQueries } from '../../../lib/player-queries';

/**
 * The player's own lobby lists, under the player's root: saved for offline use with the rest of
 * the player's queries, and forgotten at logout.
 */
export const playerGameQueries = {
  recentlyPlayed: (playerId: number) =>
    queryOptions({
      queryKey: [...playerQueries.all(), 'games', 'recent', playerId],
      queryFn: () => callApi(getRecentlyPlayed, {}).then((answer) => answer.rows),
    }),
  favourites: (playerId: number) =>
    queryOptions({
      queryKey: [...playerQueries.all(), 'games', 'favourites', playerId],
      queryFn: () => callApi(getFavouriteGames, {}).then((answer) => answer.rows),
    }),
};

/** How often the live tables open now are asked again while the rail is on screen. */
const LIVE_NOW_REFRESH_MS = 15_000;

/**
 * The live tables open now. A root of its own, not saved for offline use: a table open an hour
 * ago is nothing to show as open.
 */
export const liveNowQueries = {
  all: () => ['live-now'] as const,
  tables: () =>
    queryOptions({
      queryKey: [...liveNowQueries.all(), 'tables'],
      queryFn: () => callApi(getLiveNow, {}).then((answer) => answer.tables),
      staleTime: LIVE_NOW_REFRESH_MS,
      refetchInterval: LIVE_NOW_REFRESH_MS,
    }),
};
