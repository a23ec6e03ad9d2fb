import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import {
  adminLiveGetRound,
  adminLiveGetRounds,
  type liveRoundBet,
  type liveRoundSummary,
} from '../../../../../contract/operator/live-tables';
import { callStaffApi } from '../../../lib/api-client';

/** The catalogue's live tables (slugs) the back-office shows. */
export const LIVE_TABLES = ['crash', 'live-roulette'] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];

export type LiveRound = v.InferOutput<typeof liveRoundSummary>;
export type LiveBet = v.InferOutput<typeof liveRoundBet>;

export const LIVE_PAGE_SIZE = 50;

export const liveQueries = {
  all: ['live'] as const,
  rounds: (table: LiveTable, page: number) =>
    queryOptions({
      queryKey: [...liveQueries.all, 'rounds', table, page],
      queryFn: () =>
        callStaffApi(adminLiveGetRounds, { table, page, itemsPerPage: LIVE_PAGE_SIZE }),
    }),
  round: (roundId: string) =>
    queryOptions({
      queryKey: [...liveQueries.all, 'round', roundId],
      queryFn: () => callStaffApi(adminLiveGetRound, { roundId }),
    }),
};
