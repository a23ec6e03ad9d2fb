// The fair outcomes of each football market, read off the final-score grid.
import { effectiveProbability, otherSide, splitHandicap } from './asian-handicap';
import { probabilityOf, type ScoreGrid } from './football-score-grid';
import type { FairOutcome } from './market';

/** 1X2 on the full-match result. */
export function matchResultOutcomes(grid: ScoreGrid): FairOutcome[] {
  return [
    { id: 'home', probability: probabilityOf(grid, (h, a) => h > a) },
    { id: 'draw', probability: probabilityOf(grid, (h, a) => h === a) },
    { id: 'away', probability: probabilityOf(grid, (h, a) => h < a) },
  ];
}

/** Double chance: two of the three 1X2 results (1X, 12, X2). */
export function doubleChanceOutcomes(grid: ScoreGrid): FairOutcome[] {
  const [home, draw, away] = matchResultOutcomes(grid).map((outcome) => outcome.probability);
  const h = home ?? 0;
  const d = draw ?? 0;
  const a = away ?? 0;
  return [
    { id: 'home_or_draw', probability: h + d },
    { id: 'home_or_away', probability: h + a },
    { id: 'draw_or_away', probability: d + a },
  ];
}

/** Over/under a half-goal line on the total of both teams. */
export function totalOutcomes(grid: ScoreGrid, line: number): FairOutcome[] {
  const over = probabilityOf(grid, (h, a) => h + a > line);
  return [
    { id: 'over', probability: over },
    { id: 'under', probability: 1 - over },
  ];
}

/** Both teams to score. */
export function bothTeamsToScoreOutcomes(grid: ScoreGrid): FairOutcome[] {
  const yes = probabilityOf(grid, (h, a) => h > 0 && a > 0);
  return [
    { id: 'yes', probability: yes },
    { id: 'no', probability: 1 - yes },
  ];
}

/**
 * Asian handicap `line` for home (away gets −line), from the final goal difference's distribution
 * (`goalDifferenceDistribution`, computed once for all lines); probabilities are the effective ones.
 */
export function asianHandicapOutcomes(
  differences: Map<number, number>,
  line: number,
): FairOutcome[] {
  const home = splitHandicap(differences, line);
  return [
    { id: 'home', probability: effectiveProbability(home) },
    { id: 'away', probability: effectiveProbability(otherSide(home)) },
  ];
}

/** Every final score of the grid as an outcome `home:away`. */
export function correctScoreOutcomes(grid: ScoreGrid): FairOutcome[] {
  return grid.cells.map((cell) => ({
    id: `${String(cell.home)}:${String(cell.away)}`,
    probability: cell.probability,
  }));
}

/**
 * Who scores the next goal: goals arrive as two independent Poisson processes, so the first of
 * them is home's with probability λh / (λh + λa), given that one comes at all (1 − e^−(λh+λa)).
 */
export function nextGoalOutcomes(grid: ScoreGrid): FairOutcome[] {
  const { home, away } = grid.remainingRates;
  const totalRate = home + away;
  const none = Math.exp(-totalRate);
  const some = 1 - none;
  return [
    { id: 'home', probability: totalRate > 0 ? (some * home) / totalRate : 0 },
    { id: 'none', probability: none },
    { id: 'away', probability: totalRate > 0 ? (some * away) / totalRate : 0 },
  ];
}
