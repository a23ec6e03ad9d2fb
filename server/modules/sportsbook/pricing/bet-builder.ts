// A bet builder: several selections of one football match as one bet at one price. The
// selections are not independent (a home win and over 2.5 goals often come together), so the
// price is not the product of their odds: it is the probability, read off the final-score grid,
// that every selection wins at once, with the margin of an accumulator of as many legs.
// (docs/sportsbook-pricing.md, "Bet builder")
import type { ScoreGrid } from './football-score-grid';
import { probabilityOf } from './football-score-grid';
import { offeredOdds } from './margin';

/** A selection as the book holds it: its market's type and specifiers, and the outcome picked. */
export interface BuilderSelection {
  marketType: string;
  specifiers: Record<string, string>;
  outcome: string;
}

type ScorePredicate = (home: number, away: number) => boolean;

const MATCH_RESULT: Record<string, ScorePredicate> = {
  home: (h, a) => h > a,
  draw: (h, a) => h === a,
  away: (h, a) => h < a,
};

const DOUBLE_CHANCE: Record<string, ScorePredicate> = {
  home_or_draw: (h, a) => h >= a,
  home_or_away: (h, a) => h !== a,
  draw_or_away: (h, a) => h <= a,
};

const BOTH_TEAMS_SCORE: Record<string, ScorePredicate> = {
  yes: (h, a) => h > 0 && a > 0,
  no: (h, a) => h === 0 || a === 0,
};

/**
 * The final scores on which a selection wins, or null when the builder does not take it (another
 * market, a whole or quarter goal line that can push or half-win, an unknown outcome).
 */
export function selectionPredicate(selection: BuilderSelection): ScorePredicate | null {
  const { marketType, outcome } = selection;
  if (marketType === '1x2') return MATCH_RESULT[outcome] ?? null;
  if (marketType === 'double_chance') return DOUBLE_CHANCE[outcome] ?? null;
  if (marketType === 'btts') return BOTH_TEAMS_SCORE[outcome] ?? null;
  if (marketType === 'total') {
    const line = Number(selection.specifiers.total);
    if (!Number.isInteger(line - 0.5)) return null;
    if (outcome === 'over') return (h, a) => h + a > line;
    if (outcome === 'under') return (h, a) => h + a < line;
    return null;
  }
  if (marketType === 'correct_score') {
    const match = /^(\d+):(\d+)$/.exec(outcome);
    if (!match) return null;
    const [home, away] = [Number(match[1]), Number(match[2])];
    return (h, a) => h === home && a === away;
  }
  return null;
}

export type BuilderPrice =
  | { ok: true; probability: number; oddsMilli: number }
  | { ok: false; code: 'bet_builder_unsupported'; index: number }
  | { ok: false; code: 'bet_builder_impossible' };

/** The margin of `legs` selections: compounded as an accumulator's, (1 + margin)^legs − 1. */
export function builderMargin(margin: number, legs: number): number {
  return (1 + margin) ** legs - 1;
}

/**
 * The builder's price: the grid's probability that every selection wins, with the builder's
 * margin, on the ladder. Refused when a selection is not one the builder takes
 * (`bet_builder_unsupported`, with its index) or when the combination cannot be offered: it
 * cannot happen or is too unlikely (under 0.001), or is so nearly certain that 1.01 pays more than
 * it is worth (`bet_builder_impossible`).
 */
export function priceBetBuilder(
  grid: ScoreGrid,
  selections: BuilderSelection[],
  margin: number,
): BuilderPrice {
  const predicates: ScorePredicate[] = [];
  for (const [index, selection] of selections.entries()) {
    const predicate = selectionPredicate(selection);
    if (!predicate) return { ok: false, code: 'bet_builder_unsupported', index };
    predicates.push(predicate);
  }
  const probability = probabilityOf(grid, (h, a) => predicates.every((test) => test(h, a)));
  const oddsMilli = offeredOdds(probability, builderMargin(margin, selections.length));
  if (oddsMilli === null) return { ok: false, code: 'bet_builder_impossible' };
  return { ok: true, probability, oddsMilli };
}
