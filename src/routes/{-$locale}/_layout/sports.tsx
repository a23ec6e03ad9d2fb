import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../features/lobby/api/game-queries';
import {
  choicesFromSearch,
  lobbyFilters,
  lobbySearchSchema,
  searchFromChoices,
  SPORTS_CATEGORIES,
} from '../../../features/lobby/lobby-filters';
import { Lobby } from '../../../features/lobby/components/lobby';

const filters = { categories: [...SPORTS_CATEGORIES] };

export const Route = createFileRoute('/{-$locale}/_layout/sports')({
  validateSearch: lobbySearchSchema,
  loaderDeps: ({ search }) => search,
  // started, not awaited: the page (and its slider) shows while the games load
  loader: ({ context, deps }) =>
    void context.queryClient.prefetchInfiniteQuery(
      gameQueries.pages(
        lobbyFilters(filters, context.locale, choicesFromSearch(deps, SPORTS_CATEGORIES)),
      ),
    ),
  component: SportsPage,
});

function SportsPage() {
  const { t } = useLingui();
  const navigate = Route.useNavigate();
  return (
    <Lobby
      title={t`Deportes`}
      filters={filters}
      categories={SPORTS_CATEGORIES}
      choices={choicesFromSearch(Route.useSearch(), SPORTS_CATEGORIES)}
      onChoose={(choices) => void navigate({ search: searchFromChoices(choices), replace: true })}
    />
  );
}
