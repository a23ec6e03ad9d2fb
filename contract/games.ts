import * as v from 'valibot';
import { defineCall } from './call';
import { id, locale, ok, plainText } from './common';
import {
  DEFAULT_LOCALE,
  GAME_CATEGORIES,
  GAME_ORDERS,
  GAMES_PAGE_SIZE,
  MAX_PAGE_SIZE,
} from './constants';
import { integerFrom, MAX_PAGE, noControlCharacters } from './input-limits';

export const game = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  category: v.picklist(GAME_CATEGORIES),
  provider: v.object({ id: v.number(), slug: v.string(), name: v.string() }),
  imageUrl: v.string(),
  isLive: v.boolean(),
  isFeatured: v.boolean(),
  createdAt: v.string(),
});
export type Game = v.InferOutput<typeof game>;

/** The home page's "featured games" list: the page asks for it, and the server inlines it. */
export const HOME_FEATURED_GAMES = { featured: true, itemsPerPage: 12 } as const;

export const getGames = defineCall({
  path: 'front/get_games',
  method: 'POST',
  auth: 'optional',
  request: v.object({
    lan: locale,
    category: v.optional(v.nullable(v.picklist(GAME_CATEGORIES, 'invalid_value'))),
    /** Several categories at once, e.g. the sports lobby (sports, racing, fighting). */
    categories: v.optional(
      v.nullable(
        v.pipe(
          v.array(v.picklist(GAME_CATEGORIES, 'invalid_value'), 'invalid_value'),
          v.maxLength(GAME_CATEGORIES.length, 'invalid_value'),
        ),
      ),
    ),
    provider: v.optional(v.nullable(plainText(60))),
    group: v.optional(v.nullable(plainText(60))),
    search: v.optional(
      v.nullable(
        v.pipe(
          v.string('invalid_value'),
          v.trim(),
          v.maxLength(100, 'invalid_value'),
          noControlCharacters(),
        ),
      ),
    ),
    isLive: v.optional(v.nullable(v.boolean())),
    featured: v.optional(v.nullable(v.boolean())),
    order: v.optional(v.picklist(GAME_ORDERS, 'invalid_value'), 'popular'),
    page: v.optional(integerFrom(1, 'invalid_value', MAX_PAGE), 1),
    itemsPerPage: v.optional(integerFrom(1, 'invalid_value', MAX_PAGE_SIZE), GAMES_PAGE_SIZE),
  }),
  response: v.object({ status: ok, rows: v.array(game), count: v.number() }),
});

const launchRequest = v.object({
  gameId: id,
  lan: locale,
  is_mobile: v.optional(v.boolean(), false),
});
const launchResponse = v.object({
  status: ok,
  /** The provider's launch URL carrying a one-time session token for this player and game. */
  url: v.string(),
  game,
});

export const getGameUrl = defineCall({
  path: 'front/get_game_url',
  method: 'POST',
  auth: 'player',
  request: launchRequest,
  response: launchResponse,
});

export const getLiveGameUrl = defineCall({
  path: 'front/get_live_game_url',
  method: 'POST',
  auth: 'player',
  request: launchRequest,
  response: launchResponse,
});

export const gameGroup = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  gameCount: v.number(),
});

export const getGameGroupList = defineCall({
  path: 'front/get_game_group_list',
  method: 'POST',
  auth: 'optional',
  request: v.optional(v.object({ lan: locale }), { lan: DEFAULT_LOCALE }),
  response: v.object({
    status: ok,
    groups: v.array(gameGroup),
    categories: v.array(v.object({ slug: v.picklist(GAME_CATEGORIES), gameCount: v.number() })),
  }),
});

export const gameProvider = v.object({
  id: v.number(),
  slug: v.string(),
  name: v.string(),
  logoUrl: v.nullable(v.string()),
  gameCount: v.number(),
});

export const getGameProviders = defineCall({
  path: 'front/get_game_providers',
  method: 'POST',
  auth: 'optional',
  request: v.optional(v.object({}), {}),
  response: v.object({ status: ok, providers: v.array(gameProvider) }),
});
