import { describe, expect, it } from 'vitest';
import type { PricedMarket } from './market';
import { priceTennis } from './tennis';
import { matchResults, type TennisState } from './tennis-match';
import { holdProbability, tiebreakProbability } from './tennis-points';
import { setScoreDistribution } from './tennis-set';

const start: TennisState = {
  sets: [],
  games: { home: 0, away: 0 },
  points: { home: 0, away: 0 },
  server: 'home',
};

/** The textbook hold formula: p⁴(1 + 4q + 10q²) + 20p³q³ · p² / (1 − 2pq). */
const holdFormula = (p: number) => {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + 20 * p ** 3 * q ** 3 * ((p * p) / (1 - 2 * p * q));
};

const binomial = (n: number, k: number): number =>
  k === 0 ? 1 : (binomial(n, k - 1) * (n - k + 1)) / k;

const probabilityOf = (markets: PricedMarket[], type: string, id: string) =>
  markets.find((market) => market.type === type)?.outcomes.find((outcome) => outcome.id === id)
    ?.probability;

describe('tennis from point-win probabilities on serve', () => {
  it('holds serve at p 0.6 with 0.7357, as the standard formula gives', () => {
    expect(holdProbability(0.6)).toBeCloseTo(0.7357, 4);
    for (const p of [0.5, 0.55, 0.62, 0.7, 0.8])
      expect(holdProbability(p)).toBeCloseTo(holdFormula(p), 12);
    expect(holdProbability(0.5)).toBeCloseTo(0.5, 12);
  });

  it('holds from a point score: 40:0 is near certain, deuce is p²/(p²+q²), advantage receiver', () => {
    expect(holdProbability(0.6, 3, 0)).toBeGreaterThan(0.97);
    expect(holdProbability(0.6, 3, 3)).toBeCloseTo(0.36 / 0.52, 12);
    expect(holdProbability(0.6, 5, 5)).toBeCloseTo(0.36 / 0.52, 12);
    expect(holdProbability(0.6, 4, 5)).toBeCloseTo(0.6 * (0.36 / 0.52), 12);
  });

  it('a tiebreak where each wins any point with x is a plain race to 7 by two', () => {
    const x = 0.55;
    let expected = 0;
    for (let k = 0; k <= 5; k += 1) expected += binomial(6 + k, k) * x ** 7 * (1 - x) ** k;
    expected += binomial(12, 6) * x ** 6 * (1 - x) ** 6 * ((x * x) / (x * x + (1 - x) ** 2));
    expect(tiebreakProbability(x, 1 - x, 0, 0, true)).toBeCloseTo(expected, 12);
    expect(tiebreakProbability(x, 1 - x, 0, 0, false)).toBeCloseTo(expected, 12);
  });

  it('symmetric players: every set, tiebreak and match is 0.5', () => {
    const serve = { home: 0.64, away: 0.64 };
    expect(tiebreakProbability(0.64, 0.64, 0, 0, true)).toBeCloseTo(0.5, 12);
    const homeSets = setScoreDistribution(serve, start)
      .filter((score) => score.home > score.away)
      .reduce((sum, score) => sum + score.probability, 0);
    expect(homeSets).toBeCloseTo(0.5, 12);
    const markets = priceTennis(serve, start, 0.05);
    expect(probabilityOf(markets, 'match_winner', 'home')).toBeCloseTo(0.5, 12);
    expect(probabilityOf(markets, 'set_betting', '2:1')).toBeCloseTo(
      probabilityOf(markets, 'set_betting', '1:2') ?? 0,
      12,
    );
  });

  it('the stronger server wins more, and the results add up', () => {
    const results = matchResults({ home: 0.68, away: 0.6 }, start);
    const total = results.reduce((sum, result) => sum + result.probability, 0);
    expect(total).toBeCloseTo(1, 12);
    const home = results
      .filter((result) => result.setsHome === 2)
      .reduce((s, r) => s + r.probability, 0);
    expect(home).toBeGreaterThan(0.75);
    for (const result of results) {
      expect(result.games).toBeGreaterThanOrEqual(12);
      expect(result.games).toBeLessThanOrEqual(39);
    }
  });

  it('in play: a set and 5:1 up serving at 40:0 is almost won; the games so far count', () => {
    const state: TennisState = {
      sets: [{ home: 6, away: 4 }],
      games: { home: 5, away: 1 },
      points: { home: 3, away: 0 },
      server: 'home',
    };
    const results = matchResults({ home: 0.62, away: 0.62 }, state);
    const twoNil = results.find((result) => result.setsHome === 2 && result.games === 17);
    expect(twoNil?.probability).toBeGreaterThan(0.97);
    const markets = priceTennis({ home: 0.62, away: 0.62 }, state, 0.05);
    expect(markets.find((market) => market.type === 'match_winner')).toBeUndefined();
    expect(probabilityOf(markets, 'set_betting', '0:2')).toBeUndefined();
  });

  it('in a tiebreak the next point’s server decides who served first', () => {
    const serve = { home: 0.7, away: 0.6 };
    const atSixAll = { games: { home: 6, away: 6 }, points: { home: 0, away: 0 } };
    // point 1 of a tiebreak is served by the player who received point 0
    const homeFirst = setScoreDistribution(serve, {
      ...atSixAll,
      points: { home: 1, away: 0 },
      server: 'away',
    });
    const homeWins = homeFirst.find((score) => score.home === 7)?.probability;
    expect(homeWins).toBeCloseTo(tiebreakProbability(0.7, 0.6, 1, 0, true), 12);
  });
});
