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
import { bindCall } from '../../http/bind';
import { createOpaqueToken } from '../auth/tokens';
import { findPlayableGame, listGames, openGameSession } from './repository';

/** A launch token opens one game once, within this many minutes. */
const LAUNCH_TOKEN_MINUTES = 5;

export function registerGameRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindCall(app, deps, getGames, async ({ input }) => ({
    status: 1,
    ...(await listGames(db, input)),
  }));

  for (const call of [getGameUrl, getLiveGameUrl]) {
    const wantsLive = call === getLiveGameUrl;
    bindCall(app, deps, call, async ({ input, caller }) => {
      const game = await findPlayableGame(db, input.gameId);
      if (!game || game.isLive !== wantsLive) throw new ApiError(404, 'game_unavailable');
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

  bindCall(app, deps, getGameGroupList, async ({ input }) => {
    const nameColumn = input.lan === 'en' ? 'name_en' : 'name_es';
    // counted as get_games lists them: a disabled provider's games are not playable
    const groups = await db.query<{ id: number; slug: string; name: string; game_count: number }>(
      `SELECT gr.id, gr.slug, gr.${nameColumn} AS name, count(g.id)::int AS game_count
         FROM game_groups gr
         LEFT JOIN game_group_games gg ON gg.group_id = gr.id
         LEFT JOIN (games g JOIN game_providers p ON p.id = g.provider_id AND p.enabled)
           ON g.id = gg.game_id AND g.enabled
        GROUP BY gr.id ORDER BY gr.sort, gr.id`,
    );
    const categories = await db.query<{
      category: (typeof GAME_CATEGORIES)[number];
      game_count: number;
    }>(
      `SELECT g.category, count(*)::int AS game_count
         FROM games g JOIN game_providers p ON p.id = g.provider_id
        WHERE g.enabled AND p.enabled GROUP BY g.category`,
    );
    const counts = new Map(categories.rows.map((row) => [row.category, row.game_count]));
    return {
      status: 1,
      groups: groups.rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        gameCount: row.game_count,
      })),
      // in the spec's order, only categories the catalogue holds
      categories: GAME_CATEGORIES.filter((slug) => counts.has(slug)).map((slug) => ({
        slug,
        gameCount: counts.get(slug) ?? 0,
      })),
    };
  });

  bindCall(app, deps, getGameProviders, async () => {
    const { rows } = await db.query<{
      id: number;
      slug: string;
      name: string;
      logo_url: string | null;
      game_count: number;
    }>(
      `SELECT p.id, p.slug, p.name, p.logo_url, count(g.id)::int AS game_count
         FROM game_providers p LEFT JOIN games g ON g.provider_id = p.id AND g.enabled
        WHERE p.enabled GROUP BY p.id ORDER BY p.sort, p.name`,
    );
    return {
      status: 1,
      providers: rows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        logoUrl: row.logo_url,
        gameCount: row.game_count,
      })),
    };
  });
}
