import type { Logger } from './logger';

/**
 * Work the server does on its own, on every node: repeated (e.g. the hourly pruning) or once,
 * after an answer (an email whose existence the answer must not show); work only one node of the
 * cluster may do runs under a cluster singleton instead (server/cluster/singleton.ts). Timers
 * never keep the process alive, a repeated task never overlaps its own previous run, failures are
 * logged, and `stop` (called on shutdown, and by tests closing their server) clears every timer
 * and waits for the runs under way, so a queued email is sent before the database closes.
 */
export interface BackgroundTasks {
  /** Runs `task` once right after start-up, then every `intervalMs`. */
  every(name: string, intervalMs: number, task: () => Promise<void>): void;
  /**
   * Runs `task` once, after the current answer has gone (so neither its work nor its time shows
   * in that answer). Runs even while stopping: the request that queued it was already answered.
   */
  once(name: string, task: () => Promise<void>): void;
  /** Resolves when no run is under way or queued (tests wait for work queued by a call). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  let isStopped = false;

  const track = (name: string, run: Promise<void>) => {
    const done = run
      .catch((error: unknown) => logger.error('background task failed', { name, error }))
      .finally(() => running.delete(done));
    running.add(done);
    return done;
  };

  const idle = async () => {
    // a run may queue another: wait until none is left
    while (running.size > 0) await Promise.all(running);
  };

  return {
    every(name, intervalMs, task) {
      let isRunning = false;
      const run = () => {
        if (isStopped || isRunning) return;
        isRunning = true;
        void track(name, task()).finally(() => {
          isRunning = false;
        });
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
    once(name, task) {
      void track(name, new Promise<void>((resolve) => setImmediate(resolve)).then(task));
    },
    idle,
    async stop() {
      isStopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await idle();
    },
  };
}
