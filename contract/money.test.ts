import { describe, expect, it } from 'vitest';
import { mbtcToSatoshis, satoshisToMbtc } from './money';

describe('mBTC at the edge, satoshis inside', () => {
  it.each([
    [1, 100_000n],
    [0.1, 10_000n],
    ['0.00001', 1n],
    [12.34567, 1_234_567n],
    ['1000', 100_000_000n],
    [0.3, 30_000n],
  ])('%s mBTC is %s satoshis', (mbtc, satoshis) => {
    expect(mbtcToSatoshis(mbtc)).toBe(satoshis);
  });

  it.each([
    [-1],
    [0.000001],
    ['1e-5'],
    ['abc'],
    [''],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    ['1.2.3'],
  ])('refuses %s', (value) => {
    expect(mbtcToSatoshis(value)).toBeNull();
  });

  it('shows satoshis as exact mBTC numbers', () => {
    expect(satoshisToMbtc(1n)).toBe(0.00001);
    expect(satoshisToMbtc(1_234_567n)).toBe(12.34567);
    expect(satoshisToMbtc(-50_000n)).toBe(-0.5);
    expect(satoshisToMbtc(2_100_000_000_000_000n)).toBe(21_000_000_000);
  });

  it('round-trips every amount', () => {
    for (const satoshis of [0n, 1n, 99_999n, 100_001n, 123_456_789n]) {
      expect(mbtcToSatoshis(satoshisToMbtc(satoshis))).toBe(satoshis);
    }
  });
});
