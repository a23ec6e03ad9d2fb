import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmAddressPanel } from '../../../features/security/components/confirm-address-panel';

/** The link of a new withdrawal address's email: confirms the address when the player asks. */
export const Route = createFileRoute('/{-$locale}/_layout/confirm-address')({
  validateSearch: v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') }),
  component: ConfirmAddressPage,
});

function ConfirmAddressPage() {
  const { token } = Route.useSearch();
  return <ConfirmAddressPanel token={token} />;
}
