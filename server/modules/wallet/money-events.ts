import type { RealtimeEvents } from '../../../contract/realtime';
import type { FinancialTransaction } from '../../../contract/wallet';
import type { Realtime } from '../realtime/realtime';
import { balanceInfo } from './repository';

/** A handler's `afterCommit`: runs an effect once the work that made it has committed. */
export type AfterCommit = (effect: () => void) => void;

/** One change to a player's money, as their open apps (and the push notifier) hear of it. */
export interface MoneyChange {
  playerId: number;
  /** The cash balance after the change (satoshis); absent or null when it did not move. */
  balance?: bigint | null;
  /** The financial transaction the change created or moved on, when there is one. */
  transaction?: RealtimeEvents['transaction'];
}

/**
 * The one way to announce a money change (the `balance` and `transaction` events): every module
 * that moves money calls it, and it publishes only once the handler's work has committed, so a
 * rolled-back movement is never announced.
 */
export function announceMoneyChange(
  realtime: Realtime,
  afterCommit: AfterCommit,
  change: MoneyChange,
): void {
  const { playerId, balance, transaction } = change;
  afterCommit(() => {
    if (typeof balance === 'bigint') realtime.publish(playerId, 'balance', balanceInfo(balance));
    if (transaction) realtime.publish(playerId, 'transaction', transaction);
  });
}

/** A transaction as the realtime event carries it (and the push notifier reads it). */
export function transactionEvent(transaction: FinancialTransaction): RealtimeEvents['transaction'] {
  const { id, type, status, amount, cancelReason } = transaction;
  const reason = cancelReason === 'reversed' || cancelReason === 'rejected' ? cancelReason : null;
  return { id, type, status, amount, cancelReason: reason };
}
