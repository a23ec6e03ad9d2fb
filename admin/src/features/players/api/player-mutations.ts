import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Call, CallRequest } from '../../../../../contract/call';
import {
  adminAddPlayerNote,
  adminAdjustBalance,
  adminApproveAdjustment,
  adminBlockPlayer,
  adminRejectAdjustment,
  adminSetPlayerTags,
  adminUnblockPlayer,
} from '../../../../../contract/operator/players';
import { adminLiftExclusion } from '../../../../../contract/operator/protection';
import { useWithFreshCode } from '../../../components/step-up';
import { callStaffApi } from '../../../lib/api-client';
import { playerQueries } from './player-queries';

/**
 * A change to a player (a fresh code first when the call is a step-up one and the server wants
 * it); then everything the Players area shows is read again.
 */
function usePlayerChange<C extends Call>(call: C) {
  const queryClient = useQueryClient();
  const withFreshCode = useWithFreshCode();
  return useMutation({
    mutationFn: (input: CallRequest<C>) => withFreshCode(() => callStaffApi(call, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playerQueries.all }),
  });
}

export const useAddNote = () => usePlayerChange(adminAddPlayerNote);
export const useSetTags = () => usePlayerChange(adminSetPlayerTags);
export const useBlockPlayer = () => usePlayerChange(adminBlockPlayer);
export const useUnblockPlayer = () => usePlayerChange(adminUnblockPlayer);
/** No idempotency key: the form keeps its button disabled while one is in flight. */
export const useAdjustBalance = () => usePlayerChange(adminAdjustBalance);
export const useApproveAdjustment = () => usePlayerChange(adminApproveAdjustment);
export const useRejectAdjustment = () => usePlayerChange(adminRejectAdjustment);
/** Malta: lifts an indefinite self-exclusion whose review has run (a fresh code first). */
export const useLiftExclusion = () => usePlayerChange(adminLiftExclusion);
