import {
  ODDS_SCALE,
  potentialReturn,
  type BetLeg,
  type SportsBetType,
} from '../../../../contract/sports-payout';
import { systemPotentialReturn, type SportsSystem } from '../../../../contract/sports-systems';

// What a bet returns if it wins: placement records it and searches the stake limits with it,
// cash-out values a bet with it; settlement pays by the same maths (contract/sports-payout.ts).

/**
 * What the bet returns on `totalStake` (a system's every line) if every leg wins: a bet builder
 * at its joint price, a system line by line, otherwise the product of the odds.
 */
export function betPotentialReturn(
  bet: { type: SportsBetType; system: SportsSystem | null; builderOddsMilli: number | null },
  totalStake: bigint,
  legs: BetLeg[],
): bigint {
  if (bet.builderOddsMilli !== null)
    return (totalStake * BigInt(bet.builderOddsMilli)) / ODDS_SCALE;
  return bet.system
    ? systemPotentialReturn(totalStake, bet.system, legs)
    : potentialReturn(totalStake, { type: bet.type, legs });
}
