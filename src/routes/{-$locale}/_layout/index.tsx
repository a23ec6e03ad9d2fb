import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HOME_FEATURED_GAMES } from '../../../../contract/games';
import { InfoBlock } from '../../../features/layout/components/info-block';
import { gameQueries } from '../../../features/lobby/api/game-queries';
import { FavouritesProvider } from '../../../features/lobby/components/favourites-provider';
import { GameGrid } from '../../../features/lobby/components/game-grid';
import { GameRails } from '../../../features/lobby/components/game-rails';

export const Route = createFileRoute('/{-$locale}/_layout/')({
  // started, not awaited: the page (and its slider) shows while the games load
  loader: ({ context }) =>
    void context.queryClient.prefetchQuery(gameQueries.list(HOME_FEATURED_GAMES)),
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  return (
    <FavouritesProvider>
      <GameGrid title={t`Juegos destacados`} filters={HOME_FEATURED_GAMES} rails={<GameRails />} />
      <InfoBlock />
    </FavouritesProvider>
  );
}
