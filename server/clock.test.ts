import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClock } from './clock';

describe('the test clock', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the real time moved on by what the test advanced', () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const clock = createTestClock();
    clock.advance(5_000);
    expect(clock.now().getTime()).toBe(1_005_000);
  });

  it('ends a sleep only once the test has advanced it by its length: real time passing does not count', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const clock = createTestClock();
    let isOver = false;
    void clock.sleep(1_000).then(() => (isOver = true));
    await clock.whenSleeping();
    // the machine is slow: real milliseconds pass between the sleep and the test's move
    now.mockReturnValue(1_000_050);
    clock.advance(999);
    await Promise.resolve();
    expect(isOver).toBe(false);
    expect(clock.sleeping()).toBe(1);
    clock.advance(1);
    await Promise.resolve();
    expect(isOver).toBe(true);
    expect(clock.sleeping()).toBe(0);
  });

  it('wakes sleeps in the order they are due', async () => {
    const clock = createTestClock();
    const woken: number[] = [];
    void clock.sleep(300).then(() => woken.push(300));
    void clock.sleep(100).then(() => woken.push(100));
    await clock.whenSleeping(2);
    clock.advance(500);
    await new Promise((resolve) => setImmediate(resolve));
    expect(woken).toEqual([100, 300]);
  });
});
