// What a sports bet is worth now, before its legs are decided: the cash-out value the server pays
// and the app shows on each open bet, so both compute it alike (docs/sportsbook-settlement.md,
// "Cash out"). Exact fractions in bigint, one floor at the end, as sports-payout.ts.
import {
  legEffectiveOdds,
  type MilliOdds,
  type OutcomeSettlement,
  type Ratio,
  type SportsBetType,
} from './sports-payout';

/** A leg still to be decided, at the price the book now offers on its outcome. */
export interface OpenCashOutLeg {
  readonly odds: MilliOdds;
  readonly currentOdds: MilliOdds;
}

/** A leg the feed has already decided: what it counts is what it would pay (sports-payout.ts). */
export interface DecidedCashOutLeg {
  readonly odds: MilliOdds;
  readonly settlement: OutcomeSettlement;
}

export type CashOutLeg = OpenCashOutLeg | DecidedCashOutLeg;

/** The bet types cash-out values; another type (a system bet, a bet builder) has none yet. */
export const CASH_OUT_BET_TYPES = ['single', 'accumulator'] as const satisfies SportsBetType[];

export function isCashOutBetType(type: string): type is (typeof CASH_OUT_BET_TYPES)[number] {
  return (CASH_OUT_BET_TYPES as readonly string[]).includes(type);
}

/**
 * What one unit staked on the line is worth now: the product over its legs of accepted ÷ current
 * odds for a leg still open (the current price carries the book's margin, so the value does too),
 * and the effective odds of a decided leg (won: its odds, void: 1, lost: 0).
 */
export function lineCashOutFactor(legs: readonly CashOutLeg[]): Ratio {
  let numerator = 1n;
  let denominator = 1n;
  for (const leg of legs) {
    const factor =
      'settlement' in leg
        ? legEffectiveOdds(leg.odds, leg.settlement)
        : { numerator: BigInt(leg.odds), denominator: BigInt(leg.currentOdds) };
    numerator *= factor.numerator;
    denominator *= factor.denominator;
  }
  return { numerator, denominator };
}

/**
 * Satoshis the bet's open stake is worth now, or null when it cannot be cashed out: a leg lost
 * (nothing left to buy back) or a type without a value. A single or an accumulator is one line;
 * a type of several lines adds its lines' values here before the one floor.
 */
export function cashOutValue(bet: {
  type: string;
  openStake: bigint;
  legs: readonly CashOutLeg[];
}): bigint | null {
  if (!isCashOutBetType(bet.type) || bet.openStake <= 0n) return null;
  const factor = lineCashOutFactor(bet.legs);
  if (factor.numerator === 0n) return null;
  return (bet.openStake * factor.numerator) / factor.denominator;
}

/**
 * The stake a cash-out of `amount` closes out of a bet worth `value` on `openStake`: the share
 * amount ÷ value, rounded down (the book keeps the fraction of a satoshi on the bet).
 */
export function closedStakeOf(openStake: bigint, amount: bigint, value: bigint): bigint {
  if (amount >= value) return openStake;
  return (openStake * amount) / value;
}
