// SPORTS_FEED_RECORD: every message the node's feed applies, appended to a file in the scripted
// feed's format (scripted/feed-script.ts), so what a feed did can be replayed with
// SPORTS_FEED=scripted.
import { appendFile } from 'node:fs/promises';
import type { FeedMessage } from './feed-messages';

export interface FeedRecorder {
  /** Appends the message with its `at`; lines go to the file in the order they were recorded. */
  record(message: FeedMessage): Promise<void>;
}

/** A recorder whose `at` counts from now: the start of this node's feed. */
export function createFeedRecorder(path: string, now: () => number = Date.now): FeedRecorder {
  const start = now();
  let writing: Promise<void> = Promise.resolve();
  return {
    record(message) {
      const line = `${JSON.stringify({ at: Math.round(now() - start), ...message })}\n`;
      const written = writing.then(() => appendFile(path, line));
      // a failed write is the caller's to log; the next line is written all the same
      writing = written.catch(() => undefined);
      return written;
    },
  };
}
