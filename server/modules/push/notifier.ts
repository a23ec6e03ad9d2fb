import type { RealtimeEvents } from '../../../contract/realtime';
import type { AppDeps } from '../../deps';
import { transactionNotification } from './messages';

/**
 * Tells the player's devices when a deposit is credited or a withdrawal completed, rejected or
 * cancelled. It listens to the realtime events the wallet publishes after its work committed, and
 * sends in the background: a slow or failing push service never holds up or undoes the money.
 */
export function startPushNotifications(
  deps: Pick<AppDeps, 'realtime' | 'push' | 'logger'>,
): () => void {
  return deps.realtime.subscribe(({ playerId, event, data }) => {
    if (event !== 'transaction') return;
    const transaction = data as RealtimeEvents['transaction'];
    if (!transactionNotification(transaction, 'en')) return;
    deps.push
      .notifyPlayer(playerId, (locale) => transactionNotification(transaction, locale))
      .catch((error: unknown) =>
        deps.logger.error('push notification failed', { error, transactionId: transaction.id }),
      );
  });
}
