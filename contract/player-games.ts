// The lobby's own rails (issue 35): the games the player launched last and their favourites, kept
// per player on the server (the same on every device), and the shared live tables open now.
import * as v from 'valibot';
import { defineCall } from './call';
import { emptyRequest, id, ok } from './common';
import { game } from './games';

/** The recently played rail shows at most this many games, the last launched first. */
export const RECENTLY_PLAYED_LIMIT = 12;
/** At most this many favourites per player (400 `favourite_limit`, param `max`). */
export const MAX_FAVOURITE_GAMES = 100;
/** A live table counts as open while its latest round opened at most this long ago. */
export const LIVE_TABLE_OPEN_SECONDS = 300;

const gamesResponse = v.object({ status: ok, rows: v.array(game) });

/** The games the player launched last, newest first (each game once, at its last launch). */
export const getRecentlyPlayed = defineCall({
  path: 'front/games/get_recently_played',
  method: 'POST',
  auth: 'player',
  request: emptyRequest,
  response: gamesResponse,
});

/** The player's favourite games, the last marked first. */
export const getFavouriteGames = defineCall({
  path: 'front/games/get_favourites',
  method: 'POST',
  auth: 'player',
  request: emptyRequest,
  response: gamesResponse,
});

/**
 * Marks a game as a favourite or not. It sets the state rather than toggling it, so sending it
 * twice changes nothing more (a retry is safe). 404 `game_unavailable` for a game not in the
 * catalogue (or disabled) when marking; unmarking any game answers 200.
 */
export const setFavouriteGame = defineCall({
  path: 'front/games/set_favourite',
  method: 'POST',
  auth: 'player',
  request: v.object({ gameId: id, favourite: v.boolean('invalid_value') }),
  response: v.object({ status: ok, gameId: v.number(), favourite: v.boolean() }),
});

export const liveTableNow = v.object({
  game,
  /** the round in play: taking bets, or its climb or spin; between rounds `between` */
  phase: v.picklist(['betting', 'running', 'between']),
  /** players with a bet in the round in play (or the last one, between rounds) */
  players: v.number(),
});
export type LiveTableNow = v.InferOutput<typeof liveTableNow>;

/** The shared live tables open now (a round opened within LIVE_TABLE_OPEN_SECONDS). */
export const getLiveNow = defineCall({
  path: 'front/games/get_live_now',
  method: 'POST',
  auth: 'optional',
  request: emptyRequest,
  response: v.object({ status: ok, tables: v.array(liveTableNow) }),
});
