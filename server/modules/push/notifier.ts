import type { RealtimeEvents } from '../../../contract/realtime';
import type { AppDeps } from '../../deps';
import type { RealtimeMessage } from '../realtime/realtime';
import { transactionNotification } from './messages';
import type { PayloadFor } from './sender';
import {
  autoCashOutNotification,
  betReopenedNotification,
  betSettledNotification,
} from './sports-messages';

/**
 * Which notification a realtime message deserves: a deposit credited, a withdrawal completed,
 * rejected or cancelled, a sports bet settled or reopened, an automatic cash-out.
 */
function notificationOf({ event, data }: RealtimeMessage): PayloadFor | null {
  if (event === 'transaction') {
    const transaction = data as RealtimeEvents['transaction'];
    return transactionNotification(transaction, 'en')
      ? (locale) => transactionNotification(transaction, locale)
      : null;
  }
  if (event === 'sports_bet_settled') {
    const { bet } = data as RealtimeEvents['sports_bet_settled'];
    return (locale) => betSettledNotification(bet, locale);
  }
  if (event === 'sports_bet_reopened') {
    const { bet } = data as RealtimeEvents['sports_bet_reopened'];
    return (locale) => betReopenedNotification(bet, locale);
  }
  if (event === 'sports_bet_cashed_out') {
    const cashOut = data as RealtimeEvents['sports_bet_cashed_out'];
    return cashOut.automatic ? (locale) => autoCashOutNotification(cashOut, locale) : null;
  }
  return null;
}

/**
 * Tells the player's devices about their money and their sports bets. It listens to the realtime
 * events published after the work committed, and sends in the background: a slow or failing push
 * service never holds up or undoes the money. `realtime.subscribe` hears only what this node
 * published (the socket.io adapter carries events to other nodes' sockets, never to their
 * listeners), and each event is published once, by the node whose transaction did the work: with
 * several nodes a player is still notified once.
 */
export function startPushNotifications(
  deps: Pick<AppDeps, 'realtime' | 'push' | 'background'>,
): () => void {
  return deps.realtime.subscribe((message) => {
    const notification = notificationOf(message);
    if (!notification) return;
    // background work: a failure is logged, and a test waits for the send (background.idle)
    deps.background.once(`push notification (${message.event})`, async () => {
      await deps.push.notifyPlayer(message.playerId, notification);
    });
  });
}
