import { queryOptions } from '@tanstack/react-query';
import {
  adminGetSportsLimits,
  adminGetSportsStakeFactors,
} from '../../../../../contract/operator/sports-limits';
import { getSports } from '../../../../../contract/sportsbook';
import { callStaffApi } from '../../../lib/api-client';

export const STAKE_FACTORS_PAGE_SIZE = 50;

export const sportsLimitsQueries = {
  all: ['sports-limits'] as const,
  limits: () =>
    queryOptions({
      queryKey: [...sportsLimitsQueries.all, 'limits'],
      queryFn: async () => (await callStaffApi(adminGetSportsLimits)).limits,
    }),
  /** The players whose stake factor is not 1, a page of them. */
  stakeFactors: (page: number) =>
    queryOptions({
      queryKey: [...sportsLimitsQueries.all, 'stake-factors', page],
      queryFn: () =>
        callStaffApi(adminGetSportsStakeFactors, { page, itemsPerPage: STAKE_FACTORS_PAGE_SIZE }),
    }),
  /** The book's sports, for their names in both languages (the players' own call). */
  sports: () =>
    queryOptions({
      queryKey: [...sportsLimitsQueries.all, 'sports'],
      queryFn: async () => (await callStaffApi(getSports)).sports,
      staleTime: 5 * 60_000,
    }),
};
