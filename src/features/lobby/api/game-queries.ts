import { queryOptions } from '@tanstack/react-query';
import type { CallRequest } from '../../../../contract/call';
import { getGames } from '../../../../contract/games';
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
};
