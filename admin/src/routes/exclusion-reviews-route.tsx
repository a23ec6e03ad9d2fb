import { createRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { ExclusionReviewsPage } from '../features/players/components/exclusion-reviews-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const exclusionReviewsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'exclusion-reviews',
  validateSearch: v.object({ page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1) }),
  // defaults stay out of the address
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: requirePermission('protection.read'),
  component: function ExclusionReviewsRoute() {
    const { page } = exclusionReviewsRoute.useSearch();
    const navigate = exclusionReviewsRoute.useNavigate();
    return (
      <ExclusionReviewsPage
        page={page}
        onPage={(next) => void navigate({ search: { page: next } })}
      />
    );
  },
});
