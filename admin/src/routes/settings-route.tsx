import { createRoute } from '@tanstack/react-router';
import { settingsQueries } from '../features/settings/api/settings-queries';
import { SettingsPage } from '../features/settings/components/settings-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const settingsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'settings',
  beforeLoad: requirePermission('settings.write'),
  loader: ({ context }) => context.queryClient.ensureQueryData(settingsQueries.current()),
  component: SettingsPage,
});
