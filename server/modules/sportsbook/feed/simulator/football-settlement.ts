// The results of every football market from the final score and the order of the goals: what the
// simulator sends in a `bet_settlement` at full time.
import type { OutcomeResult } from '../feed-messages';
import { halfLines } from '../../pricing/asian-handicap';
import type { PublishedMarket } from './published-markets';

export type Side = 'home' | 'away';

/** How the match ended: the final score and who scored each goal, in order. */
export interface FootballResult {
  score: { home: number; away: number };
  goals: Side[];
}

/** Result 1 / 0 for an outcome that simply won or lost. */
const wonIf = (isWon: boolean): Pick<OutcomeResult, 'result'> => ({ result: isWon ? 1 : 0 });

/** The two halves of an Asian handicap stake added: win, half-win, push, half-loss or loss. */
const HANDICAP_RESULTS: Record<number, Omit<OutcomeResult, 'id'>> = {
  2: { result: 1 },
  1: { result: 1, voidFactor: '0.5' },
  0: { result: 0, voidFactor: '1' },
  [-1]: { result: 0, voidFactor: '0.5' },
  [-2]: { result: 0 },
};

/** A side's Asian handicap result: its goal difference plus `line`, each half on its own line. */
export function handicapResult(goalDifference: number, line: number): Omit<OutcomeResult, 'id'> {
  const [lower, upper] = halfLines(line);
  const sum = Math.sign(goalDifference + lower) + Math.sign(goalDifference + upper);
  return HANDICAP_RESULTS[sum] ?? { result: 0 };
}

/** Whether outcome `id` of a market without a line won. */
function plainOutcomeWon(type: string, id: string, result: FootballResult): boolean {
  const { home, away } = result.score;
  const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
  switch (type) {
    case '1x2':
      return id === winner;
    case 'double_chance':
      return id.split('_or_').includes(winner);
    case 'btts':
      return (home > 0 && away > 0) === (id === 'yes');
    case 'correct_score':
      return id === `${String(home)}:${String(away)}`;
    default:
      throw new Error(`football settlement: unknown market type ${type}`);
  }
}

/** Every outcome's result for a published market. */
export function settleFootballMarket(
  market: PublishedMarket,
  result: FootballResult,
): OutcomeResult[] {
  const { home, away } = result.score;
  return market.outcomeIds.map((id) => {
    if (market.type === 'total') {
      const isOver = home + away > Number(market.specifiers.total);
      return { id, ...wonIf(isOver === (id === 'over')) };
    }
    if (market.type === 'asian_handicap') {
      const line = Number(market.specifiers.hcp);
      const outcome =
        id === 'home' ? handicapResult(home - away, line) : handicapResult(away - home, -line);
      return { id, ...outcome };
    }
    if (market.type === 'next_goal') {
      const scorer = result.goals[Number(market.specifiers.goalnr) - 1] ?? 'none';
      return { id, ...wonIf(id === scorer) };
    }
    return { id, ...wonIf(plainOutcomeWon(market.type, id, result)) };
  });
}
