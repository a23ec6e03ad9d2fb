import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../features/lobby/api/game-queries';
import { lobbyFilters, SPORTS_CATEGORIES } from '../../../features/lobby/lobby-filters';
import { Lobby } from '../../../features/lobby/components/lobby';

const filters = { categories: [...SPORTS_CATEGORIES] };

export const Route = createFileRoute('/{-$locale}/_layout/sports')({
  // started, not awaited: the page (and its slider) shows while the games load
  loader: ({ context, params }) =>
    void context.queryClient.prefetchInfiniteQuery(
      gameQueries.pages(lobbyFilters(filters, params.locale)),
    ),
  component: SportsPage,
});

function SportsPage() {
  const { t } = useLingui();
  return <Lobby title={t`Deportes`} filters={filters} categories={SPORTS_CATEGORIES} />;
}
