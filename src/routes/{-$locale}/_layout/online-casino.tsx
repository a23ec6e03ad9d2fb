import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../features/lobby/api/game-queries';
import {
  CASINO_CATEGORIES,
  choicesFromSearch,
  lobbyFilters,
  lobbySearchSchema,
  searchFromChoices,
} from '../../../features/lobby/lobby-filters';
import { FavouritesProvider } from '../../../features/lobby/components/favourites-provider';
import { GameRails } from '../../../features/lobby/components/game-rails';
import { Lobby } from '../../../features/lobby/components/lobby';
import { LobbySkeleton } from '../../../features/lobby/components/lobby-skeleton';
import { ensureRouteInfiniteData } from '../../../app/route-data';

const filters = { isLive: false } as const;

export const Route = createFileRoute('/{-$locale}/_layout/online-casino')({
  validateSearch: lobbySearchSchema,
  loaderDeps: ({ search }) => search,
  // entering the lobby waits for its games (a page seen before opens from its saved copy, offline
  // too); a choice made on it only starts the new list, which the lobby draws behind its controls
  loader: async ({ context, deps, cause }) => {
    const games = gameQueries.pages(
      lobbyFilters(filters, context.locale, choicesFromSearch(deps, CASINO_CATEGORIES)),
    );
    if (cause === 'stay') return void context.queryClient.prefetchInfiniteQuery(games);
    // a list that cannot come (offline, nothing saved) says so inside the lobby
    await ensureRouteInfiniteData(context.queryClient, games).catch(() => undefined);
  },
  pendingComponent: LobbySkeleton,
  component: OnlineCasinoPage,
});

function OnlineCasinoPage() {
  const { t } = useLingui();
  const navigate = Route.useNavigate();
  return (
    <FavouritesProvider>
      <Lobby
        title={t`Casino online`}
        filters={filters}
        categories={CASINO_CATEGORIES}
        choices={choicesFromSearch(Route.useSearch(), CASINO_CATEGORIES)}
        onChoose={(update) =>
          void navigate({
            search: (current) =>
              searchFromChoices(update(choicesFromSearch(current, CASINO_CATEGORIES))),
            replace: true,
          })
        }
        rails={<GameRails />}
      />
    </FavouritesProvider>
  );
}
