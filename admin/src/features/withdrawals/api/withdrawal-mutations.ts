import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../../../../../contract/call';
import {
  completeWithdrawal,
  exportPendingWithdrawals,
  rejectWithdrawal,
} from '../../../../../contract/operator/withdrawals';
import { useWithFreshCode } from '../../../components/step-up';
import { callStaffApi } from '../../../lib/api-client';
import { withdrawalQueries } from './withdrawal-queries';

/** A decision on a withdrawal (a fresh code first if the server wants one); then the queue is read again. */
function useDecision<C extends typeof completeWithdrawal | typeof rejectWithdrawal>(call: C) {
  const queryClient = useQueryClient();
  const withFreshCode = useWithFreshCode();
  return useMutation({
    mutationFn: (input: CallRequest<C>) => withFreshCode(() => callStaffApi(call, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalQueries.all }),
  });
}

/** Pays a withdrawal: the transaction id of the payment on the chain. */
export const useCompleteWithdrawal = () => useDecision(completeWithdrawal);

/** Refuses a withdrawal with a reason (the amount returns to the player). */
export const useRejectWithdrawal = () => useDecision(rejectWithdrawal);

/** The whole pending queue as CSV for the payout wallet (each export is in the audit log). */
export const useExportPendingWithdrawals = () =>
  useMutation({ mutationFn: () => callStaffApi(exportPendingWithdrawals, { format: 'csv' }) });
