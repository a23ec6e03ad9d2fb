import { setTimeout as delay } from 'node:timers/promises';

/**
 * The time as the server's rules read it, and the one way they wait: every rule that asks "what
 * time is it" (a token's expiry, a break's end, a TOTP step, a match's kick-off) or waits for time
 * to pass (an in-play bet's acceptance delay) goes through the clock in AppDeps, so a test owns
 * time instead of racing it. Caches and timers that only pace work (a cache's lifetime, a retry's
 * back-off) are not rules and keep the process's own time.
 */
export interface Clock {
  now(): Date;
  /** Resolves once `ms` have passed on this clock. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => delay(ms),
};

/** A clock a test moves on: see createTestClock. */
export interface TestClock extends Clock {
  /** Moves the clock on by `ms`: every sleep due by then resolves, in the order they are due. */
  advance(ms: number): void;
  /** How many sleeps are waiting for the clock to move. */
  sleeping(): number;
  /** Resolves once at least `count` sleeps wait (a test's way to know the code reached its wait). */
  whenSleeping(count?: number): Promise<void>;
}

/**
 * The real time moved on by what a test asked (tests): the database stamps what happens with its
 * own clock, so the time a rule reads must keep running with it. A sleep on it resolves only when
 * the test has advanced the clock by its length since it began, never by itself, and the real
 * time that passes meanwhile does not count: the test says when the wait is over.
 */
export function createTestClock(): TestClock {
  let offset = 0;
  const now = () => Date.now() + offset;
  // each sleeper's end, as the total the clock must have been advanced by
  let sleepers: { due: number; wake: () => void }[] = [];
  let watchers: { count: number; wake: () => void }[] = [];
  const notifyWatchers = () => {
    const ready = watchers.filter((watcher) => sleepers.length >= watcher.count);
    watchers = watchers.filter((watcher) => sleepers.length < watcher.count);
    for (const watcher of ready) watcher.wake();
  };
  return {
    now: () => new Date(now()),
    sleep(ms) {
      return new Promise<void>((resolve) => {
        sleepers.push({ due: offset + ms, wake: resolve });
        notifyWatchers();
      });
    },
    advance(ms) {
      offset += ms;
      const due = sleepers.filter((sleeper) => sleeper.due <= offset);
      sleepers = sleepers.filter((sleeper) => sleeper.due > offset);
      for (const sleeper of due.sort((a, b) => a.due - b.due)) sleeper.wake();
    },
    sleeping: () => sleepers.length,
    whenSleeping(count = 1) {
      if (sleepers.length >= count) return Promise.resolve();
      return new Promise<void>((resolve) => watchers.push({ count, wake: resolve }));
    },
  };
}
