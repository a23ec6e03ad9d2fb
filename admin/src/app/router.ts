import { createRouter } from '@tanstack/react-router';
import { adjustmentsRoute } from '../routes/adjustments-route';
import { auditRoute } from '../routes/audit-route';
import { contentRoute } from '../routes/content-route';
import { exclusionReviewsRoute } from '../routes/exclusion-reviews-route';
import { indexRoute } from '../routes/index-route';
import { playerRoute } from '../routes/player-route';
import { playersRoute } from '../routes/players-route';
import { liveRoute } from '../routes/live-route';
import { pushRoute } from '../routes/push-route';
import { reportsRoute } from '../routes/reports-route';
import { rootRoute } from '../routes/root-route';
import { signInRoute } from '../routes/sign-in-route';
import { sessionsRoute } from '../routes/sessions-route';
import { settingsRoute } from '../routes/settings-route';
import { signedInRoute } from '../routes/signed-in-route';
import { sportsLimitsRoute } from '../routes/sports-limits-route';
import { staffRoute } from '../routes/staff-route';
import { tradingRoute } from '../routes/trading-route';
import { withdrawalsRoute } from '../routes/withdrawals-route';
import { queryClient } from './query-client';

const routeTree = rootRoute.addChildren([
  signInRoute,
  signedInRoute.addChildren([
    indexRoute,
    withdrawalsRoute,
    playersRoute,
    playerRoute,
    adjustmentsRoute,
    exclusionReviewsRoute,
    contentRoute,
    pushRoute,
    auditRoute,
    staffRoute,
    reportsRoute,
    tradingRoute,
    sportsLimitsRoute,
    liveRoute,
    settingsRoute,
    sessionsRoute,
  ]),
]);

export const router = createRouter({
  routeTree,
  basepath: '/admin',
  context: { queryClient },
  defaultPreload: 'intent',
  // the loaders read through the query cache, which decides what is fresh
  defaultPreloadStaleTime: 0,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
