import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import type { RealtimeEvents } from '../../contract/realtime';
import { showToast } from '../stores/ui-store';
import { refreshToken } from '../lib/api-client';
import { activeLocale } from '../i18n/i18n';
import { formatMbtc } from '../lib/format';
import { refetchMoney, refetchMoneyWhenGameEnds } from './money-refresh';
import { playerQueries } from '../lib/player-queries';
import { session } from '../lib/session';

/** At most one token refresh for a refused socket per this many ms (an expired token, not a loop). */
const SOCKET_REFRESH_INTERVAL_MS = 30_000;

/**
 * Keeps the player's balance and lists current without a reload: a socket.io connection
 * (authenticated with the access token) receives `balance` and `transaction` events; the balance
 * is also refetched on reconnect, when the tab becomes visible again and when a game closes. A
 * credited deposit is announced with a toast.
 */
export function useLiveUpdates(playerId: number | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (playerId === undefined) return;
    const refetch = () => refetchMoney(queryClient, playerId);
    let socket: Socket | undefined;
    let isClosed = false;
    let lastRefreshAt = 0;

    // socket.io-client is loaded for players only, after the first render
    void import('socket.io-client').then(({ io }) => {
      if (isClosed) return;
      socket = io({
        path: '/socket.io',
        auth: (send) => send({ token: session.get().token }),
      });
      // events sent while the socket was down are lost: every (re)connection refetches
      socket.on('connect', refetch);
      socket.on('balance', (balance: RealtimeEvents['balance']) => {
        queryClient.setQueryData(playerQueries.balance(playerId).queryKey, balance);
        void queryClient.invalidateQueries({ queryKey: playerQueries.bets() });
      });
      socket.on('transaction', (transaction: RealtimeEvents['transaction']) => {
        void queryClient.invalidateQueries({ queryKey: playerQueries.transactions() });
        if (transaction.type === 'deposit' && transaction.status === 'complete') {
          const amount = formatMbtc(transaction.amount, activeLocale());
          showToast(
            t({ id: 'deposit_complete', message: `Depósito completado: ${amount}` }),
            'success',
          );
        }
      });
      socket.on('connect_error', (error) => {
        // the server refused the token (it expired): refresh it once and connect again
        if (error.message !== 'unauthorized' || socket?.active) return;
        if (Date.now() - lastRefreshAt < SOCKET_REFRESH_INTERVAL_MS) return;
        lastRefreshAt = Date.now();
        void refreshToken().then((isRefreshed) => isRefreshed && !isClosed && socket?.connect());
      });
    });

    const onVisible = () => document.visibilityState === 'visible' && refetch();
    document.addEventListener('visibilitychange', onVisible);
    const stopWatchingGame = refetchMoneyWhenGameEnds(queryClient, playerId);

    return () => {
      isClosed = true;
      socket?.disconnect();
      document.removeEventListener('visibilitychange', onVisible);
      stopWatchingGame();
    };
  }, [playerId, queryClient]);
}
