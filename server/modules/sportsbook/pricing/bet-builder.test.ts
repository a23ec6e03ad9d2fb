import { describe, expect, it } from 'vitest';
import { builderMargin, priceBetBuilder, type BuilderSelection } from './bet-builder';
import { priceFootball, type FootballState } from './football';
import { buildScoreGrid, probabilityOf } from './football-score-grid';
import { fitRemainingRates, gridFromRates, type QuotedMarket } from './football-rate-fit';
import type { PricedMarket } from './market';
import { roundDownToTick } from './tick-ladder';

const MARGIN = 0.05;
const preMatch: FootballState = {
  homeRate: 1.5,
  awayRate: 1.1,
  minute: 0,
  score: { home: 0, away: 0 },
};

const pick = (marketType: string, outcome: string, specifiers: Record<string, string> = {}) =>
  ({ marketType, outcome, specifiers }) satisfies BuilderSelection;
const HOME = pick('1x2', 'home');
const DRAW = pick('1x2', 'draw');
const OVER_2_5 = pick('total', 'over', { total: '2.5' });
const UNDER_2_5 = pick('total', 'under', { total: '2.5' });
const BTTS_YES = pick('btts', 'yes');

/** The markets as the book publishes them: what the fit is given. */
const quoted = (markets: PricedMarket[]): QuotedMarket[] =>
  markets.map((market) => ({
    type: market.type,
    specifiers: market.specifiers,
    outcomes: market.outcomes.map((outcome) => ({ id: outcome.id, oddsMilli: outcome.odds })),
  }));

describe('bet builder prices from the score grid', () => {
  const grid = buildScoreGrid(preMatch);

  it('prices a home win with over 2.5 goals at the grid probability of both, not the product of the odds', () => {
    const price = priceBetBuilder(grid, [HOME, OVER_2_5], MARGIN);
    const joint = probabilityOf(grid, (h, a) => h > a && h + a > 2.5);
    const home = probabilityOf(grid, (h, a) => h > a);
    const over = probabilityOf(grid, (h, a) => h + a > 2.5);
    expect(price).toEqual({
      ok: true,
      probability: joint,
      oddsMilli: roundDownToTick(1000 / (joint * (1 + MARGIN) ** 2)),
    });
    // the two come together more often than if they were independent: a shorter price
    expect(joint).toBeGreaterThan(home * over * 1.1);
  });

  it('prices a correct score with a result it implies as the score alone', () => {
    const price = priceBetBuilder(grid, [pick('correct_score', '2:1'), HOME, BTTS_YES], MARGIN);
    const score = probabilityOf(grid, (h, a) => h === 2 && a === 1);
    expect(price.ok && price.probability).toBeCloseTo(score, 15);
  });

  it('refuses a combination that cannot happen', () => {
    expect(priceBetBuilder(grid, [HOME, DRAW], MARGIN)).toEqual({
      ok: false,
      code: 'bet_builder_impossible',
    });
    expect(priceBetBuilder(grid, [pick('correct_score', '2:1'), UNDER_2_5], MARGIN)).toEqual({
      ok: false,
      code: 'bet_builder_impossible',
    });
  });

  it('refuses a selection the builder does not take, naming it', () => {
    expect(
      priceBetBuilder(grid, [HOME, pick('asian_handicap', 'home', { hcp: '-0.75' })], MARGIN),
    ).toEqual({
      ok: false,
      code: 'bet_builder_unsupported',
      index: 1,
    });
    expect(
      priceBetBuilder(grid, [pick('total', 'over', { total: '2' }), HOME], MARGIN),
    ).toMatchObject({
      code: 'bet_builder_unsupported',
      index: 0,
    });
  });

  it('refuses a combination so nearly certain that 1.01 pays more than it is worth', () => {
    const won = buildScoreGrid({ ...preMatch, minute: 89, score: { home: 4, away: 0 } });
    expect(
      priceBetBuilder(won, [HOME, pick('double_chance', 'home_or_draw')], MARGIN),
    ).toMatchObject({
      ok: false,
      code: 'bet_builder_impossible',
    });
  });

  it('carries the margin of an accumulator of as many legs', () => {
    expect(builderMargin(0.05, 1)).toBeCloseTo(0.05, 12);
    expect(builderMargin(0.05, 3)).toBeCloseTo(0.157625, 12);
  });
});

describe('the goal rates fitted to the published prices', () => {
  it('finds the rates the simulator priced with before the match', () => {
    const rates = fitRemainingRates(preMatch.score, quoted(priceFootball(preMatch, MARGIN)));
    expect(rates?.home).toBeCloseTo(1.5, 2);
    expect(rates?.away).toBeCloseTo(1.1, 2);
  });

  it('finds the remaining rates in play, from the current score', () => {
    const state = { ...preMatch, minute: 60, score: { home: 1, away: 0 } };
    const rates = fitRemainingRates(state.score, quoted(priceFootball(state, MARGIN)));
    expect(rates?.home).toBeCloseTo(0.5, 2);
    expect(rates?.away).toBeCloseTo(1.1 / 3, 2);
  });

  it('prices a builder from the published prices within a tick of the true grid', () => {
    const state = { ...preMatch, minute: 30, score: { home: 0, away: 1 } };
    const rates = fitRemainingRates(state.score, quoted(priceFootball(state, MARGIN)));
    if (!rates) throw new Error('no rates fitted');
    const fitted = priceBetBuilder(gridFromRates(state.score, rates), [HOME, OVER_2_5], MARGIN);
    const truth = priceBetBuilder(buildScoreGrid(state), [HOME, OVER_2_5], MARGIN);
    expect(fitted.ok && truth.ok).toBe(true);
    if (fitted.ok && truth.ok) {
      expect(Math.abs(fitted.probability - truth.probability) / truth.probability).toBeLessThan(
        0.02,
      );
    }
  });

  it('needs a complete market: none priced gives no rates', () => {
    const oneSided: QuotedMarket = {
      type: '1x2',
      specifiers: {},
      outcomes: [{ id: 'home', oddsMilli: 2000 }],
    };
    expect(fitRemainingRates({ home: 0, away: 0 }, [oneSided])).toBeNull();
  });
});
