// Every football market for a match state: what the simulator publishes as an `odds_change`.
import {
  asianHandicapOutcomes,
  bothTeamsToScoreOutcomes,
  correctScoreOutcomes,
  doubleChanceOutcomes,
  matchResultOutcomes,
  nextGoalOutcomes,
  totalOutcomes,
} from './football-markets';
import {
  buildScoreGrid,
  goalDifferenceDistribution,
  type FootballState,
} from './football-score-grid';
import { formatLine, linesBetween, offered, priceMarket, type PricedMarket } from './market';

export type { FootballState } from './football-score-grid';

/** Goal lines of the `total` market. */
export const FOOTBALL_TOTAL_LINES = linesBetween(0.5, 4.5, 1);
/** Home handicaps of the `asian_handicap` market, quarter lines included. */
export const ASIAN_HANDICAP_LINES = linesBetween(-2.5, 2.5, 0.25);

/** The priced football markets for a state (pre-match: minute 0, score 0:0). */
export function priceFootball(state: FootballState, margin: number): PricedMarket[] {
  const grid = buildScoreGrid(state);
  const differences = goalDifferenceDistribution(grid);
  const goalNumber = state.score.home + state.score.away + 1;
  return offered([
    priceMarket('1x2', {}, matchResultOutcomes(grid), margin),
    priceMarket('double_chance', {}, doubleChanceOutcomes(grid), margin),
    ...FOOTBALL_TOTAL_LINES.map((line) =>
      priceMarket('total', { total: formatLine(line) }, totalOutcomes(grid, line), margin),
    ),
    priceMarket('btts', {}, bothTeamsToScoreOutcomes(grid), margin),
    ...ASIAN_HANDICAP_LINES.map((line) =>
      priceMarket(
        'asian_handicap',
        { hcp: formatLine(line) },
        asianHandicapOutcomes(differences, line),
        margin,
      ),
    ),
    priceMarket('correct_score', {}, correctScoreOutcomes(grid), margin),
    priceMarket('next_goal', { goalnr: String(goalNumber) }, nextGoalOutcomes(grid), margin),
  ]);
}
