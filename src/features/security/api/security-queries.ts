import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getSessions,
  revokeSession,
  totpBegin,
  totpDisable,
  totpEnable,
} from '../../../../contract/security';
import { callApi } from '../../../lib/api-client';
import { playerQueries } from '../../../lib/player-queries';
import { securityStatusQuery } from '../../../lib/security-status-queries';

// Under the player's root: logging out clears it and logging in loads it afresh.
export const securityQueries = {
  all: () => [...playerQueries.all(), 'security'] as const,
  /** Two-factor on or off and the recovery codes left (shared with the withdrawal form). */
  status: securityStatusQuery,
  /** The player's signed-in devices. */
  sessions: () =>
    queryOptions({
      queryKey: [...securityQueries.all(), 'sessions'],
      queryFn: () => callApi(getSessions, {}).then((answer) => answer.sessions),
    }),
};

function useSecurityRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: securityQueries.all() });
}

/** Starts enrolment: the pending secret and its otpauth URI. */
export function useTotpBegin() {
  return useMutation({ mutationFn: () => callApi(totpBegin, {}) });
}

/** Turns two-factor on with the first code; answers the recovery codes, shown once. */
export function useTotpEnable() {
  const refresh = useSecurityRefresh();
  return useMutation({
    mutationFn: (code: string) => callApi(totpEnable, { code }),
    onSuccess: refresh,
  });
}

/** Turns two-factor off with a code of the app or a recovery code, or a passkey's step-up token. */
export function useTotpDisable() {
  const refresh = useSecurityRefresh();
  return useMutation({
    mutationFn: (proof: string | { step_up_token: string }) =>
      callApi(totpDisable, typeof proof === 'string' ? { code: proof } : proof),
    onSuccess: refresh,
  });
}

/** Signs out one session (`id`) or every other one (`others`). */
export function useRevokeSession() {
  const refresh = useSecurityRefresh();
  return useMutation({
    mutationFn: (target: { id: string } | { others: true }) => callApi(revokeSession, target),
    onSuccess: refresh,
  });
}
