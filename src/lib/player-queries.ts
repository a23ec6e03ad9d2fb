import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BalanceInfo } from '../../contract/wallet';
import { callApi } from './api-client';
import { session } from './session';

// loaded with the first call: a visitor never makes these (src/lib/api-client.ts, LazyCall)
const currentPlayer = () => import('../../contract/auth').then((module) => module.currentPlayer);
const getPlayerBalance = () =>
  import('../../contract/wallet').then((module) => module.getPlayerBalance);

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
  /** mBTC the player owes, 0 when nothing (a corrected sports result, docs/api.md) */
  debt: (playerId: number) =>
    queryOptions({
      queryKey: [...playerQueries.all(), 'debt', playerId],
      queryFn: () => callApi(getPlayerBalance, { id: playerId }).then((answer) => answer.debt ?? 0),
    }),
  /** mBTC of deposits held beyond the deposit limits, 0 when none: withdrawable after the balance */
  heldDeposits: (playerId: number) =>
    queryOptions({
      queryKey: [...playerQueries.all(), 'held-deposits', playerId],
      queryFn: () =>
        callApi(getPlayerBalance, { id: playerId }).then((answer) => answer.heldDeposits ?? 0),
    }),
};

/**
 * After a reload the restored player is shown at once, but whether their session still stands is
 * the server's to say: the current player is asked again whatever its age (a session closed from
 * another device, or ended by its time limit, signs out here rather than when it turns stale).
 */
export function revalidatePlayerAfterRestore(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: playerQueries.current().queryKey, exact: true });
}

/**
 * Puts a balance the server has just sent (a call's answer, a socket event) in the cache. A
 * balance fetch still in flight was answered before it, and would put the older figure back when
 * it lands: it is cancelled first. (Seen in a browser test: a corrected sports bet's new balance,
 * sent over the socket, replaced by the one the socket's reconnection had asked for a moment
 * before, and shown until the next refetch.)
 */
export async function setBalance(
  queryClient: QueryClient,
  playerId: number,
  balance: BalanceInfo,
): Promise<void> {
  const { queryKey } = playerQueries.balance(playerId);
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData(queryKey, balance);
}

/** The signed-in player, or null for a visitor. */
export function usePlayer() {
  const token = session.useStore((state) => state.token);
  const query = useQuery({ ...playerQueries.current(), enabled: token !== null });
  return token === null ? null : (query.data ?? null);
}

/**
 * Whether the visitor is signed in, once that is known: a stored token whose player is still
 * loading (a reload restoring the session) waits for the server's answer instead of counting as
 * a visitor. A token the server refuses, and no refresh saves, ends the session: signed out.
 */
export async function isSignedInOnceKnown(queryClient: QueryClient): Promise<boolean> {
  if (session.get().token === null) return false;
  // any other failure (no connection, say) leaves the token: whatever is opened next says it
  await queryClient.ensureQueryData(playerQueries.current()).catch(() => undefined);
  return session.get().token !== null;
}

export function useBalance(playerId: number | undefined) {
  return useQuery({ ...playerQueries.balance(playerId ?? 0), enabled: playerId !== undefined });
}

/**
 * Signing in (login, or registration's automatic login) loads the player and the balance afresh:
 * nothing cached before the session's token appeared is shown as theirs. Returns the stop.
 */
export function reloadPlayerOnSignIn(queryClient: QueryClient): () => void {
  let wasSignedIn = session.get().token !== null;
  const stop = session.subscribe(() => {
    const isSignedIn = session.get().token !== null;
    if (isSignedIn && !wasSignedIn)
      void queryClient.invalidateQueries({ queryKey: playerQueries.all() });
    wasSignedIn = isSignedIn;
  });
  return () => void stop();
}
