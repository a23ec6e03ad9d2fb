import { describe, expect, it } from 'vitest';
import { compareSortValues } from './sort-values';

const sorted = (values: Parameters<typeof compareSortValues>[0][]) =>
  [...values].sort(compareSortValues);

describe('compareSortValues', () => {
  it('orders numbers by value, not as text', () => {
    expect(sorted([10, 2, -5, 2.5])).toEqual([-5, 2, 2.5, 10]);
  });

  it('orders text as people read it, and ISO dates in time', () => {
    expect(sorted(['b', 'Ángel', 'a10', 'a2'])).toEqual(['a2', 'a10', 'Ángel', 'b']);
    expect(sorted(['2026-11-27T10:00:00Z', '2026-01-05T00:00:00Z'])).toEqual([
      '2026-01-05T00:00:00Z',
      '2026-11-27T10:00:00Z',
    ]);
  });

  it('puts empty values last', () => {
    expect(sorted([null, 3, '', 1])).toEqual([1, 3, null, '']);
    expect(compareSortValues(undefined, 0)).toBeGreaterThan(0);
  });
});
