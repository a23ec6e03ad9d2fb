import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeyRemove, passkeyRename } from '../../../../contract/passkeys';
import { callApi } from '../../../lib/api-client';
import { createPasskey } from '../../../lib/passkeys';
import { securityQueries } from './security-queries';

function useStatusRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityQueries.status().queryKey });
}

/** Creates a passkey on this device (the browser asks the player) and saves it by name. */
export function useCreatePasskey() {
  const refresh = useStatusRefresh();
  return useMutation({ mutationFn: (name: string) => createPasskey(name), onSuccess: refresh });
}

export function useRenamePasskey() {
  const refresh = useStatusRefresh();
  return useMutation({
    mutationFn: (input: { id: string; name: string }) => callApi(passkeyRename, input),
    onSuccess: refresh,
  });
}

/** Removes a passkey; with two-factor on, with a step-up token or a code of the app. */
export function useRemovePasskey() {
  const refresh = useStatusRefresh();
  return useMutation({
    mutationFn: (input: { id: string; step_up_token?: string; totp?: string }) =>
      callApi(passkeyRemove, input),
    onSuccess: refresh,
  });
}
