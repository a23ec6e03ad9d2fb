import { createRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { LIVE_TABLES } from '../features/live/api/live-queries';
import { LivePage } from '../features/live/components/live-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const liveRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'live',
  validateSearch: v.object({
    table: v.optional(v.picklist(LIVE_TABLES), 'crash'),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  }),
  // defaults stay out of the address
  search: { middlewares: [stripSearchParams({ table: 'crash', page: 1 })] },
  beforeLoad: requirePermission('live.read'),
  component: function LiveRoute() {
    const { table, page } = liveRoute.useSearch();
    const navigate = liveRoute.useNavigate();
    return <LivePage table={table} page={page} onSearch={(search) => void navigate({ search })} />;
  },
});
