// Basketball: what is left of the game adds Normal(μ · f, σ · √f) to the current margin (home −
// away) and to the current total, f being the share of regulation time left; pre-match f = 1.
// Scores are whole points, so a half-point line is an exact boundary; a tie at the end of
// regulation goes to overtime, counted as a coin flip for the moneyline (no draw).
import { formatLine, linesBetween, offered, priceMarket, type PricedMarket } from './market';
import { probabilityAbove } from './normal';

/** The game as the model sees it. */
export interface BasketballState {
  /** Expected home − away points over a whole game (regulation). */
  expectedMargin: number;
  /** Expected points of both teams over a whole game. */
  expectedTotal: number;
  secondsLeft: number;
  /** 2,880 for the NBA's 48 minutes, 2,400 for FIBA's 40. */
  regulationSeconds: number;
  score: { home: number; away: number };
}

/** Standard deviations over a whole game: NBA margins ≈ 12 points, totals ≈ 18. */
export const BASKETBALL_DEVIATION = { margin: 12, total: 18 } as const;

/** How many lines of spread and total either side of the main one. */
const LINES_EACH_SIDE = 2;

/** The final margin's and total's normal distributions for a state. */
export function finalDistributions(state: BasketballState) {
  const left = Math.min(1, Math.max(0, state.secondsLeft / state.regulationSeconds));
  const spread = Math.sqrt(left);
  return {
    margin: {
      mean: state.score.home - state.score.away + state.expectedMargin * left,
      deviation: BASKETBALL_DEVIATION.margin * spread,
    },
    total: {
      mean: state.score.home + state.score.away + state.expectedTotal * left,
      deviation: BASKETBALL_DEVIATION.total * spread,
    },
  };
}

/** Home's moneyline chance: win in regulation (margin ≥ 1), plus half of a tie (overtime). */
function homeWinProbability(margin: { mean: number; deviation: number }): number {
  const winByOne = probabilityAbove(0.5, margin.mean, margin.deviation);
  const tie = probabilityAbove(-0.5, margin.mean, margin.deviation) - winByOne;
  return winByOne + tie / 2;
}

/** Half-point lines around `centre` (itself rounded to the nearest half-point line). */
export function linesAround(centre: number): number[] {
  const main = Math.floor(centre) + 0.5;
  return linesBetween(main - LINES_EACH_SIDE, main + LINES_EACH_SIDE, 1);
}

/** The priced basketball markets: moneyline, spread (home's `hcp`) and total. */
export function priceBasketball(state: BasketballState, margin: number): PricedMarket[] {
  const final = finalDistributions(state);
  const home = homeWinProbability(final.margin);
  const twoWay = (first: string, second: string, probability: number) => [
    { id: first, probability },
    { id: second, probability: 1 - probability },
  ];
  return offered([
    priceMarket('moneyline', {}, twoWay('home', 'away', home), margin),
    ...linesAround(-final.margin.mean).map((hcp) => {
      const covers = probabilityAbove(-hcp, final.margin.mean, final.margin.deviation);
      return priceMarket(
        'spread',
        { hcp: formatLine(hcp) },
        twoWay('home', 'away', covers),
        margin,
      );
    }),
    ...linesAround(final.total.mean).map((line) => {
      const over = probabilityAbove(line, final.total.mean, final.total.deviation);
      return priceMarket(
        'total',
        { total: formatLine(line) },
        twoWay('over', 'under', over),
        margin,
      );
    }),
  ]);
}
