import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendVerification, verifyEmail } from '../../../../contract/email-verification';
import { callApi } from '../../../lib/api-client';
import { emailVerificationQuery } from '../../../lib/email-verification-queries';

export const emailVerificationQueries = {
  /** The player's email, whether it is verified and whether withdrawals wait for it. */
  status: emailVerificationQuery,
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emailVerificationQuery().queryKey }),
  });
}
