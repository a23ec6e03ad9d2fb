import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../features/lobby/api/game-queries';
import { lobbyFilters } from '../../../features/lobby/lobby-filters';
import { Lobby } from '../../../features/lobby/components/lobby';

const filters = { isLive: true } as const;

export const Route = createFileRoute('/{-$locale}/_layout/live-casino')({
  // started, not awaited: the page (and its slider) shows while the games load
  loader: ({ context, params }) =>
    void context.queryClient.prefetchInfiniteQuery(
      gameQueries.pages(lobbyFilters(filters, params.locale)),
    ),
  component: LiveCasinoPage,
});

function LiveCasinoPage() {
  const { t } = useLingui();
  return <Lobby title={t`Casino en vivo`} filters={filters} />;
}
