import { GAME_CATEGORIES, type GameCategory } from '../../../contract/constants';
import type { GameFilters } from './api/game-queries';

/** The casino lobby's category chips: every category but the live dealers (their own lobby). */
export const CASINO_CATEGORIES: readonly GameCategory[] = GAME_CATEGORIES.filter(
  (category) => category !== 'live-dealer',
);
/** Until a sportsbook is configured, the sports lobby lists these games. */
export const SPORTS_CATEGORIES: readonly GameCategory[] = ['sports', 'racing', 'fighting'];

export interface LobbyChoices {
  category: GameCategory | null;
  provider: string;
  search: string;
  order: NonNullable<GameFilters['order']>;
}

export const DEFAULT_CHOICES: LobbyChoices = {
  category: null,
  provider: '',
  search: '',
  order: 'popular',
};

/**
 * The games call of a lobby: what the lobby is made of plus the player's choices. The route's
 * loader and the lobby build it the same way, so the prefetched first page is the one shown.
 */
export function lobbyFilters(
  base: Omit<GameFilters, 'page' | 'lan'>,
  locale: string | undefined,
  choices: LobbyChoices = DEFAULT_CHOICES,
): Omit<GameFilters, 'page'> {
  return {
    ...base,
    lan: locale === 'en' ? 'en' : 'es',
    ...(choices.category && { category: choices.category, categories: null }),
    provider: choices.provider || null,
    search: choices.search || null,
    order: choices.order,
  };
}
