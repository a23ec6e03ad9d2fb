import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallRequest, CallResponse } from '../../../../contract/call';
import type {
  confirmLimit,
  getProtectionStatus,
  setLimit,
  setRealityCheck,
  takeBreak,
} from '../../../../contract/protection';
import { callApi } from '../../../lib/api-client';
import { playerQueries } from '../../../lib/player-queries';
import { sessionEndsAt } from '../session-time';

// the calls' definitions load with the first call (src/lib/api-client.ts, LazyCall): the layout
// imports this file on every first load, a visitor makes none of them
const protection = () => import('../../../../contract/protection');

// Under the player's root: logging out clears it and logging in loads it afresh.
export const protectionQueries = {
  all: () => [...playerQueries.all(), 'protection'] as const,
  /** Limits, break, reality check, session start and the account's information. */
  status: (playerId: number) =>
    queryOptions({
      queryKey: [...protectionQueries.all(), 'status', playerId],
      queryFn: () =>
        callApi(() => protection().then((module) => module.getProtectionStatus), { playerId }),
    }),
};

/**
 * Whether the session the app knows has passed its time limit: a refusal then is the limit's
 * end (the server answers only `unauthorized`), and the app says so.
 */
export function isSessionTimeUp(queryClient: QueryClient, now: number): boolean {
  return queryClient
    .getQueriesData<CallResponse<typeof getProtectionStatus>>({
      queryKey: protectionQueries.all(),
    })
    .some(([, status]) => {
      if (!status?.sessionStartedAt) return false;
      const endsAt = sessionEndsAt(
        status.sessionStartedAt,
        status.realityCheck.sessionLimitMinutes,
      );
      return endsAt !== null && endsAt <= now;
    });
}

type LimitRequest = Omit<CallRequest<typeof setLimit>, 'playerId'>;
type LimitKey = Omit<CallRequest<typeof confirmLimit>, 'playerId'>;
type RealityCheckRequest = Omit<CallRequest<typeof setRealityCheck>, 'playerId'>;
type BreakRequest = Omit<CallRequest<typeof takeBreak>, 'playerId'>;

/** Every change answers one part of the status: the whole status is asked again. */
function useStatusRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: protectionQueries.all() });
}

/** Sets, lowers, raises or removes (amount null) a limit; a raise or removal waits (pending). */
export function useSetLimit(playerId: number) {
  const refresh = useStatusRefresh();
  return useMutation({
    mutationFn: (request: LimitRequest) =>
      callApi(() => protection().then((module) => module.setLimit), { playerId, ...request }),
    onSuccess: refresh,
  });
}

/** Applies a pending raise or removal once its cooling-off has passed. */
export function useConfirmLimit(playerId: number) {
  const refresh = useStatusRefresh();
  return useMutation({
    mutationFn: (key: LimitKey) =>
      callApi(() => protection().then((module) => module.confirmLimit), { playerId, ...key }),
    onSuccess: refresh,
  });
}

export function useSetRealityCheck(playerId: number) {
  const refresh = useStatusRefresh();
  return useMutation({
    mutationFn: (request: RealityCheckRequest) =>
      callApi(() => protection().then((module) => module.setRealityCheck), {
        playerId,
        ...request,
      }),
    onSuccess: refresh,
  });
}

/** A time-out or self-exclusion: the server ends every session of the player, this one too. */
export function useTakeBreak(playerId: number) {
  return useMutation({
    mutationFn: (request: BreakRequest) =>
      callApi(() => protection().then((module) => module.takeBreak), { playerId, ...request }),
  });
}

/** Malta: asks for an indefinite self-exclusion to be lifted, with the player's reason. */
export function useRequestExclusionReview(playerId: number) {
  const refresh = useStatusRefresh();
  return useMutation({
    mutationFn: (reason: string) =>
      callApi(() => protection().then((module) => module.requestExclusionReview), {
        playerId,
        reason,
      }),
    onSuccess: refresh,
  });
}

/** The last 12 months' movements as a CSV file the browser downloads. */
export function useExportHistory(playerId: number) {
  return useMutation({
    mutationFn: () =>
      callApi(() => protection().then((module) => module.exportHistory), { playerId }),
    onSuccess: ({ filename, csv }) => {
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
