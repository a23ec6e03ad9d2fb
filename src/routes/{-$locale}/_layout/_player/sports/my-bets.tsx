import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SPORTS_BET_LIST_STATUSES } from '../../../../../../contract/sports-bet-lists';
import { useAppSocket } from '../../../../../app/live-updates';
import { MyBets } from '../../../../../features/sportsbook/my-bets/my-bets';
import { MyBetsSkeleton } from '../../../../../features/sportsbook/my-bets/my-bets-skeleton';
import { myBetsQueries } from '../../../../../features/sportsbook/my-bets/my-bets-queries';
import { ensureRouteData } from '../../../../../app/route-data';
import { playerQueries } from '../../../../../lib/player-queries';
import { loadSection } from '../../../../../i18n/i18n';
import { sportsbookCatalogue } from '../../../../../i18n/sportsbook';

/** The player's sports bets (players only, see _player): ?status=open|settled&page=. */
export const Route = createFileRoute('/{-$locale}/_layout/_player/sports/my-bets')({
  // the sportsbook's messages come with its pages
  beforeLoad: () => loadSection(sportsbookCatalogue),
  validateSearch: v.object({
    status: v.optional(v.fallback(v.picklist(SPORTS_BET_LIST_STATUSES), 'open')),
    page: v.optional(
      v.fallback(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1)), 1),
    ),
  }),
  // the loader in the page's chunk: the sportsbook's calls are not part of the first load of `/`
  codeSplitGroupings: [['loader', 'component']],
  loaderDeps: ({ search }) => ({ status: search.status ?? 'open', page: search.page ?? 1 }),
  // a page seen before opens from its saved copy (offline too); another waits for its bets
  loader: async ({ context, deps }) => {
    const player = await ensureRouteData(context.queryClient, playerQueries.current());
    await ensureRouteData(
      context.queryClient,
      myBetsQueries.page(player.id, deps.status, deps.page),
    );
  },
  pendingComponent: MyBetsSkeleton,
  component: MyBetsRoute,
});

function MyBetsRoute() {
  const { status = 'open', page = 1 } = Route.useSearch();
  return <MyBets status={status} page={page} socket={useAppSocket()} />;
}
