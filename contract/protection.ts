// Player protection (issue 16, docs/player-protection.md): limits on deposits, losses and
// wagers, breaks (time-out, self-exclusion), reality checks and a session time limit. Amounts
// are mBTC; times are ISO 8601.
import * as v from 'valibot';
import { defineCall } from './call';
import { id, mbtcAmount, ok, requiredText } from './common';

export const JURISDICTIONS = ['default', 'uk', 'mt', 'se', 'on'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const LIMIT_TYPES = ['deposit', 'loss', 'wager'] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const BREAK_KINDS = ['time_out', 'self_exclusion'] as const;
export type BreakKind = (typeof BREAK_KINDS)[number];
/** The longest time-out, in days (six weeks). */
export const MAX_TIME_OUT_DAYS = 42;
/** A time-out's fixed choices, or `<n>d` for 1 to 42 days. */
export const TIME_OUT_DURATIONS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'indefinite'] as const;

export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
/** The longest session time limit a player may set (a day). */
export const MAX_SESSION_LIMIT_MINUTES = 24 * 60;

const limitKey = {
  type: v.picklist(LIMIT_TYPES, 'invalid_value'),
  period: v.picklist(LIMIT_PERIODS, 'invalid_value'),
};

export const limitView = v.object({
  type: v.picklist(LIMIT_TYPES),
  period: v.picklist(LIMIT_PERIODS),
  /** in force; null: none */
  amount: v.nullable(v.number()),
  /** counted against it over the last day, 7 or 30 days */
  used: v.number(),
  /** what may still be deposited, lost or wagered under it; null without a limit */
  left: v.nullable(v.number()),
  /** an increase or removal waiting for its cooling-off and the player's confirmation */
  pending: v.nullable(
    v.object({
      /** null: the limit's removal */
      amount: v.nullable(v.number()),
      requestedAt: v.string(),
      /** from then on confirm_limit applies it */
      confirmableAt: v.string(),
    }),
  ),
});
export type LimitView = v.InferOutput<typeof limitView>;

export const breakView = v.object({
  kind: v.picklist(BREAK_KINDS),
  startedAt: v.string(),
  /** null: indefinite */
  endsAt: v.nullable(v.string()),
});
export type BreakView = v.InferOutput<typeof breakView>;

export const realityCheckView = v.object({
  /** 15, 30 or 60; null: off */
  intervalMinutes: v.nullable(v.number()),
  /** null: off */
  sessionLimitMinutes: v.nullable(v.number()),
});

/**
 * Malta: a request to lift an indefinite self-exclusion, with the player's reason; an operator
 * may grant it from `grantableAt` (requested + the profile's review days).
 */
export const exclusionReviewView = v.object({
  requestedAt: v.string(),
  grantableAt: v.string(),
  reason: v.string(),
});
export type ExclusionReviewView = v.InferOutput<typeof exclusionReviewView>;

/** The jurisdiction's rules the app needs to know (docs/player-protection.md, Profiles). */
const rulesView = v.object({
  jurisdiction: v.picklist(JURISDICTIONS),
  increaseCoolingOffHours: v.number(),
  limitsRequiredBeforeDeposit: v.boolean(),
  showSessionTime: v.boolean(),
  allowWithdrawalCancel: v.boolean(),
  /** Malta: an indefinite self-exclusion may be lifted on request after these days; null: never */
  indefiniteExclusionReviewDays: v.nullable(v.number()),
});

export const getProtectionStatus = defineCall({
  path: 'front/protection/get_status',
  method: 'POST',
  auth: 'player',
  ownerField: 'playerId',
  request: v.object({ playerId: id }),
  response: v.object({
    status: ok,
    rules: rulesView,
    /** every type and period, in LIMIT_TYPES then LIMIT_PERIODS order */
    limits: v.array(limitView),
    /** the break in force; null when none */
    break: v.nullable(breakView),
    realityCheck: realityCheckView,
    /** when this login began (its session's first token): elapsed time and reality checks */
    sessionStartedAt: v.nullable(v.string()),
    /** mBTC play paid back minus stakes since sessionStartedAt (negative: lost); 0 without one */
    sessionNet: v.number(),
    /** the login before this one; null on the first */
    previousLoginAt: v.nullable(v.string()),
    /** deposits minus withdrawals (mBTC), ever and over the last 12 months */
    netDeposits: v.object({ lifetime: v.number(), last12Months: v.number() }),
    /** mBTC of deposits held beyond the deposit limits, released as they allow (not playable) */
    heldDeposits: v.number(),
    /** the player's request to lift an indefinite self-exclusion (`mt`); null when none */
    exclusionReview: v.nullable(exclusionReviewView),
  }),
});

const positiveMbtc = v.pipe(
  mbtcAmount,
  v.check((satoshis) => satoshis > 0n, 'invalid_amount'),
);

export const setLimit = defineCall({
  path: 'front/protection/set_limit',
  method: 'POST',
  auth: 'player',
  ownerField: 'playerId',
  request: v.object({
    playerId: id,
    ...limitKey,
    /** mBTC; null removes the limit (after the cooling-off and a confirmation) */
    amount: v.nullable(positiveMbtc),
  }),
  response: v.object({ status: ok, limit: limitView }),
});

export const confirmLimit = defineCall({
  path: 'front/protection/confirm_limit',
  method: 'POST',
  auth: 'player',
  ownerField: 'playerId',
  request: v.object({ playerId: id, ...limitKey }),
  response: v.object({ status: ok, limit: limitView }),
});

export const setRealityCheck = defineCall({
  path: 'front/protection/set_reality_check',
  method: 'POST',
  auth: 'player',
  ownerField: 'playerId',
  request: v.object({
    playerId: id,
    intervalMinutes: v.nullable(v.picklist(REALITY_CHECK_MINUTES, 'invalid_value')),
    sessionLimitMinutes: v.nullable(
      v.pipe(
        v.number('invalid_value'),
        v.integer('invalid_value'),
        v.minValue(1, 'invalid_value'),
        v.maxValue(MAX_SESSION_LIMIT_MINUTES, 'invalid_value'),
      ),
    ),
  }),
  response: v.object({ status: ok, realityCheck: realityCheckView }),
});

const DAYS_PATTERN = /^([1-9]|[1-3]\d|4[0-2])d$/;

/** Whether `duration` is one the break's kind offers. */
export function isBreakDuration(kind: BreakKind, duration: string): boolean {
  if (kind === 'self_exclusion')
    return (SELF_EXCLUSION_DURATIONS as readonly string[]).includes(duration);
  return (
    (TIME_OUT_DURATIONS as readonly string[]).includes(duration) || DAYS_PATTERN.test(duration)
  );
}

export const takeBreak = defineCall({
  path: 'front/protection/take_break',
  method: 'POST',
  auth: 'player',
  ownerField: 'playerId',
  request: v.pipe(
    v.object({
      playerId: id,
      kind: v.picklist(BREAK_KINDS, 'invalid_value'),
      /** time_out: 24h, 7d, 30d or 1d to 42d; self_exclusion: 6m, 1y, 5y or indefinite */
      duration: v.pipe(v.string('invalid_value'), v.maxLength(12, 'invalid_value')),
    }),
    v.forward(
      v.check((input) => isBreakDuration(input.kind, input.duration), 'invalid_value'),
      ['duration'],
    ),
  ),
  response: v.object({ status: ok, break: breakView }),
});

export const exportHistory = defineCall({
  path: 'front/protection/export_history',
  method: 'POST',
  auth: 'player',
  ownerField: 'playerId',
  request: v.object({ playerId: id }),
  /** the last 12 months' deposits, withdrawals, bets and wins as CSV (docs/player-protection.md) */
  response: v.object({ status: ok, filename: v.string(), csv: v.string() }),
});

export const requestExclusionReview = defineCall({
  path: 'front/protection/request_exclusion_review',
  method: 'POST',
  auth: 'player',
  ownerField: 'playerId',
  request: v.object({ playerId: id, reason: requiredText(1000, 'multi-line') }),
  response: v.object({ status: ok, review: exclusionReviewView }),
});

export const exclusionReviewRow = v.object({
  playerId: v.number(),
  username: v.string(),
  ...exclusionReviewView.entries,
  /** `grantableAt` has come: an operator with `protection.lift_exclusion` may lift it */
  isGrantable: v.boolean(),
});
export type ExclusionReviewRow = v.InferOutput<typeof exclusionReviewRow>;
