import { describe, expect, it } from 'vitest';
import {
  decimalsOf,
  formatAmount,
  formatMbtcNumber,
  formatMultiplier,
  formatNumber,
  formatPercent,
  parseDecimal,
  toInputText,
} from './format';

describe('number formats', () => {
  it('groups thousands and marks decimals as each language does', () => {
    expect(formatNumber(1234.56, 'es', 2)).toBe('1.234,56');
    expect(formatNumber(1234.56, 'en', 2)).toBe('1,234.56');
  });

  it('shows mBTC amounts with at least two decimals', () => {
    expect(formatAmount(0.2, 'es')).toBe('0,20 mBTC');
    expect(formatAmount(1234.5, 'en')).toBe('1,234.50 mBTC');
    expect(formatMbtcNumber(1234.56789, 'es')).toBe('1.234,56789');
  });

  it('shows multipliers and percentages', () => {
    expect(formatMultiplier(2, 'es', 4)).toBe('2,0000×');
    expect(formatPercent(49.5, 'en')).toBe('49.50%');
    expect(formatPercent(49.5, 'es')).toBe('49,50\u00a0%');
  });
});

describe('typed numbers', () => {
  it('accepts either decimal mark and no grouping', () => {
    expect(parseDecimal(' 0,5 ')).toBe(0.5);
    expect(parseDecimal('12.25')).toBe(12.25);
    expect(parseDecimal('1.234,5')).toBeNull();
    expect(parseDecimal('-1')).toBeNull();
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('1e3')).toBeNull();
  });

  it('counts decimals', () => {
    expect(decimalsOf('1')).toBe(0);
    expect(decimalsOf('1,234')).toBe(3);
  });

  it('writes a number back into a field in the language', () => {
    expect(toInputText(0.5, 'es')).toBe('0,50');
    expect(toInputText(0.015, 'en')).toBe('0.015');
    expect(toInputText(1500, 'en')).toBe('1500.00');
  });
});
