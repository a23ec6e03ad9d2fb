import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmDevicePanel } from '../../../features/auth/components/confirm-device-panel';
import { accountCatalogue } from '../../../i18n/account';
import { loadSection } from '../../../i18n/i18n';

/** The link of the device confirmation email: confirms this browser when the player asks. */
export const Route = createFileRoute('/{-$locale}/_layout/confirm-device')({
  validateSearch: v.object({
    token: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200)), ''), ''),
  }),
  // its page's messages, fetched while its code is (src/i18n/account.ts)
  loader: () => loadSection(accountCatalogue),
  component: ConfirmDevicePage,
});

function ConfirmDevicePage() {
  const { token } = Route.useSearch();
  return <ConfirmDevicePanel token={token} />;
}
