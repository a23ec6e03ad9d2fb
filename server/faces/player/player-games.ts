import type { Hono } from 'hono';
import {
  getFavouriteGames,
  getLiveNow,
  getRecentlyPlayed,
  LIVE_TABLE_OPEN_SECONDS,
  setFavouriteGame,
} from '../../../contract/player-games';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { bindPlayerCall } from './bind';
import {
  addFavouriteGame,
  listFavouriteGames,
  listRecentlyPlayed,
  removeFavouriteGame,
} from '../../modules/games/player-games';
import { findPlayableGame, listPlayableGamesBySlug } from '../../modules/games/repository';
import { listOpenTables } from '../../modules/live/repository';

/** front/games/*: the lobby's rails (recently played, favourites, live now; docs/api.md). */
export function registerPlayerGameListCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, getRecentlyPlayed, async ({ caller }) => ({
    status: 1,
    rows: await listRecentlyPlayed(db, caller.playerId),
  }));

  bindPlayerCall(app, deps, getFavouriteGames, async ({ caller }) => ({
    status: 1,
    rows: await listFavouriteGames(db, caller.playerId),
  }));

  bindPlayerCall(app, deps, setFavouriteGame, async ({ caller, input }) => {
    if (input.favourite) {
      if (!(await findPlayableGame(db, input.gameId))) throw new ApiError(404, 'game_unavailable');
      await addFavouriteGame(db, caller.playerId, input.gameId, deps.clock.now());
    } else {
      await removeFavouriteGame(db, caller.playerId, input.gameId);
    }
    return { status: 1, gameId: input.gameId, favourite: input.favourite };
  });

  bindPlayerCall(app, deps, getLiveNow, async () => {
    const open = await listOpenTables(db, LIVE_TABLE_OPEN_SECONDS);
    const games = new Map(
      (
        await listPlayableGamesBySlug(
          db,
          open.map((table) => table.table_slug),
        )
      ).map((game) => [game.slug, game]),
    );
    return {
      status: 1,
      tables: open.flatMap(({ table_slug, phase, players }) => {
        const game = games.get(table_slug);
        if (!game) return [];
        return [
          { game, phase: phase === 'betting' || phase === 'running' ? phase : 'between', players },
        ];
      }),
    };
  });
}
