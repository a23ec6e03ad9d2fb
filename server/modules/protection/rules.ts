// The timing rules of limits and breaks, on values alone (docs/player-protection.md): no I/O,
// so every edge is tested with a clock.
import type { BreakKind, LimitPeriod } from '../../../contract/protection';
import type { ProtectionProfile } from './profiles';
import type { LimitRow } from './repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A limit's window: the last 24 hours, 7 days or 30 days before now (rolling). */
export const PERIOD_MS: Record<LimitPeriod, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/**
 * The end of the limit's period that is under way at `now`, its periods running back to back
 * from when the amount came into force (used only where the profile waits for it: `se`).
 */
export function currentPeriodEnd(since: Date, period: LimitPeriod, now: Date): Date {
  const length = PERIOD_MS[period];
  const elapsed = Math.max(0, now.getTime() - since.getTime());
  return new Date(since.getTime() + (Math.floor(elapsed / length) + 1) * length);
}

/**
 * A limit after the player asked for `amount` (null: removal). A first limit or a lower one
 * applies at once and drops any pending change; a higher one or a removal waits for the
 * profile's cooling-off (and in `se` the current period's end), then for confirm_limit.
 */
export function requestLimit(
  limit: LimitRow,
  amount: bigint | null,
  profile: ProtectionProfile,
  now: Date,
): LimitRow {
  const noPending = { pendingAmount: null, pendingRequestedAt: null, pendingConfirmableAt: null };
  if (limit.amount === null) {
    return { ...limit, ...noPending, amount, inForceSince: amount === null ? null : now };
  }
  if (amount !== null && amount <= limit.amount) {
    return { ...limit, ...noPending, amount, inForceSince: now };
  }
  let confirmableAt = new Date(now.getTime() + profile.increaseCoolingOffHours * HOUR_MS);
  if (profile.isIncreaseAfterPeriodEnd && limit.inForceSince) {
    const periodEnd = currentPeriodEnd(limit.inForceSince, limit.period, now);
    if (periodEnd > confirmableAt) confirmableAt = periodEnd;
  }
  return {
    ...limit,
    pendingAmount: amount,
    pendingRequestedAt: now,
    pendingConfirmableAt: confirmableAt,
  };
}

/** The limit with its pending change applied, or null when none may be confirmed at `now`. */
export function confirmPendingLimit(limit: LimitRow, now: Date): LimitRow | null {
  if (!limit.pendingRequestedAt || !limit.pendingConfirmableAt) return null;
  if (now < limit.pendingConfirmableAt) return null;
  return {
    ...limit,
    amount: limit.pendingAmount,
    inForceSince: limit.pendingAmount === null ? null : now,
    pendingAmount: null,
    pendingRequestedAt: null,
    pendingConfirmableAt: null,
  };
}

/** When a break asked for now ends; null: indefinite. `duration` is checked by the contract. */
export function breakEnd(duration: string, now: Date): Date | null {
  const end = new Date(now);
  if (duration === 'indefinite') return null;
  if (duration === '24h') return new Date(now.getTime() + DAY_MS);
  if (duration === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else if (duration === '1y') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else if (duration === '5y') end.setUTCFullYear(end.getUTCFullYear() + 5);
  else return new Date(now.getTime() + Number.parseInt(duration, 10) * DAY_MS);
  return end;
}

export interface BreakState {
  kind: BreakKind | null;
  startedAt: Date | null;
  endsAt: Date | null;
}

/** The break of a player's stored settings. */
export const breakStateOf = (settings: {
  breakKind: BreakKind | null;
  breakStartedAt: Date | null;
  breakEndsAt: Date | null;
}): BreakState => ({
  kind: settings.breakKind,
  startedAt: settings.breakStartedAt,
  endsAt: settings.breakEndsAt,
});

export const isBreakActive = (state: BreakState, now: Date) =>
  state.kind !== null && (state.endsAt === null || state.endsAt > now);

/**
 * The break after the player asks for another: it never ends sooner than the one in force (no
 * break is lifted early), and a self-exclusion outranks a time-out.
 */
export function combineBreaks(
  current: BreakState,
  asked: { kind: BreakKind; endsAt: Date | null },
  now: Date,
): { kind: BreakKind; startedAt: Date; endsAt: Date | null } {
  if (!isBreakActive(current, now) || !current.kind || !current.startedAt)
    return { ...asked, startedAt: now };
  const endsAt =
    current.endsAt === null || asked.endsAt === null
      ? null
      : new Date(Math.max(current.endsAt.getTime(), asked.endsAt.getTime()));
  const kind = current.kind === 'self_exclusion' ? current.kind : asked.kind;
  return { kind, startedAt: current.startedAt, endsAt };
}
