import { describe, expect, it } from 'vitest';
import { handicapResult, settleFootballMarket, type FootballResult } from './football-settlement';

const result = (home: number, away: number, goals = [] as FootballResult['goals']) => ({
  score: { home, away },
  goals,
});
const settle = (
  type: string,
  specifiers: Record<string, string>,
  outcomeIds: string[],
  final: FootballResult,
) => settleFootballMarket({ type, specifiers, outcomeIds }, final);

describe('settleFootballMarket', () => {
  it('wins over 2.5 iff three goals or more', () => {
    expect(settle('total', { total: '2.5' }, ['over', 'under'], result(2, 1))).toEqual([
      { id: 'over', result: 1 },
      { id: 'under', result: 0 },
    ]);
    expect(settle('total', { total: '2.5' }, ['over', 'under'], result(1, 1))).toEqual([
      { id: 'over', result: 0 },
      { id: 'under', result: 1 },
    ]);
  });

  it('settles 1X2, double chance, both teams to score and correct score on a 1:1', () => {
    const draw = result(1, 1);
    expect(settle('1x2', {}, ['home', 'draw', 'away'], draw).map((o) => o.result)).toEqual([
      0, 1, 0,
    ]);
    const doubleChance = ['home_or_draw', 'home_or_away', 'draw_or_away'];
    expect(settle('double_chance', {}, doubleChance, draw).map((o) => o.result)).toEqual([1, 0, 1]);
    expect(settle('btts', {}, ['yes', 'no'], draw).map((o) => o.result)).toEqual([1, 0]);
    expect(settle('correct_score', {}, ['1:0', '1:1'], draw).map((o) => o.result)).toEqual([0, 1]);
  });

  it('settles a quarter line on a draw as half lost for home and half won for away', () => {
    expect(settle('asian_handicap', { hcp: '-0.25' }, ['home', 'away'], result(0, 0))).toEqual([
      { id: 'home', result: 0, voidFactor: '0.5' },
      { id: 'away', result: 1, voidFactor: '0.5' },
    ]);
  });

  it('settles whole, half and quarter Asian lines', () => {
    expect(handicapResult(1, -1)).toEqual({ result: 0, voidFactor: '1' });
    expect(handicapResult(1, -0.75)).toEqual({ result: 1, voidFactor: '0.5' });
    expect(handicapResult(1, -1.5)).toEqual({ result: 0 });
    expect(handicapResult(2, -1.25)).toEqual({ result: 1 });
  });

  it('settles next goal per goal number, none when it never came', () => {
    const final = result(1, 1, ['away', 'home']);
    const ids = ['home', 'none', 'away'];
    const winnerOf = (goalnr: string) =>
      settle('next_goal', { goalnr }, ids, final).find((o) => o.result === 1)?.id;
    expect([winnerOf('1'), winnerOf('2'), winnerOf('3')]).toEqual(['away', 'home', 'none']);
  });
});
