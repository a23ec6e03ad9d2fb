// The book's margin, one method for every market: each outcome's fair probability is multiplied by
// (1 + margin). For a market whose outcomes partition the results (1X2, over/under, correct score
// complete) the implied probabilities then sum to exactly 1 + margin, and every outcome carries the
// same relative margin: the player pays the same edge whichever side he backs. Chosen over "margin
// proportional to odds" because it is exact, testable and keeps the model's probability ratios.
import { roundDownToTick, MIN_ODDS } from './tick-ladder';

/** `SPORTS_MARGIN`'s default: a 5 % overround. */
export const DEFAULT_SPORTS_MARGIN = 0.05;

/** Below this fair probability an outcome is not offered (its odds would pass the ladder's 1000). */
export const MIN_OFFERED_PROBABILITY = 0.001;

/** The decimal odds, unrounded, that carry the margin: 1 / (p · (1 + margin)). */
export function oddsWithMargin(probability: number, margin: number): number {
  return 1 / (probability * (1 + margin));
}

/**
 * The milli-odds offered for an outcome of fair probability `probability`, or null when it is not
 * offered: too unlikely (under 0.001) or so likely that even the minimum 1.01 would pay more than
 * it is worth (p · 1.01 ≥ 1, e.g. "over 0.5" once a goal is in).
 */
export function offeredOdds(probability: number, margin: number): number | null {
  if (probability < MIN_OFFERED_PROBABILITY) return null;
  if (probability * (MIN_ODDS / 1000) >= 1) return null;
  return roundDownToTick(1000 * oddsWithMargin(probability, margin));
}
