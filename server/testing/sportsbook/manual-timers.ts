// The scripted feed's time, moved by the test: nothing waits for the real clock.
import type { FeedTimers } from '../../modules/sportsbook/feed/scripted/scripted-feed';

export interface ManualTimers extends FeedTimers {
  /** Moves the time on by `ms`, waking what sleeps until then. */
  advance(ms: number): void;
  /** Resolves once the feed sleeps again (at once if it sleeps and nothing woke it). */
  untilAsleep(): Promise<void>;
  /** Moves the time to `time` and waits until the feed has done what was due and sleeps again. */
  advanceTo(time: number): Promise<void>;
  /** When the feed's sleep ends, or null when it does not sleep. */
  wakesAt(): number | null;
}

export function createManualTimers(start = 0): ManualTimers {
  let now = start;
  let sleepers: { until: number; wake: () => void }[] = [];
  const onSleep: (() => void)[] = [];
  const timers: ManualTimers = {
    now: () => now,
    sleep(ms, signal) {
      return new Promise((resolve) => {
        if (signal.aborted) return resolve();
        const sleeper = { until: now + ms, wake: () => resolve() };
        sleepers.push(sleeper);
        signal.addEventListener(
          'abort',
          () => {
            sleepers = sleepers.filter((other) => other !== sleeper);
            resolve();
          },
          { once: true },
        );
        for (const notify of onSleep.splice(0)) notify();
      });
    },
    advance(ms) {
      now += ms;
      const due = sleepers.filter((sleeper) => sleeper.until <= now);
      sleepers = sleepers.filter((sleeper) => sleeper.until > now);
      for (const sleeper of due) sleeper.wake();
    },
    untilAsleep() {
      if (sleepers.length > 0) return Promise.resolve();
      return new Promise((resolve) => onSleep.push(resolve));
    },
    async advanceTo(time) {
      timers.advance(time - now);
      await timers.untilAsleep();
    },
    wakesAt: () =>
      sleepers.length > 0 ? Math.min(...sleepers.map((sleeper) => sleeper.until)) : null,
  };
  return timers;
}
