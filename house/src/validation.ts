// Checks made before a bet is sent, so a field can say what is wrong next to itself; the server
// checks the same again.
import * as v from 'valibot';
import { clientSeed, DICE_CHANCE_RANGE, LIMBO_TARGET_RANGE } from '../../contract/house-page/house';
import { mbtcToSatoshis, satoshisToMbtc } from '../../contract/money';
import { diceWinChance } from '../../contract/provably-fair-payouts';
import { decimalsOf, parseDecimal } from './format';
import type { Problem } from './problems';

export interface StakeLimits {
  minStake: number;
  maxStake: number;
  maxPayout: number;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: Problem };

const fail = (code: string, params?: Problem['params']): { ok: false; problem: Problem } => ({
  ok: false,
  problem: params ? { code, params } : { code },
});

/** A typed stake in integer satoshis, within the limits. */
export function checkStake(text: string, limits: StakeLimits): Checked<bigint> {
  if (text.trim() === '') return fail('field_required');
  const number = parseDecimal(text);
  const satoshis = number === null ? null : mbtcToSatoshis(number);
  if (satoshis === null || satoshis === 0n) return fail('invalid_amount');
  if (satoshis < (mbtcToSatoshis(limits.minStake) ?? 0n))
    return fail('stake_below_minimum', { min: limits.minStake });
  if (satoshis > (mbtcToSatoshis(limits.maxStake) ?? 0n))
    return fail('stake_above_maximum', { max: limits.maxStake });
  return { ok: true, value: satoshis };
}

/** What a win would pay, in satoshis (rounded down, as the house pays). */
export function payoutOf(stake: bigint, multiplier: number): bigint {
  return BigInt(Math.floor(Number(stake) * multiplier));
}

export function checkPayout(
  stake: bigint,
  multiplier: number,
  limits: StakeLimits,
): Problem | null {
  const payout = satoshisToMbtc(payoutOf(stake, multiplier));
  return payout > limits.maxPayout
    ? { code: 'payout_above_maximum', params: { max: limits.maxPayout } }
    : null;
}

/** A dice target (0–100, two decimals) whose win chance is within the allowed range. */
export function checkDiceTarget(text: string, direction: 'over' | 'under'): Checked<number> {
  const target = parseDecimal(text);
  if (target === null || decimalsOf(text) > 2 || target > 100) return fail('invalid_target');
  const chance = diceWinChance(target, direction);
  if (chance < DICE_CHANCE_RANGE.min || chance > DICE_CHANCE_RANGE.max)
    return fail('chance_out_of_range', { min: DICE_CHANCE_RANGE.min, max: DICE_CHANCE_RANGE.max });
  return { ok: true, value: target };
}

/** The dice targets a direction allows, so the slider and number field offer only those. */
export function diceTargetBounds(direction: 'over' | 'under'): { min: number; max: number } {
  return direction === 'over'
    ? { min: 100 - DICE_CHANCE_RANGE.max, max: 100 - DICE_CHANCE_RANGE.min }
    : { min: DICE_CHANCE_RANGE.min, max: DICE_CHANCE_RANGE.max };
}

export function checkLimboTarget(text: string): Checked<number> {
  const target = parseDecimal(text);
  if (target === null || decimalsOf(text) > 2) return fail('invalid_target');
  if (target < LIMBO_TARGET_RANGE.min || target > LIMBO_TARGET_RANGE.max)
    return fail('target_out_of_range', {
      min: LIMBO_TARGET_RANGE.min,
      max: LIMBO_TARGET_RANGE.max,
    });
  return { ok: true, value: target };
}

export function checkClientSeed(text: string): Checked<string> {
  const parsed = v.safeParse(clientSeed, text);
  return parsed.success ? { ok: true, value: parsed.output } : fail('invalid_client_seed');
}
