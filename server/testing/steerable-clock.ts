import type { Clock } from '../clock';

/** A clock that runs with the real time and that a harness moves on (see createSteerableClock). */
export interface SteerableClock extends Clock {
  /** Moves the clock on by `ms`: every sleep due by then resolves at once. */
  advance(ms: number): void;
}

/**
 * The real time plus what a harness advanced (the browser tests' server: a player waits for a
 * real in-play delay, and a test moves the time on rather than waiting for it). A sleep ends when
 * its time comes, by the real timer or by an advance, whichever is first.
 */
export function createSteerableClock(): SteerableClock {
  let offset = 0;
  const now = () => Date.now() + offset;
  const sleepers = new Set<{ due: number; wake: () => void }>();
  return {
    now: () => new Date(now()),
    sleep(ms) {
      return new Promise<void>((resolve) => {
        const sleeper = {
          due: now() + ms,
          wake: () => {
            clearTimeout(timer);
            sleepers.delete(sleeper);
            resolve();
          },
        };
        const timer = setTimeout(sleeper.wake, ms);
        sleepers.add(sleeper);
      });
    },
    advance(ms) {
      offset += ms;
      for (const sleeper of [...sleepers]) if (sleeper.due <= now()) sleeper.wake();
    },
  };
}
