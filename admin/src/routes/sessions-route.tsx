import { createRoute } from '@tanstack/react-router';
import { sessionQueries } from '../features/sessions/api/session-queries';
import { SessionsPage } from '../features/sessions/components/sessions-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const sessionsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'sessions',
  beforeLoad: requirePermission('session.own'),
  loader: ({ context }) => context.queryClient.ensureQueryData(sessionQueries.mine()),
  component: SessionsPage,
});
