// Football's model: each team's remaining goals are independent Poisson(λ · time left / 90) added
// to the current score. The grid holds the joint probability of every final score, so each market
// is a sum over its cells.

/** The match as the model sees it: full-match goal rates (expected goals per 90), minute, score. */
export interface FootballState {
  homeRate: number;
  awayRate: number;
  minute: number;
  score: { home: number; away: number };
}

/** Remaining goals per team beyond which the tail (under 1e-9 at λ 2) is folded back by renormalising. */
const MAX_REMAINING_GOALS = 15;
export const REGULATION_MINUTES = 90;

/** The final-score distribution: `probability(h, a)` over final goals, zero outside the grid. */
export interface ScoreGrid {
  score: { home: number; away: number };
  /** Goal rates for the time left (λ · time left / 90). */
  remainingRates: { home: number; away: number };
  /** Remaining-goal distributions, each summing to 1. */
  remaining: { home: number[]; away: number[] };
  /** Every final score with its probability. */
  cells: { home: number; away: number; probability: number }[];
}

/** The share of the 90 minutes still to play (stoppage time is not modelled). */
export function timeLeftFraction(minute: number): number {
  return Math.min(1, Math.max(0, REGULATION_MINUTES - minute) / REGULATION_MINUTES);
}

/** Poisson(rate) on 0…MAX_REMAINING_GOALS, renormalised so the truncated tail is not lost. */
export function poissonDistribution(rate: number): number[] {
  const probabilities = [Math.exp(-rate)];
  for (let goals = 1; goals <= MAX_REMAINING_GOALS; goals += 1) {
    probabilities.push(((probabilities[goals - 1] ?? 0) * rate) / goals);
  }
  const total = probabilities.reduce((sum, p) => sum + p, 0);
  return probabilities.map((p) => p / total);
}

/** The final-score grid for a match state. */
export function buildScoreGrid(state: FootballState): ScoreGrid {
  const fraction = timeLeftFraction(state.minute);
  const remainingRates = { home: state.homeRate * fraction, away: state.awayRate * fraction };
  const remaining = {
    home: poissonDistribution(remainingRates.home),
    away: poissonDistribution(remainingRates.away),
  };
  const cells: ScoreGrid['cells'] = [];
  remaining.home.forEach((homeProbability, homeGoals) => {
    remaining.away.forEach((awayProbability, awayGoals) => {
      const probability = homeProbability * awayProbability;
      if (probability > 0) {
        cells.push({
          home: state.score.home + homeGoals,
          away: state.score.away + awayGoals,
          probability,
        });
      }
    });
  });
  return { score: state.score, remainingRates, remaining, cells };
}

/** The probability that the final score satisfies `predicate`. */
export function probabilityOf(
  grid: ScoreGrid,
  predicate: (home: number, away: number) => boolean,
): number {
  let total = 0;
  for (const cell of grid.cells) if (predicate(cell.home, cell.away)) total += cell.probability;
  return total;
}

/** The distribution of the final goal difference (home − away), keyed by difference. */
export function goalDifferenceDistribution(grid: ScoreGrid): Map<number, number> {
  const distribution = new Map<number, number>();
  for (const cell of grid.cells) {
    const difference = cell.home - cell.away;
    distribution.set(difference, (distribution.get(difference) ?? 0) + cell.probability);
  }
  return distribution;
}
