import { createRoute } from '@tanstack/react-router';
import { sportsLimitsQueries } from '../features/sports-limits/api/sports-limits-queries';
import { SportsLimitsPage } from '../features/sports-limits/components/sports-limits-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const sportsLimitsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'sports-limits',
  beforeLoad: requirePermission('sports.limits'),
  loader: ({ context }) => context.queryClient.ensureQueryData(sportsLimitsQueries.limits()),
  component: SportsLimitsPage,
});
