import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { accountCatalogue } from '../../../i18n/account';
import { loadSection } from '../../../i18n/i18n';

/** The link of the reset email: sets a new password with its single-use token. */
export const Route = createFileRoute('/{-$locale}/_layout/reset-password')({
  validateSearch: v.object({
    token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200)), ''), ''),
  }),
  // its page's messages, fetched while its code is (src/i18n/account.ts)
  loader: () => loadSection(accountCatalogue),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return <ResetPasswordForm token={token} />;
}
