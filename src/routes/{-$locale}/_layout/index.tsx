import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { InfoBlock } from '../../../features/layout/components/info-block';
import { gameQueries } from '../../../features/lobby/api/game-queries';
import { GameGrid } from '../../../features/lobby/components/game-grid';

const featured = { featured: true, itemsPerPage: 12 } as const;

export const Route = createFileRoute('/{-$locale}/_layout/')({
  // started, not awaited: the page (and its slider) shows while the games load
  loader: ({ context }) => void context.queryClient.prefetchQuery(gameQueries.list(featured)),
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <GameGrid title={t`Juegos destacados`} filters={featured} />
      <InfoBlock />
    </>
  );
}
