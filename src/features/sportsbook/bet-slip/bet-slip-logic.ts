import { mbtcToSatoshis, satoshisToMbtc } from '../../../../contract/money';
import {
  BET_LEG_LIMITS,
  potentialReturn,
  validateBetLegs,
} from '../../../../contract/sports-payout';
import type { BetLegsError } from '../../../../contract/sports-payout';
import {
  parseSystem,
  systemLineCount,
  systemPotentialReturn,
  systemsForSelections,
  type SportsSystem,
} from '../../../../contract/sports-systems';

/** A selection the player added to the slip: an outcome with the odds they saw and its event. */
export interface BetSlipSelection {
  /** the selection id place_bet names (outcome `id` of get_event) */
  outcomeId: string;
  /** the odds the player saw, sent with the bet */
  oddsMilli: number;
  eventId: string;
  home: { es: string; en: string };
  away: { es: string; en: string };
  startTime: string;
  live: boolean;
  marketId: string;
  marketType: string;
  specifiers: string;
  /** the feed's outcome id within its market ('1', 'X', 'over'), for its name */
  outcome: string;
}

export type BetSlipTab = 'singles' | 'accumulator' | 'system';

/** The stake of the accumulator, beside the singles' stakes keyed by outcome id. */
export const ACCUMULATOR_STAKE_KEY = 'accumulator';
/** The stake per line of the system bet. */
export const SYSTEM_STAKE_KEY = 'system';

/** Adds the selection, or takes it out when it is already there (an outcome button's toggle). */
export function toggleSelection(
  selections: readonly BetSlipSelection[],
  selection: BetSlipSelection,
): BetSlipSelection[] {
  return selections.some((item) => item.outcomeId === selection.outcomeId)
    ? selections.filter((item) => item.outcomeId !== selection.outcomeId)
    : [...selections, selection];
}

/**
 * Why the selections cannot make an accumulator, or null: fewer than 2 or more than 20 legs, or
 * two legs of one event (the same check the server makes).
 */
export function accumulatorBlock(selections: readonly BetSlipSelection[]): BetLegsError | null {
  return validateBetLegs({
    type: 'accumulator',
    legs: selections.map((selection) => ({
      eventId: selection.eventId,
      odds: selection.oddsMilli,
    })),
  });
}

/**
 * Why the selections cannot make a system bet, or null: fewer than 2 or more than 12, or two of
 * one event (the server's checks).
 */
export function systemBlock(selections: readonly BetSlipSelection[]): BetLegsError | null {
  return validateBetLegs({
    type: 'system',
    legs: selections.map((selection) => ({
      eventId: selection.eventId,
      odds: selection.oddsMilli,
    })),
  });
}

/** The system the slip places: the one chosen if it fits the selections, else the first that does. */
export function chosenSystem(
  name: string | null,
  selections: readonly BetSlipSelection[],
): SportsSystem | null {
  const chosen = name === null ? null : parseSystem(name);
  if (chosen && chosen.legs === selections.length) return chosen;
  return systemsForSelections(selections.length)[0] ?? null;
}

/** The events with more than one selection in the slip (their legs cannot be combined). */
export function sharedEventIds(selections: readonly BetSlipSelection[]): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const selection of selections) {
    if (seen.has(selection.eventId)) shared.add(selection.eventId);
    seen.add(selection.eventId);
  }
  return shared;
}

export const MAX_ACCUMULATOR_LEGS = BET_LEG_LIMITS.accumulator.max;

/** A stake as typed (a comma or a point for decimals) in satoshis, or null when it is not an amount. */
export function parseStake(text: string): bigint | null {
  const normalized = text.trim().replace(',', '.');
  if (normalized === '') return null;
  return mbtcToSatoshis(normalized);
}

export type StakeProblem = 'field_required' | 'invalid_amount' | 'stake_too_low' | 'stake_too_high';

/** What is wrong with a typed stake against the book's limits (mBTC), or null when it may be placed. */
export function stakeProblem(
  text: string,
  limits: { minStake: number; maxStake: number },
): StakeProblem | null {
  if (text.trim() === '') return 'field_required';
  const satoshis = parseStake(text);
  if (satoshis === null || satoshis === 0n) return 'invalid_amount';
  if (satoshis < (mbtcToSatoshis(limits.minStake) ?? 0n)) return 'stake_too_low';
  const max = mbtcToSatoshis(limits.maxStake);
  if (max !== null && satoshis > max) return 'stake_too_high';
  return null;
}

/**
 * What the bet returns if every leg wins, stake included, in mBTC (exactly what settlement pays):
 * a single on one selection, the accumulator of all of them, or every line of the system (the
 * stake typed is then per line). Null without a valid stake.
 */
export function slipReturn(
  stakeText: string,
  selections: readonly BetSlipSelection[],
  system?: SportsSystem,
): number | null {
  const stake = parseStake(stakeText);
  if (stake === null || selections.length === 0) return null;
  const legs = selections.map((selection) => ({
    eventId: selection.eventId,
    odds: selection.oddsMilli,
  }));
  if (system) {
    if (system.legs !== selections.length) return null;
    const total = stake * BigInt(systemLineCount(system));
    return satoshisToMbtc(systemPotentialReturn(total, system, legs));
  }
  const type = selections.length === 1 ? 'single' : 'accumulator';
  return satoshisToMbtc(potentialReturn(stake, { type, legs }));
}

/** The accumulator's odds: the product of its legs in milli-odds, rounded down once, for display. */
export function combinedOddsMilli(selections: readonly { oddsMilli: number }[]): number {
  const numerator = selections.reduce(
    (product, selection) => product * BigInt(selection.oddsMilli),
    1n,
  );
  const denominator = 1000n ** BigInt(Math.max(selections.length - 1, 0));
  return Number(numerator / denominator);
}
