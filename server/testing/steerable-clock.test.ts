import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSteerableClock } from './steerable-clock';

afterEach(() => {
  vi.useRealTimers();
});

describe('the steerable clock (the browser tests’ server)', () => {
  it('runs with the real time plus what was advanced', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const clock = createSteerableClock();
    expect(clock.now().getTime()).toBe(1_000_000);
    clock.advance(30_000);
    vi.advanceTimersByTime(5);
    expect(clock.now().getTime()).toBe(1_030_005);
  });

  it('ends a sleep when its time comes, by the real time or by an advance', async () => {
    vi.useFakeTimers({ now: 0 });
    const clock = createSteerableClock();
    const ended: string[] = [];
    void clock.sleep(1_000).then(() => ended.push('real'));
    void clock.sleep(60_000).then(() => ended.push('advanced'));
    await vi.advanceTimersByTimeAsync(999);
    expect(ended).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(ended).toEqual(['real']);
    clock.advance(58_999);
    await Promise.resolve();
    expect(ended).toEqual(['real']);
    clock.advance(1);
    await Promise.resolve();
    expect(ended).toEqual(['real', 'advanced']);
    // its real timer was cleared: nothing ends twice
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ended).toEqual(['real', 'advanced']);
  });
});
