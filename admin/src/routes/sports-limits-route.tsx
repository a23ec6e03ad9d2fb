import { createRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { sportsLimitsQueries } from '../features/sports-limits/api/sports-limits-queries';
import { SportsLimitsPage } from '../features/sports-limits/components/sports-limits-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const sportsLimitsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'sports-limits',
  validateSearch: v.object({
    // the page of the players whose stake factor is not 1
    factorsPage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  }),
  // defaults stay out of the address
  search: { middlewares: [stripSearchParams({ factorsPage: 1 })] },
  beforeLoad: requirePermission('sports.limits'),
  loader: ({ context }) => context.queryClient.ensureQueryData(sportsLimitsQueries.limits()),
  component: function SportsLimitsRoute() {
    const { factorsPage } = sportsLimitsRoute.useSearch();
    const navigate = sportsLimitsRoute.useNavigate();
    return (
      <SportsLimitsPage
        factorsPage={factorsPage}
        onFactorsPage={(page) => void navigate({ search: { factorsPage: page } })}
      />
    );
  },
});
