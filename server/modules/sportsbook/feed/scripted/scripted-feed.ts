// The scripted feed (SPORTS_FEED=scripted): a file of feed messages replayed in order, each line
// at its time, by whichever node holds the `sports-feed` singleton, through the same
// applyFeedMessage and onChange as the other sources (docs/sportsbook-scripted-feed.md).
import { setTimeout as delay } from 'node:timers/promises';
import { StaleLeaseError } from '../../../../cluster/leases';
import { startSingleton, type Singleton, type SingletonWork } from '../../../../cluster/singleton';
import type { Database } from '../../../../db/database';
import type { Logger } from '../../../../logger';
import { SPORTS_FEED_SINGLETON, tellChange, type FeedChangeHandler } from '../feed-source';
import { applyFeedMessage, UnknownEventError } from '../feed-store';
import { readFeedScript, type FeedScript, type ScriptLine } from './feed-script';
import {
  saveScriptPosition,
  selectScriptPosition,
  type ScriptPosition,
} from './script-position-repository';

/** How long a holder waits before it tries a line again (the database was away). */
const RETRY_MS = 1_000;
/** A holder whose script is over keeps the lease and sleeps this long at a time until stopped. */
const FINISHED_SLEEP_MS = 60 * 60 * 1000;

/** The time a scripted feed keeps: the real one, or a test's. */
export interface FeedTimers {
  now(): number;
  /** Resolves after `ms`, or at once when `signal` is aborted. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

export const realTimers: FeedTimers = {
  now: () => Date.now(),
  sleep: (ms, signal) => delay(ms, undefined, { signal, ref: false }).catch(() => undefined),
};

export interface ScriptedFeedOptions {
  db: Database;
  /** The PostgreSQL URL the singleton's lock connection opens (unused on PGlite). */
  databaseUrl: string | undefined;
  logger: Logger;
  onChange: FeedChangeHandler;
  timers?: FeedTimers;
}

/**
 * Reads SPORTS_FEED_SCRIPT (a line that does not parse throws FeedScriptError, naming it) and
 * replays it on whichever node holds the `sports-feed` singleton.
 */
export function startScriptedFeed(
  options: ScriptedFeedOptions & { scriptPath: string | undefined },
): Singleton {
  if (!options.scriptPath) throw new Error('SPORTS_FEED=scripted needs SPORTS_FEED_SCRIPT');
  const script = readFeedScript(options.scriptPath);
  options.logger.info('scripted feed', { path: script.path, lines: script.lines.length });
  return startSingleton({
    name: SPORTS_FEED_SINGLETON,
    db: options.db,
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    work: scriptedFeedWork(script, options),
  });
}

/**
 * The holder's loop: from where the script stands (sports_feed_scripts), each line at its time.
 * The script's clock goes on from the last line applied, whoever applied it: a node taking over
 * waits the gap between that line and the next from the moment it took over (the time no node
 * held the feed does not count, so the script keeps its pace). A failure tries the line again
 * (applying a message twice changes nothing: the feed log); a stale lease ends the work.
 */
export function scriptedFeedWork(script: FeedScript, options: ScriptedFeedOptions): SingletonWork {
  const timers = options.timers ?? realTimers;
  return async (lease) => {
    let position: ScriptPosition | null = null;
    let origin = 0;
    while (!lease.signal.aborted) {
      let line: ScriptLine | undefined;
      try {
        if (!position) {
          position = await selectScriptPosition(lease.db, script.hash);
          origin = timers.now() - position.scriptMs;
        }
        line = script.lines[position.nextLine];
        if (!line) {
          await timers.sleep(FINISHED_SLEEP_MS, lease.signal);
          continue;
        }
        const wait = origin + line.at - timers.now();
        if (wait > 0) {
          await timers.sleep(wait, lease.signal);
          continue;
        }
        await applyScriptLine(options, lease.db, line);
        const next: ScriptPosition = { nextLine: position.nextLine + 1, scriptMs: line.at };
        await saveScriptPosition(lease.db, script.hash, next);
        position = next;
      } catch (error) {
        if (error instanceof StaleLeaseError) return;
        options.logger.error('scripted feed: a line failed', { error, line: line?.lineNumber });
        await timers.sleep(RETRY_MS, lease.signal);
      }
    }
  };
}

/**
 * Applies a line's message to `db` and tells `onChange`; a message about an unknown event is
 * logged and skipped. The holder's loop applies each line so; a harness that feeds the book by
 * hand (the browser tests' timed server) applies its lines the same way.
 */
export async function applyScriptLine(
  options: { logger: Logger; onChange: FeedChangeHandler },
  db: Database,
  line: ScriptLine,
): Promise<void> {
  let change;
  try {
    change = await applyFeedMessage(db, line.message);
  } catch (error) {
    if (!(error instanceof UnknownEventError)) throw error;
    options.logger.warn('scripted feed: a line names an event no fixture_change created', {
      line: line.lineNumber,
      messageId: line.message.id,
    });
    return;
  }
  await tellChange(options, change, db, line.message);
}
