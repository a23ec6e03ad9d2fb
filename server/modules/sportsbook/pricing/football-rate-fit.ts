// The goal rates behind a football event's published prices. A bet builder prices several
// selections of one match jointly, which needs the distribution of the final score, and the book
// keeps only the prices it published. So the score-grid model's two remaining goal rates (the
// simulator's own model, football-score-grid.ts) are fitted to those prices: the 1X2, the total
// lines and both-teams-to-score, each market's margin removed by normalising it. For the
// simulator's events the fit finds the rates it priced with, up to the ladder's rounding; for a
// real feed's events it finds the Poisson model closest to the market. (docs/sportsbook-pricing.md)
import { buildScoreGrid, probabilityOf, type ScoreGrid } from './football-score-grid';

/** A published market as the book holds it: its type, specifiers and its active outcomes' prices. */
export interface QuotedMarket {
  type: string;
  specifiers: Record<string, string>;
  outcomes: { id: string; oddsMilli: number }[];
}

type ScorePredicate = (home: number, away: number) => boolean;

/** One fair probability the model must match: the final scores it covers. */
interface Target {
  predicate: ScorePredicate;
  probability: number;
}

export interface GoalRates {
  home: number;
  away: number;
}

/** The outcomes of each market the fit reads, every one of which must be priced to be used. */
const PARTITIONS: Record<
  string,
  (specifiers: Record<string, string>) => Map<string, ScorePredicate> | null
> = {
  '1x2': () =>
    new Map([
      ['home', (h, a) => h > a],
      ['draw', (h, a) => h === a],
      ['away', (h, a) => h < a],
    ]),
  total: (specifiers) => {
    const line = Number(specifiers.total);
    // a half-goal line only: a whole line can push, so its two outcomes do not cover every score
    if (!Number.isInteger(line - 0.5)) return null;
    return new Map([
      ['over', (h, a) => h + a > line],
      ['under', (h, a) => h + a < line],
    ]);
  },
  btts: () =>
    new Map([
      ['yes', (h, a) => h > 0 && a > 0],
      ['no', (h, a) => h === 0 || a === 0],
    ]),
};

/**
 * A market's fair probabilities: each outcome's implied probability (1 / odds) divided by the
 * market's sum, which removes the margin whatever method added it. Null unless every outcome of
 * the partition is priced (a market with an outcome gone cannot be normalised).
 */
function fairTargets(market: QuotedMarket): Target[] {
  const partition = PARTITIONS[market.type]?.(market.specifiers);
  if (!partition) return [];
  const prices = new Map(market.outcomes.map((outcome) => [outcome.id, outcome.oddsMilli]));
  if ([...partition.keys()].some((id) => !(Number(prices.get(id)) > 1000))) return [];
  const implied = [...partition].map(([id, predicate]) => ({
    predicate,
    implied: 1000 / Number(prices.get(id)),
  }));
  const overround = implied.reduce((sum, outcome) => sum + outcome.implied, 0);
  return implied.map(({ predicate, implied: value }) => ({
    predicate,
    probability: value / overround,
  }));
}

/** The final-score grid of the model from `score` on, with these remaining goal rates. */
export function gridFromRates(score: { home: number; away: number }, rates: GoalRates): ScoreGrid {
  // minute 0 plays a whole "match" of the remaining rates onto the current score
  return buildScoreGrid({ homeRate: rates.home, awayRate: rates.away, minute: 0, score });
}

/** The rates are fitted as logarithms (always positive), within these bounds. */
const LOG_RATE_BOUNDS = { min: Math.log(1e-4), max: Math.log(12) };
const MAX_ITERATIONS = 60;
const STEP = 1e-6;

function residuals(score: { home: number; away: number }, logRates: number[], targets: Target[]) {
  const grid = gridFromRates(score, {
    home: Math.exp(logRates[0] ?? 0),
    away: Math.exp(logRates[1] ?? 0),
  });
  return targets.map((target) => probabilityOf(grid, target.predicate) - target.probability);
}

const sumOfSquares = (values: number[]) => values.reduce((sum, value) => sum + value * value, 0);
const clampLog = (value: number) =>
  Math.min(LOG_RATE_BOUNDS.max, Math.max(LOG_RATE_BOUNDS.min, value));

/**
 * The remaining goal rates that best reproduce the markets' fair probabilities (least squares,
 * Levenberg–Marquardt on the two log rates), or null when the markets give fewer than two
 * independent probabilities (no complete 1X2, total or btts market is priced).
 */
export function fitRemainingRates(
  score: { home: number; away: number },
  markets: QuotedMarket[],
): GoalRates | null {
  const targets = markets.flatMap(fairTargets);
  if (targets.length < 3) return null;
  let point = [Math.log(1.2), Math.log(1.2)];
  let current = residuals(score, point, targets);
  let cost = sumOfSquares(current);
  let damping = 1e-3;
  for (let iteration = 0; iteration < MAX_ITERATIONS && cost > 1e-14; iteration += 1) {
    // the Jacobian by forward differences: two more grids per iteration
    const columns = [0, 1].map((index) => {
      const moved = point.map((value, at) => (at === index ? value + STEP : value));
      return residuals(score, moved, targets).map(
        (value, at) => (value - (current[at] ?? 0)) / STEP,
      );
    });
    const [a, b] = columns as [number[], number[]];
    const aa = a.reduce((sum, value) => sum + value * value, 0);
    const bb = b.reduce((sum, value) => sum + value * value, 0);
    const ab = a.reduce((sum, value, at) => sum + value * (b[at] ?? 0), 0);
    const ar = a.reduce((sum, value, at) => sum + value * (current[at] ?? 0), 0);
    const br = b.reduce((sum, value, at) => sum + value * (current[at] ?? 0), 0);
    const m11 = aa * (1 + damping);
    const m22 = bb * (1 + damping);
    const determinant = m11 * m22 - ab * ab;
    if (!(Math.abs(determinant) > 0)) break;
    const step = [(-ar * m22 + br * ab) / determinant, (-br * m11 + ar * ab) / determinant];
    const candidate = point.map((value, at) => clampLog(value + (step[at] ?? 0)));
    const candidateResiduals = residuals(score, candidate, targets);
    const candidateCost = sumOfSquares(candidateResiduals);
    if (candidateCost < cost) {
      const moved = Math.abs(step[0] ?? 0) + Math.abs(step[1] ?? 0);
      point = candidate;
      current = candidateResiduals;
      cost = candidateCost;
      damping = Math.max(damping / 3, 1e-9);
      if (moved < 1e-10) break;
    } else {
      damping *= 4;
      if (damping > 1e9) break;
    }
  }
  return { home: Math.exp(point[0] ?? 0), away: Math.exp(point[1] ?? 0) };
}
