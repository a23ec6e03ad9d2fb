// Every tennis market for a match state (best of three): what the simulator publishes.
import { formatLine, linesBetween, offered, priceMarket, type PricedMarket } from './market';
import { matchResults, type MatchResult, type TennisState } from './tennis-match';
import type { ServeChances } from './tennis-set';

/** Lines of the `total_games` market (a best-of-three has 12 to 39 games). */
export const TOTAL_GAMES_LINES = linesBetween(18.5, 26.5, 1);

/** The set scores of `set_betting`, home's sets first. */
export const SET_SCORES = ['2:0', '2:1', '1:2', '0:2'] as const;

const sum = (results: MatchResult[], keep: (result: MatchResult) => boolean) =>
  results.reduce((total, result) => total + (keep(result) ? result.probability : 0), 0);

/**
 * The priced tennis markets, from each player's chance of winning a point on his own serve and the
 * score (pre-match: no sets, 0:0, 0:0, the first server).
 */
export function priceTennis(
  serve: ServeChances,
  state: TennisState,
  margin: number,
): PricedMarket[] {
  const results = matchResults(serve, state);
  const home = sum(results, (result) => result.setsHome > result.setsAway);
  return offered([
    priceMarket(
      'match_winner',
      {},
      [
        { id: 'home', probability: home },
        { id: 'away', probability: 1 - home },
      ],
      margin,
    ),
    priceMarket(
      'set_betting',
      {},
      SET_SCORES.map((id) => ({
        id,
        probability: sum(
          results,
          (result) => `${String(result.setsHome)}:${String(result.setsAway)}` === id,
        ),
      })),
      margin,
    ),
    ...TOTAL_GAMES_LINES.map((line) => {
      const over = sum(results, (result) => result.games > line);
      return priceMarket(
        'total_games',
        { total: formatLine(line) },
        [
          { id: 'over', probability: over },
          { id: 'under', probability: 1 - over },
        ],
        margin,
      );
    }),
  ]);
}
