import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../features/lobby/api/game-queries';
import {
  choicesFromSearch,
  lobbyFilters,
  lobbySearchSchema,
  searchFromChoices,
} from '../../../features/lobby/lobby-filters';
import { FavouritesProvider } from '../../../features/lobby/components/favourites-provider';
import { GameRails } from '../../../features/lobby/components/game-rails';
import { Lobby } from '../../../features/lobby/components/lobby';

const filters = { isLive: true } as const;

export const Route = createFileRoute('/{-$locale}/_layout/live-casino')({
  validateSearch: lobbySearchSchema,
  loaderDeps: ({ search }) => search,
  // started, not awaited: the page (and its slider) shows while the games load
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchInfiniteQuery(
      gameQueries.pages(lobbyFilters(filters, context.locale, choicesFromSearch(deps, []))),
    ),
  component: LiveCasinoPage,
});

function LiveCasinoPage() {
  const { t } = useLingui();
  const navigate = Route.useNavigate();
  return (
    <FavouritesProvider>
      <Lobby
        title={t`Casino en vivo`}
        filters={filters}
        choices={choicesFromSearch(Route.useSearch(), [])}
        onChoose={(update) =>
          void navigate({
            search: (current) => searchFromChoices(update(choicesFromSearch(current, []))),
            replace: true,
          })
        }
        rails={<GameRails />}
      />
    </FavouritesProvider>
  );
}
