import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import {
  adminGetPendingAdjustments,
  adminGetPlayer,
  adminGetPlayerLedger,
  adminSearchPlayers,
} from '../../../../../contract/operator/players';
import {
  adminGetPlayerCasinoBets,
  adminGetPlayerSportsBets,
} from '../../../../../contract/operator/player-bets';
import {
  adminGetExclusionReviews,
  adminGetPlayerProtection,
} from '../../../../../contract/operator/protection';
import type { CallResponse } from '../../../../../contract/call';
import { callStaffApi } from '../../../lib/api-client';

export type PlayerRow = v.InferOutput<typeof adminSearchPlayers.response>['rows'][number];
export type PlayerDetail = v.InferOutput<typeof adminGetPlayer.response>;
export type LedgerRow = PlayerDetail['ledger'][number];
export type PlayerProtection = v.InferOutput<typeof adminGetPlayerProtection.response>;

export const PLAYERS_PAGE_SIZE = 25;
export const LEDGER_PAGE_SIZE = 50;
export const ADJUSTMENTS_PAGE_SIZE = 50;
export const EXCLUSION_REVIEWS_PAGE_SIZE = 50;

const PLAYERS_KEY = ['players'] as const;

/** A list of the player read by cursor: each page asks for the rows before the last one read. */
function olderPages<C extends typeof adminGetPlayerSportsBets | typeof adminGetPlayerCasinoBets>(
  call: C,
  list: string,
  player: number,
) {
  return infiniteQueryOptions({
    queryKey: [...PLAYERS_KEY, list, player],
    queryFn: ({ pageParam }): Promise<CallResponse<C>> =>
      callStaffApi(call, { player, before: pageParam }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

type WithFreshCode = <T>(action: () => Promise<T>) => Promise<T>;

export const playerQueries = {
  all: PLAYERS_KEY,
  search: (query: string, page: number) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'search', query, page],
      queryFn: () =>
        callStaffApi(adminSearchPlayers, { query, page, itemsPerPage: PLAYERS_PAGE_SIZE }),
    }),
  /** The requests to lift an indefinite self-exclusion waiting across players, oldest first. */
  exclusionReviews: (page: number) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'exclusion-reviews', page],
      queryFn: () =>
        callStaffApi(adminGetExclusionReviews, {
          page,
          itemsPerPage: EXCLUSION_REVIEWS_PAGE_SIZE,
        }),
    }),
  detail: (player: number) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'detail', player],
      queryFn: () => callStaffApi(adminGetPlayer, { player }),
    }),
  ledger: (player: number, page: number) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'ledger', player, page],
      queryFn: () =>
        callStaffApi(adminGetPlayerLedger, { player, page, itemsPerPage: LEDGER_PAGE_SIZE }),
    }),
  /** The player's sports bets, newest first, a page more at a time (by cursor). */
  sportsBets: (player: number) => olderPages(adminGetPlayerSportsBets, 'sports-bets', player),
  /** The player's casino rounds, newest first, a page more at a time (by cursor). */
  casinoBets: (player: number) => olderPages(adminGetPlayerCasinoBets, 'casino-bets', player),
  protection: (player: number) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'protection', player],
      queryFn: () => callStaffApi(adminGetPlayerProtection, { player }),
    }),
  /** The list is a step-up call: a fresh code is asked for when the server wants one. */
  pendingAdjustments: (page: number, withFreshCode: WithFreshCode) =>
    queryOptions({
      queryKey: [...playerQueries.all, 'pending-adjustments', page],
      queryFn: () =>
        withFreshCode(() =>
          callStaffApi(adminGetPendingAdjustments, { page, itemsPerPage: ADJUSTMENTS_PAGE_SIZE }),
        ),
      retry: false,
    }),
};
