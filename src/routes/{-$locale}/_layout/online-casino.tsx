import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { GameFilters } from '../../../features/lobby/api/game-queries';
import { gameQueries } from '../../../features/lobby/api/game-queries';
import { GameGrid } from '../../../features/lobby/components/game-grid';

const filters: GameFilters = { isLive: false, itemsPerPage: 48 };

export const Route = createFileRoute('/{-$locale}/_layout/online-casino')({
  // started, not awaited: the page (and its slider) shows while the games load
  loader: ({ context }) => void context.queryClient.prefetchQuery(gameQueries.list(filters)),
  component: OnlineCasinoPage,
});

function OnlineCasinoPage() {
  const { t } = useLingui();
  return <GameGrid title={t`Casino online`} filters={filters} />;
}
