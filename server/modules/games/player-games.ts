// The player's own lists in the lobby (migration 0036_player_games.sql): the games they launched
// last and their favourites. Only playable games are listed: a game the catalogue disabled since
// keeps its row and shows again once enabled.
import { MAX_FAVOURITE_GAMES, RECENTLY_PLAYED_LIMIT } from '../../../contract/player-games';
import type { Game } from '../../../contract/games';
import type { Queryable } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { GAME_SELECT, toGame, type GameRow } from './repository';

/** Records a launch: the game moves to the front, and only the newest launches are kept. */
export async function recordGamePlayed(
  db: Queryable,
  playerId: number,
  gameId: number,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO player_recent_games (player_id, game_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (player_id, game_id) DO UPDATE SET played_at = GREATEST(player_recent_games.played_at, EXCLUDED.played_at)`,
    [playerId, gameId, at],
  );
  await db.query(
    `DELETE FROM player_recent_games WHERE player_id = $1 AND game_id NOT IN (
       SELECT game_id FROM player_recent_games WHERE player_id = $1
        ORDER BY played_at DESC, game_id DESC LIMIT $2)`,
    [playerId, RECENTLY_PLAYED_LIMIT],
  );
}

export async function listRecentlyPlayed(db: Queryable, playerId: number): Promise<Game[]> {
  const { rows } = await db.query<GameRow>(
    `${GAME_SELECT} JOIN player_recent_games r ON r.game_id = g.id
      WHERE r.player_id = $1 AND g.enabled AND p.enabled
      ORDER BY r.played_at DESC, g.id DESC LIMIT $2`,
    [playerId, RECENTLY_PLAYED_LIMIT],
  );
  return rows.map(toGame);
}

export async function listFavouriteGames(db: Queryable, playerId: number): Promise<Game[]> {
  const { rows } = await db.query<GameRow>(
    `${GAME_SELECT} JOIN player_favourite_games f ON f.game_id = g.id
      WHERE f.player_id = $1 AND g.enabled AND p.enabled
      ORDER BY f.created_at DESC, g.id DESC LIMIT $2`,
    [playerId, MAX_FAVOURITE_GAMES],
  );
  return rows.map(toGame);
}

/**
 * Marks a game as a favourite (a second mark changes nothing, not even its place) within the
 * player's MAX_FAVOURITE_GAMES; 400 `favourite_limit` beyond them.
 */
export async function addFavouriteGame(
  db: Queryable,
  playerId: number,
  gameId: number,
  at: Date,
): Promise<void> {
  const { rowCount } = await db.query(
    `INSERT INTO player_favourite_games (player_id, game_id, created_at)
     SELECT $1, $2, $3
      WHERE (SELECT count(*) FROM player_favourite_games WHERE player_id = $1) < $4
     ON CONFLICT (player_id, game_id) DO NOTHING`,
    [playerId, gameId, at, MAX_FAVOURITE_GAMES],
  );
  if (rowCount) return;
  const { rows } = await db.query<{ found: number }>(
    'SELECT 1 AS found FROM player_favourite_games WHERE player_id = $1 AND game_id = $2',
    [playerId, gameId],
  );
  if (rows.length === 0)
    throw new ApiError(400, 'favourite_limit', undefined, { max: MAX_FAVOURITE_GAMES });
}

export async function removeFavouriteGame(
  db: Queryable,
  playerId: number,
  gameId: number,
): Promise<void> {
  await db.query('DELETE FROM player_favourite_games WHERE player_id = $1 AND game_id = $2', [
    playerId,
    gameId,
  ]);
}
