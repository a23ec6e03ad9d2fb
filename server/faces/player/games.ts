import type { Hono } from 'hono';
import { GAME_CATEGORIES } from '../../../contract/constants';
import {
  getGameGroupList,
  getGameProviders,
  getGames,
  getGameUrl,
  getLiveGameUrl,
} from '../../../contract/games';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { bindPlayerCall } from './bind';
import { createOpaqueToken } from '../../modules/identity/auth/tokens';
import { checkNoBreak } from '../../modules/protection/enforcement';
import { recordGamePlayed } from '../../modules/games/player-games';
import {
  countPlayableGamesByCategory,
  findPlayableGame,
  listEnabledProviders,
  listGameGroups,
  listGames,
  openGameSession,
} from '../../modules/games/repository';

/** A launch token opens one game once, within this many minutes. */
const LAUNCH_TOKEN_MINUTES = 5;

export function registerPlayerGameCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, getGames, async ({ input }) => ({
    status: 1,
    ...(await listGames(db, input)),
  }));

  for (const call of [getGameUrl, getLiveGameUrl]) {
    const wantsLive = call === getLiveGameUrl;
    bindPlayerCall(app, deps, call, async ({ input, caller }) => {
      const game = await findPlayableGame(db, input.gameId);
      if (!game || game.isLive !== wantsLive) throw new ApiError(404, 'game_unavailable');
      // a player on a break opens no game, as they place no bet (403 self_excluded / on_time_out)
      await checkNoBreak(db, caller.playerId, deps.clock.now());
      const { token, hash } = createOpaqueToken();
      await openGameSession(
        db,
        {
          tokenHash: hash,
          playerId: caller.playerId,
          sessionFamily: caller.sessionFamily,
          gameId: game.id,
        },
        LAUNCH_TOKEN_MINUTES,
      );
      // the recently played rail, the same on every device the player uses
      await recordGamePlayed(db, caller.playerId, game.id, deps.clock.now());
      const url = new URL(game.launchUrl, deps.config.PUBLIC_URL ?? 'http://localhost');
      url.searchParams.set('game', game.slug);
      url.searchParams.set('token', token);
      url.searchParams.set('lang', input.lan);
      url.searchParams.set('mobile', input.is_mobile ? '1' : '0');
      const { launchUrl: _launchUrl, ...publicGame } = game;
      // relative launch URLs stay relative: the house provider is served by this same origin
      const launch = game.launchUrl.startsWith('/')
        ? `${url.pathname}${url.search}`
        : url.toString();
      return { status: 1, url: launch, game: publicGame };
    });
  }

  bindPlayerCall(app, deps, getGameGroupList, async ({ input }) => {
    const counts = await countPlayableGamesByCategory(db);
    return {
      status: 1,
      groups: await listGameGroups(db, input.lan),
      // in the spec's order, only categories the catalogue holds
      categories: GAME_CATEGORIES.filter((slug) => counts.has(slug)).map((slug) => ({
        slug,
        gameCount: counts.get(slug) ?? 0,
      })),
    };
  });

  bindPlayerCall(app, deps, getGameProviders, async () => ({
    status: 1,
    providers: await listEnabledProviders(db),
  }));
}
