import type { Hono } from 'hono';
import { satoshisToMbtc } from '../../../../contract/money';
import {
  adminGetSportsLimits,
  adminSetSportsBookLimits,
  adminSetSportsStakeFactor,
  adminSetSportsStakeLimits,
  ALL_SPORTS,
  type SportsLimitsView,
} from '../../../../contract/sports-limits';
import type { Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { notFound } from '../../../http/api-error';
import { bindCall } from '../../../http/bind';
import {
  isKnownSport,
  selectBookLimits,
  selectStakeLimits,
  updateBookLimits,
  updatePlayerStakeFactor,
  upsertStakeLimits,
} from './limits-repository';

/** The operator's calls of the sportsbook's limits (contract/sports-limits.ts). */
export function registerSportsLimitsRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindCall(app, deps, adminGetSportsLimits, async () => ({
    status: 1,
    limits: await limitsView(db),
  }));

  bindCall(app, deps, adminSetSportsStakeLimits, async ({ input }) => {
    if (input.sportId !== ALL_SPORTS && !(await isKnownSport(db, input.sportId))) throw notFound();
    await upsertStakeLimits(db, {
      sportId: input.sportId,
      inPlay: input.inPlay,
      minStake: input.minStake,
      maxStake: input.maxStake,
    });
    return { status: 1, limits: await limitsView(db) };
  });

  bindCall(app, deps, adminSetSportsBookLimits, async ({ input }) => {
    await updateBookLimits(db, input);
    return { status: 1, limits: await limitsView(db) };
  });

  bindCall(app, deps, adminSetSportsStakeFactor, async ({ input }) => {
    const factorMilli = Math.round(input.factor * 1000);
    if (!(await updatePlayerStakeFactor(db, input.username, factorMilli))) throw notFound();
    return { status: 1, username: input.username, factor: factorMilli / 1000 };
  });
}

async function limitsView(db: Queryable): Promise<SportsLimitsView> {
  const [stake, book] = await Promise.all([selectStakeLimits(db), selectBookLimits(db)]);
  return {
    stake: stake.map((row) => ({
      sportId: row.sportId,
      inPlay: row.inPlay,
      minStake: satoshisToMbtc(row.minStake),
      maxStake: satoshisToMbtc(row.maxStake),
    })),
    maxPayout: satoshisToMbtc(book.maxPayout),
    marketLiability: satoshisToMbtc(book.marketLiability),
    eventLiability: satoshisToMbtc(book.eventLiability),
  };
}

/**
 * The pre-match stakes of every sport's defaults (mBTC), the `limits` get_sports shows the slip;
 * a sport's own limits, in-play limits and the player's factor are answered by a refusal.
 */
export async function defaultStakeLimitsView(
  db: Queryable,
): Promise<{ minStake: number; maxStake: number }> {
  const defaults = (await selectStakeLimits(db)).find(
    (row) => row.sportId === ALL_SPORTS && !row.inPlay,
  );
  if (!defaults) throw new Error('missing the default stake limits (migration 0021)');
  return {
    minStake: satoshisToMbtc(defaults.minStake),
    maxStake: satoshisToMbtc(defaults.maxStake),
  };
}
