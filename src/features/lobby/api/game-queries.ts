import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CallRequest } from '../../../../contract/call';
import { getGameGroupList, getGameProviders, getGames } from '../../../../contract/games';
import { callApi } from '../../../lib/api-client';

export type GameFilters = CallRequest<typeof getGames>;

export const gameQueries = {
  all: () => ['lobby'] as const,
  list: (filters: GameFilters) =>
    queryOptions({
      queryKey: [...gameQueries.all(), 'games', filters],
      queryFn: () => callApi(getGames, filters),
      staleTime: 5 * 60_000,
    }),
  /** A lobby's games page after page ("show more"). */
  pages: (filters: Omit<GameFilters, 'page'>) =>
    infiniteQueryOptions({
      queryKey: [...gameQueries.all(), 'pages', filters],
      queryFn: ({ pageParam }) => callApi(getGames, { ...filters, page: pageParam }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => {
        const shown = pages.reduce((sum, page) => sum + page.rows.length, 0);
        return shown < last.count ? pages.length + 1 : undefined;
      },
      staleTime: 5 * 60_000,
    }),
  categories: (lan: 'es' | 'en') =>
    queryOptions({
      queryKey: [...gameQueries.all(), 'groups', lan],
      queryFn: () => callApi(getGameGroupList, { lan }),
      staleTime: 30 * 60_000,
    }),
  providers: () =>
    queryOptions({
      queryKey: [...gameQueries.all(), 'providers'],
      queryFn: () => callApi(getGameProviders, {}).then((answer) => answer.providers),
      staleTime: 30 * 60_000,
    }),
};
