import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPushBroadcast } from '../../../../../contract/operator/push';
import { useWithFreshCode } from '../../../components/step-up';
import { callStaffApi } from '../../../lib/api-client';
import type { BroadcastRequest } from '../push-draft';
import { pushQueries } from './push-queries';

/**
 * Sends the promotion to every consenting device (a fresh code first if the server wants one);
 * devices the push services report gone are deleted, so the audience is read again.
 */
export function useBroadcastPush() {
  const queryClient = useQueryClient();
  const withFreshCode = useWithFreshCode();
  return useMutation({
    mutationFn: (request: BroadcastRequest) =>
      withFreshCode(() => callStaffApi(adminPushBroadcast, request)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushQueries.all }),
  });
}
