import { createFileRoute } from '@tanstack/react-router';
import { listFilters, sportsQueries } from '../../../../features/sportsbook/api/sports-queries';
import { SportsHome } from '../../../../features/sportsbook/components/sports-home';
import { sportsSearchSchema } from '../../../../features/sportsbook/events/sports-search';

export const Route = createFileRoute('/{-$locale}/_layout/sports/')({
  // the loader in the page's chunk: the sportsbook's calls are not part of the first load of `/`
  codeSplitGroupings: [['loader', 'component']],
  validateSearch: sportsSearchSchema,
  loaderDeps: ({ search }) => ({ sport: search.sport, league: search.league }),
  // started, not awaited: the page shows while the lists load
  loader: ({ context, deps }) => {
    const filters = listFilters(deps);
    void context.queryClient.prefetchQuery(sportsQueries.sports());
    void context.queryClient.prefetchQuery(sportsQueries.events(filters.live));
    void context.queryClient.prefetchInfiniteQuery(sportsQueries.eventPages(filters.upcoming));
  },
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
