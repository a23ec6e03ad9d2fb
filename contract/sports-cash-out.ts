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
import { systemLines, type SportsSystem } from './sports-systems';

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

/** A bet as cash-out values it: its open stake, its legs and what its type adds. */
export interface CashOutBet {
  readonly type: SportsBetType;
  readonly openStake: bigint;
  readonly legs: readonly CashOutLeg[];
  /** a system bet's system: each line stakes openStake ÷ lines */
  readonly system?: SportsSystem | null;
  /** a bet builder's joint price as accepted, and as the book would price it now (null: none) */
  readonly builder?: { readonly odds: MilliOdds; readonly currentOdds: MilliOdds | null } | null;
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
 * What one unit of a system bet's whole stake is worth now: the mean of its lines' factors (each
 * line stakes a 1 ÷ lines share); a line holding a lost leg adds nothing.
 */
export function systemCashOutFactor(system: SportsSystem, legs: readonly CashOutLeg[]): Ratio {
  const lines = systemLines(system);
  let sum: Ratio = { numerator: 0n, denominator: 1n };
  for (const line of lines) {
    const factor = lineCashOutFactor(line.map((position) => legs[position] as CashOutLeg));
    sum = reduce({
      numerator: sum.numerator * factor.denominator + factor.numerator * sum.denominator,
      denominator: sum.denominator * factor.denominator,
    });
  }
  return { numerator: sum.numerator, denominator: sum.denominator * BigInt(lines.length) };
}

/**
 * What one unit staked on the bet is worth now, or null when its type cannot say: a single or an
 * accumulator is one line; a system adds its lines; a bet builder is its joint price accepted ÷
 * the joint price now, while every selection is still open (a decided one leaves no joint price
 * to quote: docs/sportsbook-settlement.md, "Cash out").
 */
function betCashOutFactor(bet: CashOutBet): Ratio | null {
  if (bet.type === 'system') {
    return bet.system && bet.system.legs === bet.legs.length
      ? systemCashOutFactor(bet.system, bet.legs)
      : null;
  }
  if (bet.type === 'bet_builder') {
    const isEveryLegOpen = bet.legs.every((leg) => !('settlement' in leg));
    if (!bet.builder || bet.builder.currentOdds === null || !isEveryLegOpen) return null;
    return { numerator: BigInt(bet.builder.odds), denominator: BigInt(bet.builder.currentOdds) };
  }
  return lineCashOutFactor(bet.legs);
}

/**
 * Satoshis the bet's open stake is worth now, or null when it cannot be cashed out: nothing left
 * to buy back (a lost leg, every line of a system lost) or no value to read.
 */
export function cashOutValue(bet: CashOutBet): bigint | null {
  if (bet.openStake <= 0n) return null;
  const factor = betCashOutFactor(bet);
  if (!factor || factor.numerator === 0n) return null;
  return (bet.openStake * factor.numerator) / factor.denominator;
}

/**
 * The stake a cash-out of `amount` closes out of a bet worth `value` on `openStake`: the share
 * amount ÷ value, rounded up (in the book's favour: the player never keeps a fraction of a
 * satoshi of stake they were paid for). A system's open stake is every line's, so the same share
 * of each line closes.
 */
export function closedStakeOf(openStake: bigint, amount: bigint, value: bigint): bigint {
  if (amount >= value) return openStake;
  return (openStake * amount + value - 1n) / value;
}

/**
 * The least open stake a partial cash-out may leave: the minimum stake (satoshis) on each line,
 * as a placement applies it (a system's every line; one line otherwise).
 */
export function minOpenStake(minStake: bigint, system: { lines: number } | null): bigint {
  return minStake * BigInt(system?.lines ?? 1);
}

/** The largest partial amount of a bet worth `value` that leaves `minLeft` of its stake open. */
export function largestPartialCashOut(openStake: bigint, value: bigint, minLeft: bigint): bigint {
  return openStake > minLeft ? (value * (openStake - minLeft)) / openStake : 0n;
}

function reduce(ratio: Ratio): Ratio {
  let [a, b] = [ratio.numerator, ratio.denominator];
  while (b !== 0n) [a, b] = [b, a % b];
  const divisor = a === 0n ? 1n : a;
  return { numerator: ratio.numerator / divisor, denominator: ratio.denominator / divisor };
}
