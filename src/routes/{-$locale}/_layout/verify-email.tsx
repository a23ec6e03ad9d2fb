import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { VerifyEmailPanel } from '../../../features/security/components/verify-email-panel';
import { accountCatalogue } from '../../../i18n/account';
import { loadSection } from '../../../i18n/i18n';

/** The link of the verification email: verifies the player's email once. */
export const Route = createFileRoute('/{-$locale}/_layout/verify-email')({
  validateSearch: v.object({
    token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200)), ''), ''),
  }),
  // its page's messages, fetched while its code is (src/i18n/account.ts)
  loader: () => loadSection(accountCatalogue),
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { token } = Route.useSearch();
  return <VerifyEmailPanel token={token} />;
}
