import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { FavouritesProvider } from '../../../../../features/lobby/components/favourites-provider';
import { GamePage } from '../../../../../features/lobby/components/game-page';

/** A game in play (players only, see _player). */
export const Route = createFileRoute('/{-$locale}/_layout/_player/play/$gameId')({
  params: {
    parse: (params) => ({ gameId: v.parse(v.pipe(v.string(), v.regex(/^\d+$/)), params.gameId) }),
    stringify: (params) => ({ gameId: params.gameId }),
  },
  validateSearch: v.object({ live: v.fallback(v.optional(v.boolean()), undefined) }),
  component: PlayRoute,
});

function PlayRoute() {
  const { gameId } = Route.useParams();
  const { live } = Route.useSearch();
  return (
    <FavouritesProvider>
      <GamePage gameId={Number(gameId)} isLive={live === true} />
    </FavouritesProvider>
  );
}
