import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentPlayer } from '../../contract/auth';
import { getPlayerBalance } from '../../contract/wallet';
import { callApi } from './api-client';
import { session } from './session';

/**
 * Every query of the signed-in player lives under `['player']`: logging in refetches it and the
 * money lists below are the prefixes realtime events and withdrawals invalidate.
 */
export const playerQueries = {
  all: () => ['player'] as const,
  /** Prefix of the bet lists (feature account). */
  bets: () => [...playerQueries.all(), 'bets'] as const,
  /** Prefix of the transaction lists and the pending deposits (feature account). */
  transactions: () => [...playerQueries.all(), 'transactions'] as const,
  current: () =>
    queryOptions({
      queryKey: [...playerQueries.all(), 'current'],
      queryFn: () => callApi(currentPlayer).then((answer) => answer.player),
    }),
  balance: (playerId: number) =>
    queryOptions({
      queryKey: [...playerQueries.all(), 'balance', playerId],
      queryFn: () => callApi(getPlayerBalance, { id: playerId }).then((answer) => answer.player),
    }),
};

/** The signed-in player, or null for a visitor. */
export function usePlayer() {
  const token = session.useStore((state) => state.token);
  const query = useQuery({ ...playerQueries.current(), enabled: token !== null });
  return token === null ? null : (query.data ?? null);
}

export function useBalance(playerId: number | undefined) {
  return useQuery({ ...playerQueries.balance(playerId ?? 0), enabled: playerId !== undefined });
}
