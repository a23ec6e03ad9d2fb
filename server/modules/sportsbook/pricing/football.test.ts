import { describe, expect, it } from 'vitest';
import { halfLines, splitHandicap, effectiveProbability } from './asian-handicap';
import { priceFootball, type FootballState } from './football';
import {
  asianHandicapOutcomes,
  matchResultOutcomes,
  nextGoalOutcomes,
  totalOutcomes,
} from './football-markets';
import { buildScoreGrid, goalDifferenceDistribution } from './football-score-grid';
import type { PricedMarket } from './market';

const preMatch: FootballState = {
  homeRate: 1.5,
  awayRate: 1.1,
  minute: 0,
  score: { home: 0, away: 0 },
};

const probabilities = (outcomes: { id: string; probability: number }[]) =>
  Object.fromEntries(outcomes.map((outcome) => [outcome.id, outcome.probability]));

const market = (markets: PricedMarket[], type: string, specifiers: Record<string, string> = {}) =>
  markets.find(
    (candidate) =>
      candidate.type === type &&
      JSON.stringify(candidate.specifiers) === JSON.stringify(specifiers),
  );

describe('football pricing from Poisson goal rates', () => {
  it('gives the issue vector: λ 1.5 and 1.1 → 1X2 0.464 / 0.258 / 0.278', () => {
    const result = probabilities(matchResultOutcomes(buildScoreGrid(preMatch)));
    expect(result.home).toBeCloseTo(0.464, 3);
    expect(result.draw).toBeCloseTo(0.258, 3);
    expect(result.away).toBeCloseTo(0.278, 3);
  });

  it('prices over 2.5 as 1 − P(Poisson(2.6) ≤ 2)', () => {
    const total = 2.6;
    const underOrEqualTwo = Math.exp(-total) * (1 + total + (total * total) / 2);
    const result = probabilities(totalOutcomes(buildScoreGrid(preMatch), 2.5));
    expect(result.over).toBeCloseTo(1 - underOrEqualTwo, 8);
  });

  it('in play adds the remaining goals to the score: 2:0 at 45′ makes home a strong favourite', () => {
    const state = { ...preMatch, minute: 45, score: { home: 2, away: 0 } };
    const result = probabilities(matchResultOutcomes(buildScoreGrid(state)));
    expect(result.home).toBeGreaterThan(0.85);
    expect((result.home ?? 0) + (result.draw ?? 0) + (result.away ?? 0)).toBeCloseTo(1, 12);
  });

  it('at the final whistle the result is certain and the markets are withdrawn', () => {
    const markets = priceFootball({ ...preMatch, minute: 90, score: { home: 1, away: 0 } }, 0.05);
    expect(market(markets, '1x2')).toBeUndefined();
    expect(market(markets, 'next_goal', { goalnr: '2' })).toBeUndefined();
  });

  it('next goal: λh/(λh+λa) of the chance that another goal comes', () => {
    const state = { ...preMatch, minute: 60, score: { home: 1, away: 1 } };
    const result = probabilities(nextGoalOutcomes(buildScoreGrid(state)));
    const remaining = (1.5 + 1.1) / 3;
    expect(result.none).toBeCloseTo(Math.exp(-remaining), 12);
    expect(result.home).toBeCloseTo((1.5 / 2.6) * (1 - Math.exp(-remaining)), 12);
    const markets = priceFootball(state, 0.05);
    expect(market(markets, 'next_goal', { goalnr: '3' })?.outcomes).toHaveLength(3);
  });

  it('offers every market type of the brief, with all lines', () => {
    const markets = priceFootball(preMatch, 0.05);
    const types = new Set(markets.map((candidate) => candidate.type));
    expect([...types]).toEqual([
      '1x2',
      'double_chance',
      'total',
      'btts',
      'asian_handicap',
      'correct_score',
      'next_goal',
    ]);
    expect(markets.filter((candidate) => candidate.type === 'total')).toHaveLength(5);
    expect(market(markets, 'asian_handicap', { hcp: '-0.75' })).toBeDefined();
    expect(market(markets, 'correct_score')?.outcomes.map((o) => o.id)).toContain('2:1');
  });
});

describe('Asian handicap quarter lines', () => {
  it('splits a quarter line into its two neighbouring lines', () => {
    expect(halfLines(-0.75)).toEqual([-1, -0.5]);
    expect(halfLines(0.25)).toEqual([0, 0.5]);
    expect(halfLines(-1.5)).toEqual([-1.5, -1.5]);
  });

  it('home −0.75 wins by 2+ and half-wins by 1; +0.25 half-wins a draw', () => {
    const differences = new Map([
      [2, 0.2],
      [1, 0.3],
      [0, 0.25],
      [-1, 0.25],
    ]);
    expect(splitHandicap(differences, -0.75)).toEqual({
      win: 0.2,
      halfWin: 0.3,
      push: 0,
      halfLoss: 0,
      loss: 0.5,
    });
    const quarterUp = splitHandicap(differences, 0.25);
    expect(quarterUp.halfWin).toBe(0.25);
    expect(quarterUp.loss).toBe(0.25);
    expect(quarterUp.win).toBeCloseTo(0.5, 12);
  });

  it('prices so that the expected return of the fair odds is exactly 1', () => {
    const differences = goalDifferenceDistribution(buildScoreGrid(preMatch));
    for (const line of [-1.25, -0.75, -0.25, 0, 0.25, 1, 1.75]) {
      const split = splitHandicap(differences, line);
      const odds = 1 / effectiveProbability(split);
      const expectedReturn =
        odds * split.win + ((1 + odds) / 2) * split.halfWin + split.push + split.halfLoss / 2;
      expect(expectedReturn).toBeCloseTo(1, 12);
      const [home, away] = asianHandicapOutcomes(differences, line);
      expect((home?.probability ?? 0) + (away?.probability ?? 0)).toBeCloseTo(1, 12);
    }
  });

  it('a level line (0) is the draw-no-bet price', () => {
    const differences = goalDifferenceDistribution(buildScoreGrid(preMatch));
    const [home] = asianHandicapOutcomes(differences, 0);
    expect(home?.probability).toBeCloseTo(0.464 / (0.464 + 0.278), 2);
  });
});

describe('football speed', () => {
  it('prices a full market set in well under 5 ms of CPU', () => {
    const price = (run: number) => priceFootball({ ...preMatch, minute: run % 90 }, 0.05);
    for (let run = 0; run < 100; run += 1) price(run);
    const runs = 500;
    const started = process.cpuUsage();
    for (let run = 0; run < runs; run += 1) price(run);
    const used = process.cpuUsage(started);
    const perSet = (used.user + used.system) / 1000 / runs;
    console.info(`football market set: ${perSet.toFixed(3)} ms of CPU`);
    expect(perSet).toBeLessThan(5);
  });
});
