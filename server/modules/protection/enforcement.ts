// The one place every money path asks whether the player may move money (ARCHITECTURE.md,
// protection): a bet of any vertical (seamless wallet, sportsbook), a deposit address, a
// deposit. Called inside the path's transaction after the player's cash lock, so two bets of
// one player are checked one after the other against what the first did.
import { satoshisToMbtc } from '../../../contract/money';
import type { LimitType } from '../../../contract/protection';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { PROTECTION_PROFILES } from './profiles';
import { listLimits, readActivity, readSettings, type Activity } from './repository';
import { breakStateOf, isBreakActive, PERIOD_MS } from './rules';

/** 403 `self_excluded` / `on_time_out` while a break is in force (param `until` unless indefinite). */
export async function checkNoBreak(db: Queryable, playerId: number, now: Date): Promise<void> {
  const settings = await readSettings(db, playerId, false);
  const state = breakStateOf(settings);
  if (!isBreakActive(state, now)) return;
  const code = settings.breakKind === 'self_exclusion' ? 'self_excluded' : 'on_time_out';
  const until = settings.breakEndsAt;
  throw new ApiError(403, code, undefined, until ? { until: until.toISOString() } : undefined);
}

/** Which activity each type of limit counts. */
export const COUNTED: Record<LimitType, keyof Activity> = {
  deposit: 'deposited',
  loss: 'lost',
  wager: 'wagered',
};

export interface Headroom {
  /** satoshis still allowed under the tightest limit, never below 0; null without a limit */
  left: bigint | null;
  binding: { type: LimitType; period: string } | null;
}

/** What the player may still lose/wager/deposit under the limits in force of `types`. */
export async function readHeadroom(
  db: Queryable,
  playerId: number,
  types: readonly LimitType[],
  now: Date,
): Promise<Headroom> {
  const limits = (await listLimits(db, playerId)).filter(
    (limit) => limit.amount !== null && types.includes(limit.type),
  );
  let headroom: Headroom = { left: null, binding: null };
  for (const limit of limits) {
    const since = new Date(now.getTime() - PERIOD_MS[limit.period]);
    const activity = await readActivity(db, playerId, since);
    const used = activity[COUNTED[limit.type]];
    const left = (limit.amount as bigint) - used;
    const clamped = left > 0n ? left : 0n;
    if (headroom.left === null || clamped < headroom.left)
      headroom = { left: clamped, binding: { type: limit.type, period: limit.period } };
  }
  return headroom;
}

/**
 * Refuses a stake the player may not place now: 403 during a break; 409 `limit_exceeded` beyond
 * a loss or wager limit (a stake can lose at most itself), with params `max` (mBTC still
 * allowed), `limit` and `period` of the tightest limit.
 */
export async function checkBet(
  db: Queryable,
  bet: { playerId: number; stake: bigint; now: Date },
): Promise<void> {
  await checkNoBreak(db, bet.playerId, bet.now);
  const headroom = await readHeadroom(db, bet.playerId, ['loss', 'wager'], bet.now);
  if (headroom.left === null || bet.stake <= headroom.left || !headroom.binding) return;
  throw new ApiError(409, 'limit_exceeded', undefined, {
    max: satoshisToMbtc(headroom.left),
    limit: headroom.binding.type,
    period: headroom.binding.period,
  });
}

/**
 * Refuses a deposit address during a break (403 `self_excluded` / `on_time_out`) and, where the
 * profile requires it, before the player has a deposit limit (409 `deposit_limit_required`).
 */
export async function checkDepositAllowed(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  playerId: number,
): Promise<void> {
  await checkNoBreak(deps.db, playerId, deps.clock.now());
  if (!PROTECTION_PROFILES[deps.config.JURISDICTION].limitsRequiredBeforeDeposit) return;
  const limits = await listLimits(deps.db, playerId);
  if (!limits.some((limit) => limit.type === 'deposit' && limit.amount !== null))
    throw new ApiError(409, 'deposit_limit_required');
}
