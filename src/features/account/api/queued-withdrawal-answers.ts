import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { WITHDRAWAL_REJECTED_TOAST_MS } from '../../../../contract/constants';
import { activeLocale } from '../../../i18n/i18n';
import { withdrawalQueue, type WithdrawalQueue } from '../../../lib/withdrawal-queue';
import { queuedWithdrawalSentText, withdrawalRefusalText } from '../../../lib/withdrawal-words';
import { showToast } from '../../../stores/ui-store';
import { applyAcceptedWithdrawal, applyRefusedWithdrawal } from './withdrawal-cache';

/**
 * Keeps the player's queue moving while they are signed in, and answers for the withdrawals no
 * form waits for (sent later, after a lost answer, or by the service worker while no page was
 * open): the cache, and a toast saying what came of each, once. Returns the stop.
 */
export function runWithdrawalQueue(
  queryClient: QueryClient,
  playerId: number,
  queue: WithdrawalQueue = withdrawalQueue,
): () => void {
  const stopListening = queue.onOutcome((outcome, { isRemote, isAwaited, isLate }) => {
    if (isRemote || isAwaited || outcome.item.playerId !== playerId) return;
    if (outcome.status === 'accepted') {
      applyAcceptedWithdrawal(queryClient, playerId, outcome.answer, isLate);
      const amount = outcome.answer.result.amount;
      showToast(queuedWithdrawalSentText(i18n, amount, activeLocale()), 'success');
    } else if (outcome.status === 'refused') {
      applyRefusedWithdrawal(queryClient, playerId, outcome.refusal);
      const text = withdrawalRefusalText(i18n, outcome.refusal, activeLocale());
      showToast(text, 'error', WITHDRAWAL_REJECTED_TOAST_MS);
    }
  });
  const stopSending = queue.start(playerId);
  return () => {
    stopSending();
    stopListening();
  };
}
