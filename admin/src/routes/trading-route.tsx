import { createRoute, stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';
import { SPORTS_EVENT_STATUSES } from '../../../contract/sportsbook';
import { TradingPage } from '../features/trading/components/trading-page';
import { requirePermission, signedInRoute } from './signed-in-route';

export const tradingRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'trading',
  validateSearch: v.object({
    status: v.optional(v.picklist(SPORTS_EVENT_STATUSES)),
    event: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
    q: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100))),
    view: v.optional(v.picklist(['exposure'])),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1),
  }),
  // defaults stay out of the address
  search: { middlewares: [stripSearchParams({ page: 1 })] },
  beforeLoad: requirePermission('sports.trade'),
  component: function TradingRoute() {
    const search = tradingRoute.useSearch();
    const navigate = tradingRoute.useNavigate();
    return <TradingPage search={search} onFilter={(next) => void navigate({ search: next })} />;
  },
});
