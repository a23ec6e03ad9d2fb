// The results of the adapter's markets from an event's final score, as The Odds API reports it:
// h2h (a draw wins only in three-way football; a tie refunds a two-way market), spreads on the
// home side's line and totals over/under, a whole line that lands exactly refunding the stake
// (push) and a quarter line staking half on each neighbouring line (handicapResult).
import {
  parseSpecifiers,
  type MarketRef,
  type MarketSettlement,
  type OutcomeResult,
} from '../feed-messages';
import { handicapResult } from '../simulator/football-settlement';

export interface FinalScore {
  home: number;
  away: number;
}

export interface GradableMarket extends MarketRef {
  outcomeIds: string[];
}

const REFUND: Omit<OutcomeResult, 'id'> = { result: 0, voidFactor: '1' };

function winnerResult(id: string, score: FinalScore): Omit<OutcomeResult, 'id'> {
  const winner = score.home > score.away ? 'home' : score.home < score.away ? 'away' : 'draw';
  return { result: id === winner ? 1 : 0 };
}

function outcomeResult(
  market: GradableMarket,
  id: string,
  score: FinalScore,
): Omit<OutcomeResult, 'id'> | null {
  const specifiers = parseSpecifiers(market.specifiers);
  switch (market.type) {
    case '1x2':
      return winnerResult(id, score);
    case 'moneyline':
      return score.home === score.away ? REFUND : winnerResult(id, score);
    case 'asian_handicap':
    case 'spread': {
      const line = Number(specifiers.hcp);
      if (id === 'home') return handicapResult(score.home - score.away, line);
      if (id === 'away') return handicapResult(score.away - score.home, -line);
      return null;
    }
    case 'total': {
      // over a line is a handicap of −line on the total, under one of +line on its negative
      const line = Number(specifiers.total);
      const total = score.home + score.away;
      if (id === 'over') return handicapResult(total, -line);
      if (id === 'under') return handicapResult(-total, line);
      return null;
    }
    default:
      return null;
  }
}

/** Every gradable market's results; a market of a type the adapter does not make is left out. */
export function gradeMarkets(markets: GradableMarket[], score: FinalScore): MarketSettlement[] {
  return markets.flatMap((market) => {
    const outcomes = market.outcomeIds.flatMap((id) => {
      const result = outcomeResult(market, id, score);
      return result ? [{ id, ...result }] : [];
    });
    if (outcomes.length !== market.outcomeIds.length) return [];
    return [{ type: market.type, specifiers: market.specifiers, outcomes }];
  });
}
