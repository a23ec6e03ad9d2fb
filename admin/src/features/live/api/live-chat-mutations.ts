import { useMutation } from '@tanstack/react-query';
import { adminLiveChatMute, adminLiveChatUnmute } from '../../../../../contract/operator/live-chat';
import { useWithFreshCode } from '../../../components/step-up';
import { callStaffApi } from '../../../lib/api-client';
import type { MuteRequest } from '../chat-mute';

/** Mutes a player in every table's chat (a fresh code first if the server wants one). */
export function useMuteChatPlayer() {
  const withFreshCode = useWithFreshCode();
  return useMutation({
    mutationFn: (request: MuteRequest) =>
      withFreshCode(() => callStaffApi(adminLiveChatMute, request)),
  });
}

/** Lets a muted player write again now. */
export function useUnmuteChatPlayer() {
  const withFreshCode = useWithFreshCode();
  return useMutation({
    mutationFn: (username: string) =>
      withFreshCode(() => callStaffApi(adminLiveChatUnmute, { username })),
  });
}
