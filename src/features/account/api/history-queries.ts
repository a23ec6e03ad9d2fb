import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBetList } from '../../../../contract/bets';
import type { CallRequest } from '../../../../contract/call';
import { getGameProviders } from '../../../../contract/games';
import {
  cancelWithdrawalRequest,
  getFinancialTransactions,
  getProcessors,
  getWithdrawalProcessors,
} from '../../../../contract/wallet';
import { callApi } from '../../../lib/api-client';
import { useIsOnline } from '../../../lib/network';
import { playerQueries, setBalance } from '../../../lib/player-queries';
import { uniqueNames } from '../history';

export type BetListRequest = CallRequest<typeof getBetList>;
export type TransactionListRequest = CallRequest<typeof getFinancialTransactions>;

const LOOKUP_STALE_MS = 5 * 60_000;

// Lists live under playerQueries.bets() and playerQueries.transactions(): realtime balance and
// transaction events invalidate those prefixes.
export const historyQueries = {
  all: () => ['history'] as const,
  /** `null` while the filters are incomplete (custom dates being chosen): nothing is asked. */
  betList: (request: BetListRequest | null) =>
    queryOptions({
      queryKey: [...playerQueries.bets(), request],
      queryFn: request
        ? () => callApi(getBetList, request).then((answer) => answer.transactions)
        : skipToken,
      // the page being left stays on screen until the next one arrives
      placeholderData: keepPreviousData,
    }),
  transactionList: (request: TransactionListRequest | null) =>
    queryOptions({
      queryKey: [...playerQueries.transactions(), request],
      queryFn: request
        ? () =>
            callApi(getFinancialTransactions, request).then(({ rows, count }) => ({ rows, count }))
        : skipToken,
      placeholderData: keepPreviousData,
    }),
  gameProviders: () =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'game-providers'],
      queryFn: () => callApi(getGameProviders).then((answer) => answer.providers),
      staleTime: LOOKUP_STALE_MS,
    }),
  /** Deposit and withdrawal processors, each name once. */
  processorNames: () =>
    queryOptions({
      queryKey: [...historyQueries.all(), 'processor-names'],
      queryFn: async () => {
        const [deposit, withdrawal] = await Promise.all([
          callApi(getProcessors),
          callApi(getWithdrawalProcessors),
        ]);
        return uniqueNames(deposit.processors, withdrawal.processors);
      },
      staleTime: LOOKUP_STALE_MS,
    }),
};

/** Reverses a pending withdrawal: the balance it answers is stored and the lists reload. */
export function useCancelWithdrawal(playerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transactionId: number) => callApi(cancelWithdrawalRequest, { transactionId }),
    onSuccess: async (answer) => {
      void setBalance(queryClient, playerId, answer.player);
      await queryClient.invalidateQueries({ queryKey: playerQueries.transactions() });
    },
  });
}

/**
 * The rows and count a history table shows. A failed load is logged (section 8) and, online,
 * shows as an empty list; offline, the saved list stays on screen.
 */
export function useHistoryRows<Row>(list: UseQueryResult<{ rows: Row[]; count: number }>) {
  const isOnline = useIsOnline();
  useEffect(() => {
    if (list.error) console.error(list.error);
  }, [list.error]);
  const isEmptyOnError = list.isError && isOnline;
  return {
    rows: isEmptyOnError ? [] : (list.data?.rows ?? []),
    count: isEmptyOnError ? 0 : (list.data?.count ?? 0),
  };
}

/** A filter or sort setter that also goes back to the first page. */
export const withFirstPage =
  (setPage: (page: number) => void) =>
  <Value>(set: (value: Value) => void) =>
  (value: Value) => {
    set(value);
    setPage(1);
  };
