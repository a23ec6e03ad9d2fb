import {
  mutationOptions,
  onlineManager,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  withdrawalQueue,
  type AcceptedWithdrawal,
  type QueuedWithdrawal,
  type WithdrawalQueue,
} from '../../../lib/withdrawal-queue';
import type { WithdrawalRefusal } from '../../../lib/withdrawal-words';
import { applyAcceptedWithdrawal, applyRefusedWithdrawal } from './withdrawal-cache';

/** What the form submits, checked: the second factor as a code or a passkey's step-up token. */
export type WithdrawalInput = Omit<QueuedWithdrawal, 'key' | 'createdAt'>;

/** The server's acceptance, or queued: kept on the device and sent when it can be. */
export type WithdrawalResult =
  { status: 'accepted'; answer: AcceptedWithdrawal } | { status: 'queued'; item: QueuedWithdrawal };

/** The server's refusal, the reason a withdrawal mutation fails. */
export class WithdrawalRefused extends Error {
  constructor(readonly refusal: WithdrawalRefusal) {
    super(refusal.code);
  }
}

/**
 * A withdrawal always goes through the queue: kept with a new Idempotency-Key, then, online,
 * sent at once and answered; offline, or with the answer lost, left queued (and tried again at
 * once after a lost answer, with the same key).
 */
export async function submitWithdrawal(
  input: WithdrawalInput,
  queue: WithdrawalQueue = withdrawalQueue,
): Promise<WithdrawalResult> {
  const item: QueuedWithdrawal = {
    key: crypto.randomUUID(),
    ...input,
    createdAt: new Date().toISOString(),
  };
  await queue.enqueue(item);
  if (!onlineManager.isOnline()) return { status: 'queued', item };
  const outcome = await queue.sendNow(item.playerId, item.key);
  if (outcome?.status === 'accepted') return { status: 'accepted', answer: outcome.answer };
  if (outcome?.status === 'refused') throw new WithdrawalRefused(outcome.refusal);
  void queue.send(item.playerId);
  return { status: 'queued', item };
}

/** The withdrawal mutation; it keeps the balance and the lists in the cache up to date. */
export function withdrawalMutation(queryClient: QueryClient, queue?: WithdrawalQueue) {
  return mutationOptions({
    mutationKey: ['withdrawal'],
    // offline is the queue's business: the mutation itself never waits for the network
    networkMode: 'always',
    mutationFn: (input: WithdrawalInput) => submitWithdrawal(input, queue),
    onSuccess: (result, input) => {
      if (result.status === 'accepted')
        applyAcceptedWithdrawal(queryClient, input.playerId, result.answer);
    },
    onError: (error, input) => {
      if (error instanceof WithdrawalRefused)
        applyRefusedWithdrawal(queryClient, input.playerId, error.refusal);
    },
  });
}

export function useWithdrawal() {
  return useMutation(withdrawalMutation(useQueryClient()));
}
