import { describe, expect, it } from 'vitest';
import { formatOdds, toAmerican, toFractional } from './odds-format';

describe('odds formats from milli-odds', () => {
  it.each([
    [2_500, '3/2'],
    [1_500, '1/2'],
    [2_000, '1/1'],
    [3_000, '2/1'],
    [1_250, '1/4'],
    [11_000, '10/1'],
    [2_100, '11/10'],
    [1_910, '10/11'],
    [1_830, '5/6'],
    [1_730, '8/11'],
    [1_620, '8/13'],
    [1_670, '2/3'],
    [1_330, '1/3'],
    [2_380, '11/8'],
    [2_630, '13/8'],
    [4_330, '10/3'],
    [1_450, '9/20'],
    [2_375, '11/8'],
    [1_010, '1/100'],
  ])('%s reads %s in fractional', (milliOdds, fraction) => {
    expect(formatOdds(milliOdds, 'fractional', 'es')).toBe(fraction);
  });

  it.each([
    [2_500, '+150'],
    [2_000, '+100'],
    [1_500, '-200'],
    [1_910, '-110'],
    [1_250, '-400'],
    [3_750, '+275'],
    [11_000, '+1000'],
    [1_010, '-10000'],
  ])('%s reads %s in American', (milliOdds, american) => {
    expect(formatOdds(milliOdds, 'american', 'es')).toBe(american);
  });

  it("shows decimals with two places, in the language's own way, never grouped", () => {
    expect(formatOdds(2_500, 'decimal', 'en')).toBe('2.50');
    expect(formatOdds(10_500, 'decimal', 'en')).toBe('10.50');
    expect(formatOdds(1_010, 'decimal', 'en')).toBe('1.01');
    expect(formatOdds(2_500, 'decimal', 'es')).toBe('2,50');
    expect(formatOdds(1_010, 'decimal', 'es')).toBe('1,01');
    expect(formatOdds(1_001_000, 'decimal', 'es')).toBe('1001,00');
    expect(formatOdds(1_001_000, 'decimal', 'en')).toBe('1001.00');
  });

  it('gives the numbers too, in lowest terms', () => {
    expect(toFractional(6_000)).toEqual({ numerator: 5, denominator: 1 });
    expect(toAmerican(1_830)).toBe(-120);
  });
});
