import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formatters', () => {
  it('builds one formatter per locale and options, and formats as Intl does', () => {
    const twoDecimals = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
    const spanish = numberFormat('es-ES', twoDecimals);
    expect(numberFormat('es-ES', { ...twoDecimals })).toBe(spanish);
    expect(numberFormat('en-GB', twoDecimals)).not.toBe(spanish);
    expect(numberFormat('es-ES', { ...twoDecimals, useGrouping: false })).not.toBe(spanish);
    expect(spanish.format(1.5)).toBe('1,50');
    expect(numberFormat('en-GB', twoDecimals).format(1.5)).toBe('1.50');
  });

  it('keeps date formatters apart from number formatters', () => {
    const options = { timeZone: 'UTC', hour: '2-digit', minute: '2-digit' } as const;
    const time = dateTimeFormat('es-ES', options);
    expect(dateTimeFormat('es-ES', options)).toBe(time);
    expect(time.format(Date.UTC(2026, 0, 1, 21, 5))).toBe('21:05');
  });
});
