import type { Logger } from './logger';

/**
 * Work the server repeats on its own (e.g. the house provider's recovery pass). Timers never keep
 * the process alive, a task never overlaps its own previous run, and `stop` (called on shutdown,
 * and by tests closing their server) clears every timer and waits for the runs under way.
 */
export interface BackgroundTasks {
  /** Runs `task` once right after start-up, then every `intervalMs`; failures are logged. */
  every(name: string, intervalMs: number, task: () => Promise<void>): void;
  stop(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let isStopped = false;

  return {
    every(name, intervalMs, task) {
      let isRunning = false;
      const run = () => {
        if (isStopped || isRunning) return;
        isRunning = true;
        const done = task()
          .catch((error: unknown) => logger.error('background task failed', { name, error }))
          .finally(() => {
            isRunning = false;
            running.delete(done);
          });
        running.add(done);
      };
      const first = setTimeout(() => {
        timers.delete(first);
        run();
      }, 0);
      const repeat = setInterval(run, intervalMs);
      for (const timer of [first, repeat]) {
        timer.unref();
        timers.add(timer);
      }
    },
    async stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all(running);
    },
  };
}
