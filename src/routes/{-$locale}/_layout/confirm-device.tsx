import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ConfirmDevicePanel } from '../../../features/auth/components/confirm-device-panel';

/** The link of the device confirmation email: confirms this browser when the player asks. */
export const Route = createFileRoute('/{-$locale}/_layout/confirm-device')({
  validateSearch: v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200)), '') }),
  component: ConfirmDevicePage,
});

function ConfirmDevicePage() {
  const { token } = Route.useSearch();
  return <ConfirmDevicePanel token={token} />;
}
