import { describe, expect, it } from 'vitest';
import { priceFootball } from './football';
import { DEFAULT_SPORTS_MARGIN, offeredOdds, oddsWithMargin } from './margin';
import { priceMarket } from './market';
import { roundDownToTick, TICK_LADDER } from './tick-ladder';

/** Every tick of the ladder, ascending. */
const allTicks = () =>
  TICK_LADDER.flatMap((band) =>
    Array.from(
      { length: (band.to - band.from) / band.step + 1 },
      (_, i) => band.from + i * band.step,
    ),
  );

describe('the tick ladder', () => {
  it.each([
    [1_010, 1_010],
    [1_999, 1_990],
    [2_000, 2_000],
    [2_019, 2_000],
    [2_039, 2_020],
    [3_040, 3_000],
    [3_999, 3_950],
    [4_050, 4_000],
    [6_150, 6_000],
    [10_400, 10_000],
    [20_900, 20_000],
    [31_500, 30_000],
    [54_000, 50_000],
    [109_000, 100_000],
    [955_000, 950_000],
    [5_000_000, 1_000_000],
    [1_004, 1_010],
  ])('%s rounds down to %s', (odds, tick) => {
    expect(roundDownToTick(odds)).toBe(tick);
  });

  it('keeps every tick as it is, and floating-point 1/p a hair under a tick on it', () => {
    for (const tick of allTicks()) expect(roundDownToTick(tick)).toBe(tick);
    expect(roundDownToTick(1000 / 0.4)).toBe(2_500);
  });

  it('never raises odds: the tick is at most the price, from 1.01 up', () => {
    for (let odds = 1_010; odds < 1_000_000; odds = Math.ceil(odds * 1.003) + 0.37) {
      const tick = roundDownToTick(odds);
      expect(tick).toBeLessThanOrEqual(odds);
      expect(allTicks()).toContain(tick);
    }
  });
});

describe('the margin: fair probabilities times (1 + margin)', () => {
  it('makes a book of a partition sum to exactly 1 + margin before rounding', () => {
    for (const market of priceFootball(
      { homeRate: 1.7, awayRate: 0.9, minute: 0, score: { home: 0, away: 0 } },
      DEFAULT_SPORTS_MARGIN,
    )) {
      if (!['1x2', 'total', 'btts', 'asian_handicap'].includes(market.type)) continue;
      const overround = market.outcomes.reduce(
        (sum, outcome) => sum + 1 / oddsWithMargin(outcome.probability, DEFAULT_SPORTS_MARGIN),
        0,
      );
      expect(overround).toBeCloseTo(1.05, 12);
    }
  });

  it('rounds the margined price down, so the book only widens', () => {
    const priced = priceMarket(
      '1x2',
      {},
      [
        { id: 'home', probability: 0.464 },
        { id: 'draw', probability: 0.258 },
        { id: 'away', probability: 0.278 },
      ],
      0.05,
    );
    // 1 / (0.464 · 1.05) = 2.0525 → 2.04; 1 / (0.258 · 1.05) = 3.691 → 3.65; 1 / (0.278 · 1.05) = 3.426 → 3.40
    expect(priced?.outcomes.map((outcome) => outcome.odds)).toEqual([2_040, 3_650, 3_400]);
    const implied = (priced?.outcomes ?? []).reduce((sum, outcome) => sum + 1000 / outcome.odds, 0);
    expect(implied).toBeGreaterThanOrEqual(1.05);
  });

  it('does not offer an outcome under 0.001, nor one 1.01 would overpay', () => {
    expect(offeredOdds(0.0009, 0.05)).toBeNull();
    expect(offeredOdds(0.001, 0.05)).toBe(950_000);
    expect(offeredOdds(0.995, 0.05)).toBeNull();
    expect(offeredOdds(0.98, 0.05)).toBe(1_010);
    expect(priceMarket('btts', {}, [{ id: 'yes', probability: 1 }], 0.05)).toBeNull();
  });
});
