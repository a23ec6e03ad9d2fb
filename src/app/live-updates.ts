import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import type { RealtimeEvents } from '../../contract/realtime';
import { showToast } from '../stores/ui-store';
import { toastAutoCashOut, toastBetReopened, toastBetSettled } from './bet-toasts';
import { refreshToken } from '../lib/api-client';
import { createStore } from '../lib/create-store';
import { activeLocale } from '../i18n/i18n';
import { formatMbtc } from '../lib/format';
import { refetchMoney, refetchMoneyWhenGameEnds } from './money-refresh';
import { playerQueries, setBalance } from '../lib/player-queries';
import { session } from '../lib/session';

/** At most one token refresh for a refused socket per this many ms (an expired token, not a loop). */
const SOCKET_REFRESH_INTERVAL_MS = 30_000;

// One socket.io connection for the whole app, open while something needs it (a signed-in player,
// a sportsbook page) and closed when nothing does. It connects with the access token when there
// is one, as a guest otherwise (guests receive only the sportsbook's rooms).
const connection = createStore({ socket: undefined as Socket | undefined });
let holders = 0;
let isLoading = false;
/** The token the socket last connected with: a sign-in or sign-out reconnects it. */
let connectedToken: string | null = null;
let lastRefreshAt = 0;

function createSocket(): void {
  isLoading = true;
  // socket.io-client is loaded after the first render, when a page or a player needs it
  void import('socket.io-client').then(({ io }) => {
    const socket = io({
      path: '/socket.io',
      // a WebSocket from the start, long-polling only where one cannot open (a proxy that blocks
      // them): polling first cost the page three more requests and their tasks as it loaded, and
      // a cluster sticky sessions (docs/architecture.md, "Realtime")
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      autoConnect: holders > 0,
      auth: (send) => {
        connectedToken = session.get().token;
        send(connectedToken ? { token: connectedToken } : {});
      },
    });
    socket.on('connect_error', (error) => {
      // the server refused the token (it expired): refresh it once and connect again
      if (error.message !== 'unauthorized' || socket.active) return;
      if (Date.now() - lastRefreshAt < SOCKET_REFRESH_INTERVAL_MS) return;
      lastRefreshAt = Date.now();
      void refreshToken().then((isRefreshed) => isRefreshed && holders > 0 && socket.connect());
    });
    socket.on('disconnect', (reason) => {
      // the server closed it (the session was revoked): come back as who the app is now
      if (reason === 'io server disconnect' && holders > 0) socket.connect();
    });
    connection.set({ socket });
  });
}

/** Keeps the socket open until the returned function is called. */
function holdSocket(): () => void {
  holders += 1;
  const { socket } = connection.get();
  if (!socket && !isLoading) createSocket();
  if (socket && !socket.active) socket.connect();
  return () => {
    holders -= 1;
    // a component re-rendering lets go and holds again in the same tick: close only if nobody did
    queueMicrotask(() => {
      if (holders === 0) connection.get().socket?.disconnect();
    });
  };
}

/** Reconnects a socket whose identity is not the session's (a player signed in or out). */
function matchSessionIdentity(socket: Socket): void {
  if (socket.connected && connectedToken !== session.get().token) {
    socket.disconnect();
    socket.connect();
  }
}

/**
 * The app's socket while the calling component needs it (`isNeeded`), undefined until
 * socket.io-client has loaded. Listeners are the caller's to add and remove.
 */
export function useAppSocket(isNeeded = true): Socket | undefined {
  const socket = connection.useStore((state) => state.socket);
  useEffect(() => (isNeeded ? holdSocket() : undefined), [isNeeded]);
  return isNeeded ? socket : undefined;
}

/**
 * Keeps the player's balance and lists current without a reload: the app's socket
 * (authenticated with the access token) receives `balance` and `transaction` events; the balance
 * is also refetched on reconnect, when the tab becomes visible again and when a game closes. A
 * credited deposit is announced with a toast.
 */
export function useLiveUpdates(playerId: number | undefined): void {
  const queryClient = useQueryClient();
  const socket = useAppSocket(playerId !== undefined);
  useEffect(() => {
    if (playerId === undefined || !socket) return;
    matchSessionIdentity(socket);
    const refetch = () => refetchMoney(queryClient, playerId);
    const onBalance = (balance: RealtimeEvents['balance']) => {
      void setBalance(queryClient, playerId, balance);
      void queryClient.invalidateQueries({ queryKey: playerQueries.bets() });
    };
    const onTransaction = (transaction: RealtimeEvents['transaction']) => {
      void queryClient.invalidateQueries({ queryKey: playerQueries.transactions() });
      if (transaction.type === 'deposit' && transaction.status === 'complete') {
        const amount = formatMbtc(transaction.amount, activeLocale());
        showToast(
          t({ id: 'deposit_complete', message: `Depósito completado: ${amount}` }),
          'success',
        );
      }
    };
    // a settled sports bet: My bets and the bet list show it (a lost one moves no balance)
    const onBetSettled = ({ bet }: RealtimeEvents['sports_bet_settled']) => {
      void queryClient.invalidateQueries({ queryKey: playerQueries.bets() });
      toastBetSettled(bet);
    };
    // a settled bet reopened by a rollback: back among the open bets, its payout taken back
    const onBetReopened = ({ bet }: RealtimeEvents['sports_bet_reopened']) => {
      void queryClient.invalidateQueries({ queryKey: playerQueries.bets() });
      toastBetReopened(bet);
    };
    const onCashedOut = (cashOut: RealtimeEvents['sports_bet_cashed_out']) =>
      toastAutoCashOut(cashOut);
    // events sent while the socket was down are lost: every (re)connection refetches
    socket.on('connect', refetch);
    socket.on('balance', onBalance);
    socket.on('transaction', onTransaction);
    socket.on('sports_bet_settled', onBetSettled);
    socket.on('sports_bet_reopened', onBetReopened);
    socket.on('sports_bet_cashed_out', onCashedOut);
    return () => {
      socket.off('connect', refetch);
      socket.off('balance', onBalance);
      socket.off('transaction', onTransaction);
      socket.off('sports_bet_settled', onBetSettled);
      socket.off('sports_bet_reopened', onBetReopened);
      socket.off('sports_bet_cashed_out', onCashedOut);
    };
  }, [playerId, queryClient, socket]);
  // without waiting for the socket (socket.io-client loads after the first render, or not at all)
  useEffect(() => {
    if (playerId === undefined) return;
    const onVisible = () =>
      document.visibilityState === 'visible' && refetchMoney(queryClient, playerId);
    document.addEventListener('visibilitychange', onVisible);
    const stopWatchingGame = refetchMoneyWhenGameEnds(queryClient, playerId);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      stopWatchingGame();
    };
  }, [playerId, queryClient]);
}
