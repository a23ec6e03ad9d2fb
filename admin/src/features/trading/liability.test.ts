import { describe, expect, it } from 'vitest';
import { formatLiability, formatOdds, liabilityTone, marketName } from './liability';

describe('a liability', () => {
  it('always shows its sign, not only its colour', () => {
    expect(formatLiability(12.5, 'en')).toBe('+12.5 mBTC');
    expect(formatLiability(-3, 'en')).toBe('-3 mBTC');
    expect(formatLiability(0, 'en')).toBe('0 mBTC');
    expect(formatLiability(1234.5, 'es')).toMatch(/^\+1\.?234,5 mBTC$/);
  });

  it('is a loss when the book pays and a win when negative', () => {
    expect(liabilityTone(5)).toBe('loss');
    expect(liabilityTone(-5)).toBe('win');
    expect(liabilityTone(0)).toBe('even');
  });
});

describe('odds and markets', () => {
  it('shows odds as decimals in the language', () => {
    expect(formatOdds(2150, 'en')).toBe('2.15');
    expect(formatOdds(2000, 'es')).toBe('2,00');
    expect(formatOdds(1333, 'en')).toBe('1.333');
  });

  it('names a market with its specifiers', () => {
    expect(marketName('1x2', '')).toBe('1x2');
    expect(marketName('total', 'total=2.5')).toBe('total (total=2.5)');
    expect(marketName('handicap', 'hcp=1|period=1')).toBe('handicap (hcp=1, period=1)');
  });
});
