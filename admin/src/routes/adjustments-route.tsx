import { createRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { PendingAdjustmentsPage } from '../features/players/components/pending-adjustments-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const adjustmentsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'adjustments',
  validateSearch: v.object({ page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1) }),
  // defaults stay out of the address
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: requirePermission('players.adjust'),
  component: function AdjustmentsRoute() {
    const { page } = adjustmentsRoute.useSearch();
    const navigate = adjustmentsRoute.useNavigate();
    return (
      <PendingAdjustmentsPage
        page={page}
        onPage={(next) => void navigate({ search: { page: next } })}
      />
    );
  },
});
