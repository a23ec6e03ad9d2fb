import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmAddressPanel } from '../../../features/security/components/confirm-address-panel';
import { accountCatalogue } from '../../../i18n/account';
import { loadSection } from '../../../i18n/i18n';

/** The link of a new withdrawal address's email: confirms the address when the player asks. */
export const Route = createFileRoute('/{-$locale}/_layout/confirm-address')({
  validateSearch: v.object({
    token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200)), ''), ''),
  }),
  // its page's messages, fetched while its code is (src/i18n/account.ts)
  loader: () => loadSection(accountCatalogue),
  component: ConfirmAddressPage,
});

function ConfirmAddressPage() {
  const { token } = Route.useSearch();
  return <ConfirmAddressPanel token={token} />;
}
