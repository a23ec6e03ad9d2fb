import { satoshisToMbtc } from '../../../../contract/money';
import type { ErrorCode } from '../../../../contract/errors';
import { ApiError, fieldError } from '../../../http/api-error';

// The limits a bet must fit (docs/sportsbook-settlement.md "Limits"): the stake per selection,
// scaled by the player's factor, the payout per bet, and the liability of each market and event
// its legs name. Every limit is monotone in the stake, so the largest stake accepted is found by
// a binary search over what the bet would return, and a refusal offers it.

/** The stakes one kind of selection accepts (satoshis). */
export interface StakeLimits {
  minStake: bigint;
  maxStake: bigint;
}

export interface BookLimits {
  /** satoshis */
  maxPayout: bigint;
  marketLiability: bigint;
  eventLiability: bigint;
}

/** A leg as the limits see it. */
export interface LimitedLeg {
  outcomeId: string;
  marketId: string;
  eventId: string;
  stakeLimits: StakeLimits;
}

/**
 * The book's exposure over the open bets: per market (with its event) the net win of the bets on
 * each outcome if it wins (exposure-repository.ts says how it is counted).
 */
export type Exposure = Map<string, { eventId: string; outcomes: Map<string, bigint> }>;

export interface BetUnderLimits {
  /** satoshis; per line for a system bet */
  stake: bigint;
  /** a system bet's lines (1 otherwise): the bet takes stake × lines from the player */
  lines: bigint;
  legs: LimitedLeg[];
  /** what the bet returns, stake included, if every leg wins, at a given stake */
  potentialReturn: (stake: bigint) => bigint;
}

/** An offered stake is rounded down to 0.01 mBTC, a stake the slip can show and send back. */
const OFFER_STEP = 1_000n;
const FACTOR_SCALE = 1000n;

type Bound = 'stake' | 'payout' | 'liability';
const REFUSAL_OF: Record<Bound, ErrorCode> = {
  stake: 'stake_too_high',
  payout: 'payout_too_high',
  liability: 'stake_over_liability',
};

/**
 * Refuses a bet outside its limits: `sports_betting_blocked` (factor 0), `stake_too_low` (params
 * `min`), or, above what is accepted, the code of the limit the stake breaks first
 * (`stake_too_high`, `payout_too_high`, `stake_over_liability`) with params `max`, the largest
 * stake accepted (mBTC); `bet_limit_reached` when no stake from the minimum up is.
 */
export function checkBetLimits(
  bet: BetUnderLimits,
  book: BookLimits,
  stakeFactorMilli: number,
  exposure: Exposure,
): void {
  if (stakeFactorMilli <= 0) throw new ApiError(409, 'sports_betting_blocked');
  const minStake = bet.legs.reduce((min, leg) => maxOf(min, leg.stakeLimits.minStake), 0n);
  if (bet.stake < minStake) {
    throw fieldError('stake', 'stake_too_low', { min: satoshisToMbtc(minStake) });
  }
  const maxStake = scaledMaxStake(bet.legs, stakeFactorMilli);
  const breaks = (stake: bigint): Bound | null => {
    if (stake > maxStake) return 'stake';
    const potential = bet.potentialReturn(stake);
    if (potential > book.maxPayout) return 'payout';
    const net = potential - stake * bet.lines;
    return exceedsLiability(bet.legs, net, book, exposure) ? 'liability' : null;
  };
  const broken = breaks(bet.stake);
  if (!broken) return;
  const largest = largestStakeAccepted(maxStake, (stake) => breaks(stake) === null);
  if (largest < minStake) throw new ApiError(409, 'bet_limit_reached');
  throw fieldError('stake', REFUSAL_OF[broken], { max: satoshisToMbtc(largest) });
}

/** The strictest maximum of the legs, scaled by the player's factor (thousandths). */
function scaledMaxStake(legs: LimitedLeg[], stakeFactorMilli: number): bigint {
  const strictest = legs.reduce<bigint | null>(
    (min, leg) => (min === null ? leg.stakeLimits.maxStake : minOf(min, leg.stakeLimits.maxStake)),
    null,
  );
  return ((strictest ?? 0n) * BigInt(stakeFactorMilli)) / FACTOR_SCALE;
}

/**
 * The largest multiple of OFFER_STEP up to `ceiling` that `isAccepted`, 0 when none: every limit
 * is monotone in the stake (a larger stake never returns less), so a binary search finds it.
 */
function largestStakeAccepted(ceiling: bigint, isAccepted: (stake: bigint) => boolean): bigint {
  let low = 0n;
  let high = ceiling / OFFER_STEP;
  while (low < high) {
    const middle = (low + high + 1n) / 2n;
    if (isAccepted(middle * OFFER_STEP)) low = middle;
    else high = middle - 1n;
  }
  return low * OFFER_STEP;
}

/**
 * Whether the book's liability on a market or an event of the legs would pass its limit once the
 * bet's net win (`net`) is added to each outcome it names. A market's liability is the largest
 * exposure of its outcomes; an event's, the sum of its markets' liabilities.
 */
function exceedsLiability(
  legs: LimitedLeg[],
  net: bigint,
  book: BookLimits,
  exposure: Exposure,
): boolean {
  const eventIds = new Set(legs.map((leg) => leg.eventId));
  const eventLiability = new Map<string, bigint>();
  for (const [marketId, market] of exposure) {
    if (!eventIds.has(market.eventId)) continue;
    const legsHere = legs.filter((leg) => leg.marketId === marketId);
    const liability = marketLiabilityWith(market.outcomes, legsHere, net);
    if (legsHere.length > 0 && liability > book.marketLiability) return true;
    eventLiability.set(market.eventId, (eventLiability.get(market.eventId) ?? 0n) + liability);
  }
  for (const leg of legs) {
    if (exposure.has(leg.marketId)) continue;
    // a market no open bet names yet: the bet alone
    if (net > book.marketLiability) return true;
    eventLiability.set(leg.eventId, (eventLiability.get(leg.eventId) ?? 0n) + net);
  }
  return [...eventLiability.values()].some((liability) => liability > book.eventLiability);
}

function marketLiabilityWith(
  outcomes: Map<string, bigint>,
  legsHere: LimitedLeg[],
  net: bigint,
): bigint {
  const after = new Map(outcomes);
  for (const leg of legsHere) after.set(leg.outcomeId, (after.get(leg.outcomeId) ?? 0n) + net);
  return [...after.values()].reduce((max, value) => maxOf(max, value), 0n);
}

const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);
const minOf = (a: bigint, b: bigint) => (a < b ? a : b);
