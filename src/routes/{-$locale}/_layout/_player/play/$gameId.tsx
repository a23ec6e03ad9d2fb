import { createFileRoute, notFound } from '@tanstack/react-router';
import * as v from 'valibot';
import { FavouritesProvider } from '../../../../../features/lobby/components/favourites-provider';
import { GamePage } from '../../../../../features/lobby/components/game-page';

/** A game in play (players only, see _player). */
export const Route = createFileRoute('/{-$locale}/_layout/_player/play/$gameId')({
  // an address that names no game (`/play/dice`) is a page not found, not an error
  beforeLoad: ({ params }) => {
    if (!/^\d{1,9}$/.test(params.gameId)) throw notFound();
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
