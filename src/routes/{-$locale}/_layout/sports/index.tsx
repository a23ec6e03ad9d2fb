import { createFileRoute } from '@tanstack/react-router';
import { listFilters, sportsQueries } from '../../../../features/sportsbook/api/sports-queries';
import { ensureRouteData, ensureRouteInfiniteData } from '../../../../app/route-data';
import { SportsHome } from '../../../../features/sportsbook/components/sports-home';
import { SportsHomeSkeleton } from '../../../../features/sportsbook/components/sports-home-skeleton';
import { sportsSearchSchema } from '../../../../features/sportsbook/events/sports-search';

export const Route = createFileRoute('/{-$locale}/_layout/sports/')({
  // the loader in the page's chunk: the sportsbook's calls are not part of the first load of `/`
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: sportsSearchSchema,
  loaderDeps: ({ search }) => ({ sport: search.sport, league: search.league }),
  // entering the sportsbook waits for its lists (a page seen before opens from its saved copy,
  // offline too); a sport or a league picked on it only starts the new lists, which the page draws
  // behind its chips
  loader: async ({ context, deps, cause }) => {
    const { queryClient } = context;
    const filters = listFilters(deps);
    const live = sportsQueries.events(filters.live);
    const upcoming = sportsQueries.eventPages(filters.upcoming);
    if (cause === 'stay') {
      void queryClient.prefetchQuery(live);
      return void queryClient.prefetchInfiniteQuery(upcoming);
    }
    // lists that cannot come (offline, nothing saved) say so inside the page
    await Promise.all([
      ensureRouteData(queryClient, sportsQueries.sports()),
      ensureRouteData(queryClient, live),
      ensureRouteInfiniteData(queryClient, upcoming),
    ]).catch(() => undefined);
  },
  pendingComponent: SportsHomeSkeleton,
  component: SportsPage,
});

function SportsPage() {
  const navigate = Route.useNavigate();
  return (
    <SportsHome
      choices={Route.useSearch()}
      onChoose={(update) => void navigate({ search: (current) => update(current), replace: true })}
    />
  );
}
