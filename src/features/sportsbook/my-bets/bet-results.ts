import { parseFactor } from '../../../../contract/sports-payout';
import type { SportsBetView } from '../../../../contract/sportsbook';

export type LegResult = 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | 'dead_heat';

type SettledFields = Pick<
  SportsBetView['legs'][number],
  'result' | 'voidFactor' | 'deadHeatFactor'
>;

const isHalf = (text: string | null) => {
  const factor = text === null ? null : parseFactor(text);
  return factor !== null && factor.numerator * 2n === factor.denominator;
};
const isWhole = (text: string | null) => {
  const factor = text === null ? null : parseFactor(text);
  return factor !== null && factor.numerator === factor.denominator;
};
const isPartial = (text: string | null) => {
  const factor = text === null ? null : parseFactor(text);
  return factor !== null && factor.numerator < factor.denominator;
};

/**
 * How one leg ended as the feed settled it: an Asian quarter line is half won (the other half
 * refunded) or half lost, a full void refunds it, a dead heat pays a share of the win.
 */
export function legResult(leg: SettledFields): LegResult {
  if (leg.result === null) return 'open';
  if (isWhole(leg.voidFactor)) return 'void';
  if (isHalf(leg.voidFactor)) return leg.result === 1 ? 'half_won' : 'half_lost';
  if (leg.result === 1 && isPartial(leg.deadHeatFactor)) return 'dead_heat';
  return leg.result === 1 ? 'won' : 'lost';
}

export type BetResult = 'open' | 'won' | 'lost' | 'refunded' | 'partly_refunded' | 'cashed_out';

/**
 * A bet's outcome from what it paid against the stake it settled (the stake a partial cash-out
 * left riding); a bet cashed out in full says so.
 */
export function betResult(
  bet: Pick<SportsBetView, 'status' | 'stake' | 'payout'> & { openStake?: number },
): BetResult {
  if (bet.status === 'cashed_out') return 'cashed_out';
  if (bet.status === 'open' || bet.payout === null) return 'open';
  if (bet.payout === 0) return 'lost';
  const stake = bet.openStake ?? bet.stake;
  if (bet.payout > stake) return 'won';
  return bet.payout === stake ? 'refunded' : 'partly_refunded';
}
