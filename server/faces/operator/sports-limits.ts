import type { Hono } from 'hono';
import { satoshisToMbtc } from '../../../contract/money';
import {
  adminGetSportsLimits,
  adminGetSportsStakeFactors,
  adminSetSportsBookLimits,
  adminSetSportsStakeFactor,
  adminSetSportsStakeLimits,
  ALL_SPORTS,
  type SportsLimitsView,
} from '../../../contract/operator/sports-limits';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/api-error';
import { bindOperatorCall } from './bind';
import { recordAudit, type AuditActor } from '../../modules/identity/staff/audit';
import {
  isKnownSport,
  listStakeFactors,
  lockPlayerStakeFactor,
  selectBookLimits,
  selectStakeLimits,
  updateBookLimits,
  updatePlayerStakeFactor,
  upsertStakeLimits,
} from '../../modules/sportsbook/limits/limits-repository';

/** The operator's calls of the sportsbook's limits (contract/operator/sports-limits.ts). */
export function registerOperatorSportsLimitsCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindOperatorCall(app, deps, adminGetSportsLimits, async () => ({
    status: 1,
    limits: await limitsView(db),
  }));

  bindOperatorCall(app, deps, adminGetSportsStakeFactors, async ({ input }) => ({
    status: 1,
    ...(await listStakeFactors(db, input.page, input.itemsPerPage)),
  }));

  // each change commits with its audit entry, the limits before and after
  const changeLimits = (
    action: string,
    actor: AuditActor,
    change: (tx: Queryable) => Promise<void>,
  ) =>
    db.transaction(async (tx) => {
      const before = await limitsView(tx);
      await change(tx);
      const after = await limitsView(tx);
      await recordAudit(tx, actor, { action, target: 'sports_limits', before, after });
      return after;
    });

  bindOperatorCall(app, deps, adminSetSportsStakeLimits, async ({ input, staff, ip }) => {
    if (input.sportId !== ALL_SPORTS && !(await isKnownSport(db, input.sportId))) throw notFound();
    const limits = await changeLimits(adminSetSportsStakeLimits.path, { staff, ip }, (tx) =>
      upsertStakeLimits(tx, {
        sportId: input.sportId,
        inPlay: input.inPlay,
        minStake: input.minStake,
        maxStake: input.maxStake,
      }),
    );
    return { status: 1, limits };
  });

  bindOperatorCall(app, deps, adminSetSportsBookLimits, async ({ input, staff, ip }) => {
    const limits = await changeLimits(adminSetSportsBookLimits.path, { staff, ip }, (tx) =>
      updateBookLimits(tx, input),
    );
    return { status: 1, limits };
  });

  bindOperatorCall(app, deps, adminSetSportsStakeFactor, async ({ input, staff, ip }) => {
    const factorMilli = Math.round(input.factor * 1000);
    await db.transaction(async (tx) => {
      const player = await lockPlayerStakeFactor(tx, input.username);
      if (!player || !(await updatePlayerStakeFactor(tx, input.username, factorMilli)))
        throw notFound();
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminSetSportsStakeFactor.path,
          playerId: player.id,
          before: { factor: player.factor },
          after: { factor: factorMilli / 1000 },
        },
      );
    });
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
