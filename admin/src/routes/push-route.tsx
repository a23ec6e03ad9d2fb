import { createRoute } from '@tanstack/react-router';
import { PushPage } from '../features/push/components/push-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const pushRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'push',
  beforeLoad: requirePermission('push.send'),
  component: PushPage,
});
