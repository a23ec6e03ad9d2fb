import { describe, expect, it } from 'vitest';
import { PROTECTION_PROFILES } from './profiles';
import type { LimitRow } from './repository';
import {
  breakEnd,
  combineBreaks,
  confirmPendingLimit,
  currentPeriodEnd,
  isBreakActive,
  requestLimit,
} from './rules';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

const weekLimit = (amount: bigint | null): LimitRow => ({
  type: 'deposit',
  period: 'week',
  amount,
  inForceSince: amount === null ? null : T0,
  pendingAmount: null,
  pendingRequestedAt: null,
  pendingConfirmableAt: null,
});

describe('a limit change', () => {
  const profile = PROTECTION_PROFILES.default;

  it('applies a first limit and a decrease at once, dropping a pending increase', () => {
    const first = requestLimit(weekLimit(null), 500n, profile, T0);
    expect(first).toMatchObject({ amount: 500n, pendingRequestedAt: null });
    const raised = requestLimit(first, 900n, profile, at(HOUR));
    const lowered = requestLimit(raised, 300n, profile, at(2 * HOUR));
    expect(lowered).toMatchObject({ amount: 300n, pendingRequestedAt: null, pendingAmount: null });
  });

  it('keeps an increase pending for 24 hours, then only until the player confirms it', () => {
    const raised = requestLimit(weekLimit(500n), 900n, profile, at(HOUR));
    expect(raised).toMatchObject({ amount: 500n, pendingAmount: 900n });
    expect(raised.pendingConfirmableAt).toEqual(at(25 * HOUR));
    expect(confirmPendingLimit(raised, at(25 * HOUR - 1))).toBeNull();
    // nothing applies by itself: the amount in force stays until the confirmation
    expect(raised.amount).toBe(500n);
    expect(confirmPendingLimit(raised, at(25 * HOUR))).toMatchObject({
      amount: 900n,
      inForceSince: at(25 * HOUR),
      pendingRequestedAt: null,
    });
  });

  it('treats a removal as an increase', () => {
    const removal = requestLimit(weekLimit(500n), null, profile, T0);
    expect(removal).toMatchObject({ amount: 500n, pendingAmount: null, pendingRequestedAt: T0 });
    expect(confirmPendingLimit(removal, at(DAY))).toMatchObject({ amount: null });
  });

  it('has nothing to confirm without a pending change', () => {
    expect(confirmPendingLimit(weekLimit(500n), at(30 * DAY))).toBeNull();
  });

  it('in se waits 72 hours and for the end of the period under way', () => {
    const se = PROTECTION_PROFILES.se;
    // a week limit since T0: early in the week the period's end (T0 + 7 days) decides
    const early = requestLimit(weekLimit(500n), 900n, se, at(DAY));
    expect(early.pendingConfirmableAt).toEqual(at(7 * DAY));
    // with 24 hours of the week left, 72 hours decide (Spelinspektionen's example)
    const late = requestLimit(weekLimit(500n), 900n, se, at(6 * DAY));
    expect(late.pendingConfirmableAt).toEqual(at(6 * DAY + 72 * HOUR));
  });

  it('counts periods back to back from when the limit came into force', () => {
    expect(currentPeriodEnd(T0, 'day', T0)).toEqual(at(DAY));
    expect(currentPeriodEnd(T0, 'day', at(DAY - 1))).toEqual(at(DAY));
    expect(currentPeriodEnd(T0, 'day', at(DAY))).toEqual(at(2 * DAY));
    expect(currentPeriodEnd(T0, 'month', at(31 * DAY))).toEqual(at(60 * DAY));
  });
});

describe('a break', () => {
  it('lasts what was asked, up to the second', () => {
    expect(breakEnd('24h', T0)).toEqual(at(DAY));
    expect(breakEnd('42d', T0)).toEqual(at(42 * DAY));
    expect(breakEnd('6m', T0)).toEqual(new Date('2026-09-01T12:00:00.000Z'));
    expect(breakEnd('5y', T0)).toEqual(new Date('2031-03-01T12:00:00.000Z'));
    expect(breakEnd('indefinite', T0)).toBeNull();
    const timeOut = { kind: 'time_out' as const, startedAt: T0, endsAt: at(DAY) };
    expect(isBreakActive(timeOut, at(DAY - 1))).toBe(true);
    expect(isBreakActive(timeOut, at(DAY))).toBe(false);
  });

  it('is never shortened by a shorter one, and a self-exclusion outranks a time-out', () => {
    const exclusion = { kind: 'self_exclusion' as const, startedAt: T0, endsAt: at(180 * DAY) };
    expect(combineBreaks(exclusion, { kind: 'time_out', endsAt: at(DAY) }, at(HOUR))).toEqual(
      exclusion,
    );
    const timeOut = { kind: 'time_out' as const, startedAt: T0, endsAt: at(DAY) };
    expect(combineBreaks(timeOut, { kind: 'self_exclusion', endsAt: null }, at(HOUR))).toEqual({
      kind: 'self_exclusion',
      startedAt: T0,
      endsAt: null,
    });
    // an ended break is replaced
    expect(combineBreaks(timeOut, { kind: 'time_out', endsAt: at(3 * DAY) }, at(2 * DAY))).toEqual({
      kind: 'time_out',
      startedAt: at(2 * DAY),
      endsAt: at(3 * DAY),
    });
  });
});
