// What a sports bet pays, shared by the server's settlement and the client's bet slip so the
// return a player is shown is the return a win pays. Exact fractions in bigint, one floor at the
// end; formulas and examples in docs/sportsbook-settlement.md.

/** Decimal odds in thousandths ("milli-odds"): 2.50 is 2500. */
export type MilliOdds = bigint | number;

/** An exact fraction: feed factors (0.5, 1/3) and effective odds are never floats. */
export interface Ratio {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/**
 * How the feed settled one outcome (Unified Odds Feed `bet_settlement`): result 1 won, 0 lost;
 * `voidFactor` is the share of the stake refunded (0.5 or 1), `deadHeatFactor` the share of the
 * rest settled at the odds when won (0.5 for a two-way tie), the remainder lost.
 */
export interface OutcomeSettlement {
  readonly result: 0 | 1;
  readonly voidFactor?: Ratio;
  readonly deadHeatFactor?: Ratio;
}

export const SPORTS_BET_TYPES = ['single', 'accumulator', 'system', 'bet_builder'] as const;
export type SportsBetType = (typeof SPORTS_BET_TYPES)[number];

export interface BetLeg {
  readonly eventId: string;
  readonly odds: MilliOdds;
}

export interface SettledLeg extends BetLeg {
  readonly settlement: OutcomeSettlement;
}

export interface SportsBet<Leg extends BetLeg = BetLeg> {
  readonly type: SportsBetType;
  readonly legs: readonly Leg[];
}

export const ODDS_SCALE = 1000n;
/**
 * Legs a bet of each type may have (issue 12: accumulators of 2 to 20 legs; issue 14: systems of
 * 2 to 12, `SYSTEM_SELECTION_LIMITS` of sports-systems.ts, and bet builders of 2 to 6 selections
 * of one match, contract/sports-bet-builder.ts).
 */
export const BET_LEG_LIMITS: Record<SportsBetType, { min: number; max: number }> = {
  single: { min: 1, max: 1 },
  accumulator: { min: 2, max: 20 },
  system: { min: 2, max: 12 },
  bet_builder: { min: 2, max: 6 },
};

export type BetLegsError =
  'too_few_legs' | 'too_many_legs' | 'same_event_legs' | 'bet_builder_one_event';

const ONE: Ratio = { numerator: 1n, denominator: 1n };
const ZERO: Ratio = { numerator: 0n, denominator: 1n };
const WON: OutcomeSettlement = { result: 1 };
const FACTOR_PATTERN = /^(?:(\d+)\/(\d+)|(\d+)(?:\.(\d+))?)$/;

/** Why a bet cannot be placed as built, or null: a leg count outside its type's limits, or two legs of one event. */
export function validateBetLegs(bet: SportsBet): BetLegsError | null {
  const limits = BET_LEG_LIMITS[bet.type];
  if (bet.legs.length < limits.min) return 'too_few_legs';
  if (bet.legs.length > limits.max) return 'too_many_legs';
  const events = new Set(bet.legs.map((leg) => leg.eventId));
  // a bet builder is the one bet of several selections of one match
  if (bet.type === 'bet_builder') return events.size === 1 ? null : 'bet_builder_one_event';
  return events.size === bet.legs.length ? null : 'same_event_legs';
}

/**
 * Reads a feed factor exactly: a decimal ("0.5", "1") or a fraction ("1/3", for a three-way dead
 * heat a decimal cannot state). Null for anything outside 0..1 or not a number.
 */
export function parseFactor(text: string): Ratio | null {
  const match = FACTOR_PATTERN.exec(text.trim());
  if (!match) return null;
  const [, fractionNumerator, fractionDenominator, whole, decimals = ''] = match;
  const factor =
    whole === undefined
      ? {
          numerator: BigInt(fractionNumerator ?? ''),
          denominator: BigInt(fractionDenominator ?? ''),
        }
      : { numerator: BigInt(whole + decimals), denominator: 10n ** BigInt(decimals.length) };
  const isInRange = factor.denominator > 0n && factor.numerator <= factor.denominator;
  return isInRange ? reduce(factor) : null;
}

/**
 * What one unit staked on a leg returns, stake included (UOF): the void share comes back at 1.00,
 * the rest is settled at the odds times the dead-heat share if won and lost otherwise.
 * effective = void + (1 − void) × result × deadHeat × odds.
 */
export function legEffectiveOdds(odds: MilliOdds, settlement: OutcomeSettlement): Ratio {
  const price = toMilliOdds(odds);
  const voided = checkFactor(settlement.voidFactor ?? ZERO);
  const deadHeat = checkFactor(settlement.deadHeatFactor ?? ONE);
  const settledShare = voided.denominator - voided.numerator;
  const won = settlement.result === 1 ? 1n : 0n;
  return reduce({
    numerator:
      voided.numerator * deadHeat.denominator * ODDS_SCALE +
      settledShare * won * deadHeat.numerator * price,
    denominator: voided.denominator * deadHeat.denominator * ODDS_SCALE,
  });
}

/** The bet's odds as settled: the product of its legs' effective odds (a single has one leg). */
export function betEffectiveOdds(bet: SportsBet<SettledLeg>): Ratio {
  if (bet.legs.length === 0) throw new RangeError('a bet has at least one leg');
  return bet.legs
    .map((leg) => legEffectiveOdds(leg.odds, leg.settlement))
    .reduce((product, factor) =>
      reduce({
        numerator: product.numerator * factor.numerator,
        denominator: product.denominator * factor.denominator,
      }),
    );
}

/** Satoshis a settled bet pays, stake included: rounded down once, the remainder to the house. */
export function betPayout(stake: bigint, bet: SportsBet<SettledLeg>): bigint {
  if (stake < 0n) throw new RangeError('a stake is never negative');
  const odds = betEffectiveOdds(bet);
  return (stake * odds.numerator) / odds.denominator;
}

/** The return the bet slip shows: exactly what the bet pays if every leg wins. */
export function potentialReturn(stake: bigint, bet: SportsBet): bigint {
  return betPayout(stake, { ...bet, legs: bet.legs.map((leg) => ({ ...leg, settlement: WON })) });
}

function toMilliOdds(odds: MilliOdds): bigint {
  if (typeof odds === 'number' && !Number.isSafeInteger(odds)) {
    throw new RangeError(`odds must be integer thousandths, got ${odds}`);
  }
  const price = BigInt(odds);
  if (price < ODDS_SCALE) throw new RangeError(`odds below 1.00: ${price}`);
  return price;
}

function checkFactor(factor: Ratio): Ratio {
  const isInRange =
    factor.denominator > 0n && factor.numerator >= 0n && factor.numerator <= factor.denominator;
  if (!isInRange)
    throw new RangeError(`a factor lies in 0..1, got ${factor.numerator}/${factor.denominator}`);
  return factor;
}

function reduce(ratio: Ratio): Ratio {
  const divisor = greatestCommonDivisor(ratio.numerator, ratio.denominator);
  return { numerator: ratio.numerator / divisor, denominator: ratio.denominator / divisor };
}

function greatestCommonDivisor(a: bigint, b: bigint): bigint {
  return b === 0n ? a || 1n : greatestCommonDivisor(b, a % b);
}
