import { queryOptions } from '@tanstack/react-query';
import { adminGetSportsLimits } from '../../../../../contract/sports-limits';
import { getSports } from '../../../../../contract/sportsbook';
import { callStaffApi } from '../../../lib/api-client';

export const sportsLimitsQueries = {
  all: ['sports-limits'] as const,
  limits: () =>
    queryOptions({
      queryKey: [...sportsLimitsQueries.all, 'limits'],
      queryFn: async () => (await callStaffApi(adminGetSportsLimits)).limits,
    }),
  /** The book's sports, for their names in both languages (the players' own call). */
  sports: () =>
    queryOptions({
      queryKey: [...sportsLimitsQueries.all, 'sports'],
      queryFn: async () => (await callStaffApi(getSports)).sports,
      staleTime: 5 * 60_000,
    }),
};
