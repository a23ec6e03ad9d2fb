import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { gameQueries } from '../../../features/lobby/api/game-queries';
import { CASINO_CATEGORIES, lobbyFilters } from '../../../features/lobby/lobby-filters';
import { Lobby } from '../../../features/lobby/components/lobby';

const filters = { isLive: false } as const;

export const Route = createFileRoute('/{-$locale}/_layout/online-casino')({
  // started, not awaited: the page (and its slider) shows while the games load
  loader: ({ context, params }) =>
    void context.queryClient.prefetchInfiniteQuery(
      gameQueries.pages(lobbyFilters(filters, params.locale)),
    ),
  component: OnlineCasinoPage,
});

function OnlineCasinoPage() {
  const { t } = useLingui();
  return <Lobby title={t`Casino online`} filters={filters} categories={CASINO_CATEGORIES} />;
}
