import type { Game } from '../../../contract/games';
import { RECENTLY_PLAYED_LIMIT } from '../../../contract/player-games';

/** A favourite marked or unmarked, as the player asked it (the optimistic change). */
export interface FavouriteChange {
  game: Game;
  favourite: boolean;
}

/**
 * The favourites after a change, as the server makes them (front/games/set_favourite): a new one
 * goes first, one marked again keeps its place, an unmarked one leaves. Applying a change twice
 * gives the same list, so the optimistic change over a list that has it already shows it once.
 */
export function applyFavouriteChange(favourites: Game[], change: FavouriteChange): Game[] {
  const isThere = favourites.some((game) => game.id === change.game.id);
  if (!change.favourite)
    return isThere ? favourites.filter((game) => game.id !== change.game.id) : favourites;
  return isThere ? favourites : [change.game, ...favourites];
}

/** The recently played list once `game` was launched: first, once, the oldest beyond the limit out. */
export function withRecentGame(recent: Game[] | undefined, game: Game): Game[] {
  return [game, ...(recent ?? []).filter((entry) => entry.id !== game.id)].slice(
    0,
    RECENTLY_PLAYED_LIMIT,
  );
}
