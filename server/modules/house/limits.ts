import { HOUSE_LIMITS } from '../../../contract/house-page/house';
import { mbtcToSatoshis } from '../../../contract/money';
import { DEFAULT_HOUSE_EDGE } from '../../../contract/provably-fair';
import { HouseRefusal } from './house-refusal';

const satoshis = (mbtc: number) => mbtcToSatoshis(mbtc) as bigint;

export const MIN_STAKE = satoshis(HOUSE_LIMITS.minStake);
export const MAX_STAKE = satoshis(HOUSE_LIMITS.maxStake);
export const MAX_PAYOUT = satoshis(HOUSE_LIMITS.maxPayout);

/** What a winning bet keeps of its fair payout, in basis points (9,900 at a 1 % edge). */
export const KEPT_BASIS_POINTS = BigInt(Math.round((1 - DEFAULT_HOUSE_EDGE) * 10_000));

const stakeParams = { min: HOUSE_LIMITS.minStake, max: HOUSE_LIMITS.maxStake };

/** Refuses a stake outside the house's limits. */
export function checkStake(stake: bigint): void {
  if (stake < MIN_STAKE) throw new HouseRefusal('stake_below_minimum', stakeParams);
  if (stake > MAX_STAKE) throw new HouseRefusal('stake_above_maximum', stakeParams);
}

/** A roulette chip may be small, but not below the minimum stake. */
export function checkChip(amount: bigint): void {
  if (amount < MIN_STAKE) throw new HouseRefusal('stake_below_minimum', stakeParams);
}

/** Refuses a bet whose largest possible payout is above the house's maximum. */
export function checkMaxPayout(payout: bigint): void {
  if (payout > MAX_PAYOUT)
    throw new HouseRefusal('payout_above_maximum', { max: HOUSE_LIMITS.maxPayout });
}

/** floor(stake × numerator / denominator): payouts are integer arithmetic, never floats. */
export function multiplyStake(stake: bigint, numerator: bigint, denominator: bigint): bigint {
  return (stake * numerator) / denominator;
}

/** A stake's multiple as the API shows it (display only). */
export function ratio(payout: bigint, stake: bigint): number {
  return stake === 0n ? 0 : Number(payout) / Number(stake);
}
