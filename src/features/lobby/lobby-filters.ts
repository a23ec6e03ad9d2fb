import * as v from 'valibot';
import {
  GAME_CATEGORIES,
  GAME_ORDERS,
  type GameCategory,
  type Locale,
} from '../../../contract/constants';
import type { GameFilters } from './api/game-queries';

/** The casino lobby's category chips: every category but the live dealers (their own lobby). */
export const CASINO_CATEGORIES: readonly GameCategory[] = GAME_CATEGORIES.filter(
  (category) => category !== 'live-dealer',
);

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
  locale: Locale,
  choices: LobbyChoices = DEFAULT_CHOICES,
): Omit<GameFilters, 'page'> {
  return {
    ...base,
    lan: locale,
    ...(choices.category && { category: choices.category, categories: null }),
    provider: choices.provider || null,
    search: choices.search || null,
    order: choices.order,
  };
}

// the router reads digits-only values as numbers: text params take either
const textParam = v.fallback(
  v.optional(v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.maxLength(100))),
  undefined,
);

/**
 * A lobby's choices in its URL (`?category=&provider=&q=&order=`), so a shared link, a reload
 * and the way back from a game keep them. Unknown values fall back to the defaults.
 */
export const lobbySearchSchema = v.object({
  category: v.fallback(v.optional(v.picklist(GAME_CATEGORIES)), undefined),
  provider: textParam,
  q: textParam,
  order: v.fallback(v.optional(v.picklist(GAME_ORDERS)), undefined),
});
export type LobbySearch = v.InferOutput<typeof lobbySearchSchema>;

/** The choices a lobby URL asks for; a category the lobby does not offer is ignored. */
export function choicesFromSearch(
  search: LobbySearch,
  offered: readonly GameCategory[] = [],
): LobbyChoices {
  return {
    category: search.category && offered.includes(search.category) ? search.category : null,
    provider: search.provider ?? '',
    search: search.q?.trim() ?? '',
    order: search.order ?? DEFAULT_CHOICES.order,
  };
}

/** The URL params of `choices`, defaults left out. */
export function searchFromChoices(choices: LobbyChoices): LobbySearch {
  return {
    ...(choices.category && { category: choices.category }),
    ...(choices.provider && { provider: choices.provider }),
    ...(choices.search && { q: choices.search }),
    ...(choices.order !== DEFAULT_CHOICES.order && { order: choices.order }),
  };
}
