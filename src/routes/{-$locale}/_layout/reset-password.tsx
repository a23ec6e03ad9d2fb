import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';

/** The link of the reset email: sets a new password with its single-use token. */
export const Route = createFileRoute('/{-$locale}/_layout/reset-password')({
  validateSearch: v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return <ResetPasswordForm token={token} />;
}
