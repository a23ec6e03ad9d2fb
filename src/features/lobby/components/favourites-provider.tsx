import { useLingui } from '@lingui/react/macro';
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, use, useOptimistic, startTransition, type ReactNode } from 'react';
import type { Game } from '../../../../contract/games';
import type { Player } from '../../../../contract/players';
import { setFavouriteGame } from '../../../../contract/player-games';
import { callApi } from '../../../lib/api-client';
import { errorMessage, failureMessage } from '../../../lib/error-messages';
import { isSignedInOnceKnown, playerQueries, usePlayer } from '../../../lib/player-queries';
import { requestLogin, showToast } from '../../../stores/ui-store';
import { playerGameQueries } from '../api/player-game-queries';
import { applyFavouriteChange, type FavouriteChange } from '../player-game-lists';

interface Favourites {
  /** The favourites as the player sees them: the saved list with the changes still on their way. */
  games: Game[] | undefined;
  isFavourite: (gameId: number) => boolean;
  /** Marks or unmarks a game; a visitor is asked to log in instead. */
  toggle: (game: Game) => void;
}

const FavouritesContext = createContext<Favourites | null>(null);
const NONE: Game[] = [];

/** The favourites of the lobby's pages, or null outside a FavouritesProvider (no toggles then). */
export function useFavourites(): Favourites | null {
  return use(FavouritesContext);
}

/**
 * The player's favourites for everything under it (every tile's heart, the favourites rail, the
 * game page): one list, so a heart pressed on a tile shows in the rail at once. A change shows
 * before the server answers (useOptimistic) and goes back, with a toast saying why, if it refuses.
 * Offline a change is refused at once: the app's offline queue carries withdrawals only, and a
 * favourite is nothing to replay on a later day without the player seeing it.
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const player = usePlayer();
  const saved = useQuery({
    ...playerGameQueries.favourites(player?.id ?? 0),
    enabled: player !== null,
  });
  const [games, applyOptimistic] = useOptimistic(saved.data ?? NONE, applyFavouriteChange);

  const send = (playerId: number, change: FavouriteChange) =>
    startTransition(async () => {
      applyOptimistic(change);
      const { name } = change.game;
      try {
        await callApi(setFavouriteGame, { gameId: change.game.id, favourite: change.favourite });
        queryClient.setQueryData(playerGameQueries.favourites(playerId).queryKey, (rows) =>
          applyFavouriteChange(rows ?? [], change),
        );
      } catch (error) {
        const reason = failureMessage(i18n, error);
        showToast(
          change.favourite
            ? t`«${name}» no se ha añadido a favoritos. ${reason}`
            : t`«${name}» sigue en favoritos. ${reason}`,
          'error',
        );
      }
    });

  const toggle = (game: Game) => {
    const change = { game, favourite: !games.some((entry) => entry.id === game.id) };
    if (player) {
      if (!onlineManager.isOnline())
        return showToast(errorMessage(i18n, 'offline_favourite_refused'), 'error');
      return send(player.id, change);
    }
    // a reload still restoring the session: its answer says whether this is a visitor
    void isSignedInOnceKnown(queryClient).then((isSignedIn) => {
      const known = queryClient.getQueryData<Player>(playerQueries.current().queryKey);
      if (!isSignedIn || !known) requestLogin();
      else if (!onlineManager.isOnline())
        showToast(errorMessage(i18n, 'offline_favourite_refused'), 'error');
      else send(known.id, change);
    });
  };

  const value: Favourites = {
    games: player && saved.data ? games : undefined,
    isFavourite: (gameId) => games.some((game) => game.id === gameId),
    toggle,
  };
  return <FavouritesContext value={value}>{children}</FavouritesContext>;
}
