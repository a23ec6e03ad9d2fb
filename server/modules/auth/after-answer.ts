import type { Logger } from '../../logger';

/**
 * Starts `work` once the answer is on its way, so how long it takes (a token, an email) cannot
 * tell the caller which branch was taken; a failure is logged, never answered.
 */
export function runAfterAnswer(logger: Logger, name: string, work: () => Promise<void>): void {
  setImmediate(() => {
    work().catch((error: unknown) => logger.error('deferred work failed', { name, error }));
  });
}
