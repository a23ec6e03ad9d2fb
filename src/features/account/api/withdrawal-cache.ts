import type { QueryClient } from '@tanstack/react-query';
import { playerQueries, setBalance } from '../../../lib/player-queries';
import type { AcceptedWithdrawal } from '../../../lib/withdrawal-queue';
import type { WithdrawalRefusal } from '../../../lib/withdrawal-words';

/**
 * The cache after a withdrawal's answer, whoever waited for it (the form, or nobody: a queued one
 * sent later): the balance the server sent, the lists and the held deposits it took from. An
 * answer the service worker received (`isLate`) may be older than the balance shown: the
 * balance is fetched again instead.
 */
export function applyAcceptedWithdrawal(
  queryClient: QueryClient,
  playerId: number,
  answer: AcceptedWithdrawal,
  isLate = false,
): void {
  if (isLate)
    void queryClient.invalidateQueries({ queryKey: playerQueries.balance(playerId).queryKey });
  else void setBalance(queryClient, playerId, answer.player);
  void queryClient.invalidateQueries({ queryKey: playerQueries.transactions() });
  void queryClient.invalidateQueries({ queryKey: playerQueries.heldDeposits(playerId).queryKey });
}

/** A refusal for more than the player has: the balance shown was out of date, fetch it again. */
export function applyRefusedWithdrawal(
  queryClient: QueryClient,
  playerId: number,
  refusal: WithdrawalRefusal,
): void {
  if (refusal.code !== 'min_value') return;
  void queryClient.invalidateQueries({ queryKey: playerQueries.balance(playerId).queryKey });
  void queryClient.invalidateQueries({ queryKey: playerQueries.heldDeposits(playerId).queryKey });
}
