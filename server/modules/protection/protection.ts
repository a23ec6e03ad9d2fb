// The player's protection settings as the calls read and change them (contract/protection.ts).
import { satoshisToMbtc } from '../../../contract/money';
import {
  LIMIT_PERIODS,
  LIMIT_TYPES,
  type BreakKind,
  type BreakView,
  type LimitPeriod,
  type LimitType,
  type LimitView,
} from '../../../contract/protection';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ApiError } from '../../http/api-error';
import { revokeOtherSessions } from '../identity/auth/sessions';
import { COUNTED } from './enforcement';
import { PROTECTION_PROFILES } from './profiles';
import {
  listLimits,
  readActivity,
  readSettings,
  saveBreak,
  saveLimit,
  type LimitRow,
} from './repository';
import {
  breakEnd,
  combineBreaks,
  confirmPendingLimit,
  breakStateOf,
  isBreakActive,
  PERIOD_MS,
  requestLimit,
} from './rules';

export const profileOf = (deps: Pick<AppDeps, 'config'>) =>
  PROTECTION_PROFILES[deps.config.JURISDICTION];

const emptyLimit = (type: LimitType, period: LimitPeriod): LimitRow => ({
  type,
  period,
  amount: null,
  inForceSince: null,
  pendingAmount: null,
  pendingRequestedAt: null,
  pendingConfirmableAt: null,
});

async function viewLimit(
  db: Queryable,
  playerId: number,
  limit: LimitRow,
  now: Date,
): Promise<LimitView> {
  const since = new Date(now.getTime() - PERIOD_MS[limit.period]);
  const used = (await readActivity(db, playerId, since))[COUNTED[limit.type]];
  const left = limit.amount === null ? null : limit.amount > used ? limit.amount - used : 0n;
  return {
    type: limit.type,
    period: limit.period,
    amount: limit.amount === null ? null : satoshisToMbtc(limit.amount),
    used: satoshisToMbtc(used > 0n ? used : 0n),
    left: left === null ? null : satoshisToMbtc(left),
    pending:
      limit.pendingRequestedAt && limit.pendingConfirmableAt
        ? {
            amount: limit.pendingAmount === null ? null : satoshisToMbtc(limit.pendingAmount),
            requestedAt: limit.pendingRequestedAt.toISOString(),
            confirmableAt: limit.pendingConfirmableAt.toISOString(),
          }
        : null,
  };
}

/** Every type and period, in contract order, each with what it counted over its window. */
export async function listLimitViews(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<LimitView[]> {
  const stored = await listLimits(db, playerId);
  const views: LimitView[] = [];
  for (const type of LIMIT_TYPES)
    for (const period of LIMIT_PERIODS) {
      const limit =
        stored.find((row) => row.type === type && row.period === period) ??
        emptyLimit(type, period);
      views.push(await viewLimit(db, playerId, limit, now));
    }
  return views;
}

async function changeLimit(
  deps: AppDeps,
  key: { playerId: number; type: LimitType; period: LimitPeriod },
  change: (limit: LimitRow, now: Date) => LimitRow,
): Promise<LimitView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // one player's changes one at a time
    await readSettings(tx, key.playerId, true);
    const stored = (await listLimits(tx, key.playerId)).find(
      (row) => row.type === key.type && row.period === key.period,
    );
    const changed = change(stored ?? emptyLimit(key.type, key.period), now);
    await saveLimit(tx, key.playerId, changed);
    return viewLimit(tx, key.playerId, changed, now);
  });
}

export function setLimit(
  deps: AppDeps,
  request: { playerId: number; type: LimitType; period: LimitPeriod; amount: bigint | null },
): Promise<LimitView> {
  return changeLimit(deps, request, (limit, now) =>
    requestLimit(limit, request.amount, profileOf(deps), now),
  );
}

export function confirmLimit(
  deps: AppDeps,
  request: { playerId: number; type: LimitType; period: LimitPeriod },
): Promise<LimitView> {
  return changeLimit(deps, request, (limit, now) => {
    const confirmed = confirmPendingLimit(limit, now);
    if (confirmed) return confirmed;
    throw new ApiError(
      409,
      'limit_not_confirmable',
      undefined,
      limit.pendingConfirmableAt
        ? { confirmableAt: limit.pendingConfirmableAt.toISOString() }
        : undefined,
    );
  });
}

export const breakView = (state: {
  kind: BreakKind | null;
  startedAt: Date | null;
  endsAt: Date | null;
}): BreakView | null =>
  state.kind && state.startedAt
    ? {
        kind: state.kind,
        startedAt: state.startedAt.toISOString(),
        endsAt: state.endsAt?.toISOString() ?? null,
      }
    : null;

/**
 * Starts a break at once: it never shortens one in force, and every session of the player ends
 * (they may sign in again, but only to see their account and withdraw).
 */
export async function takeBreak(
  deps: AppDeps,
  request: { playerId: number; kind: BreakKind; duration: string },
): Promise<BreakView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const settings = await readSettings(tx, request.playerId, true);
    const current = breakStateOf(settings);
    const next = combineBreaks(
      current,
      { kind: request.kind, endsAt: breakEnd(request.duration, now) },
      now,
    );
    await saveBreak(tx, request.playerId, next.kind, next.startedAt, next.endsAt);
    await revokeOtherSessions(tx, request.playerId, null);
    return breakView(next) as BreakView;
  });
}

/** The break in force at `now`, or null. */
export async function readActiveBreak(
  db: Queryable,
  playerId: number,
  now: Date,
): Promise<BreakView | null> {
  const settings = await readSettings(db, playerId, false);
  const state = breakStateOf(settings);
  return isBreakActive(state, now) ? breakView(state) : null;
}
