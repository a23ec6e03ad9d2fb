import { describe, expect, it } from 'vitest';
import { crashMultiplierAt } from '../../../../contract/house-page/live-tables';
import {
  bustClass,
  chartScale,
  climbPosition,
  FREEZE_AFTER_MS,
  secondsLeft,
  shownMultiplier,
} from './crash-curve-math';

// the climb started at server time 50_000; the local clock is 40_000 behind the server's
const STARTED = 50_000;
const OFFSET = 40_000;

describe('the crash curve on screen', () => {
  it('follows the server clock between ticks', () => {
    const heard = { receivedAt: 12_000, serverTime: 52_000, elapsedMs: 2_000 };
    const position = climbPosition(STARTED, heard, 12_500, OFFSET);
    expect(position.elapsedMs).toBe(2_500);
    expect(position.multiplier).toBeCloseTo(crashMultiplierAt(2_500), 12);
    expect(position.isFrozen).toBe(false);
  });

  it('freezes when no tick came for more than a second, where it was at that moment', () => {
    const heard = { receivedAt: 12_000, serverTime: 52_000, elapsedMs: 2_000 };
    expect(climbPosition(STARTED, heard, 12_000 + FREEZE_AFTER_MS, OFFSET).isFrozen).toBe(false);
    const frozen = climbPosition(STARTED, heard, 12_000 + FREEZE_AFTER_MS + 1, OFFSET);
    expect(frozen.isFrozen).toBe(true);
    const later = climbPosition(STARTED, heard, 20_000, OFFSET);
    expect(later.isFrozen).toBe(true);
    expect(later.elapsedMs).toBe(3_000);
    expect(frozen.elapsedMs).toBeCloseTo(later.elapsedMs, 0);
  });

  it('never runs more than a second past what the server last said, even with a fast clock', () => {
    const heard = { receivedAt: 12_000, serverTime: 52_000, elapsedMs: 2_000 };
    // the estimate is 5 s ahead of the truth
    expect(climbPosition(STARTED, heard, 12_100, OFFSET + 5_000).elapsedMs).toBe(3_000);
  });

  it('starts from the round message or the loaded state when no tick came yet', () => {
    const heard = { receivedAt: 10_000, serverTime: 50_400, elapsedMs: null };
    expect(climbPosition(STARTED, heard, 10_200, OFFSET + 400).elapsedMs).toBe(600);
    expect(climbPosition(STARTED, heard, 10_200, OFFSET - 20_000).elapsedMs).toBe(0);
  });

  it('shows and pays the multiplier rounded down to hundredths', () => {
    expect(shownMultiplier(1.15)).toBe(1.15);
    expect(shownMultiplier(1.999)).toBe(1.99);
    expect(shownMultiplier(crashMultiplierAt(0))).toBe(1);
  });

  it('counts the betting seconds down, rounded up, never below zero', () => {
    expect(secondsLeft(16_000, 10_000)).toBe(6);
    expect(secondsLeft(16_000, 10_001)).toBe(6);
    expect(secondsLeft(16_000, 15_999)).toBe(1);
    expect(secondsLeft(16_000, 17_000)).toBe(0);
  });

  it('grows the chart with the curve, from at least 10 s and 2×', () => {
    expect(chartScale(0, 1)).toEqual({ maxMs: 10_000, maxMultiplier: 2 });
    expect(chartScale(20_000, 3)).toEqual({ maxMs: 25_000, maxMultiplier: 3.5 });
  });

  it('colours the bust points by size', () => {
    expect([1, 1.99, 2, 9.99, 10, 99.99, 100].map(bustClass)).toEqual([
      'is-low',
      'is-low',
      'is-mid',
      'is-mid',
      'is-high',
      'is-high',
      'is-huge',
    ]);
  });
});
