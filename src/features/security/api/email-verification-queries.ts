import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getEmailVerification,
  resendVerification,
  verifyEmail,
} from '../../../../contract/email-verification';
import { callApi } from '../../../lib/api-client';
import { playerQueries } from '../../../lib/player-queries';

// Under the player's root: logging out clears it, logging in loads it afresh.
export const emailVerificationQueries = {
  all: () => [...playerQueries.all(), 'email-verification'] as const,
  /** The player's email, whether it is verified and whether withdrawals wait for it. */
  status: () =>
    queryOptions({
      queryKey: emailVerificationQueries.all(),
      queryFn: () => callApi(getEmailVerification, {}),
    }),
};

/** Emails a new verification link (earlier ones stop working). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => callApi(resendVerification, {}) });
}

/** Verifies the email with the emailed link's token; a signed-in player's status is read again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(verifyEmail, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailVerificationQueries.all() }),
  });
}
