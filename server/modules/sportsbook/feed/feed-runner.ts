// The embedded odds feed: the trading simulator run by exactly one node of the cluster (a cluster
// singleton), keeping a rolling schedule, playing the matches in play and applying every message
// to the book. What it holds is in sports_sim_matches, written ahead of the messages, so a node
// that takes over continues every match where the last holder left it (docs/sportsbook-simulator.md).
import { setTimeout as delay } from 'node:timers/promises';
import { StaleLeaseError } from '../../../cluster/leases';
import {
  startSingleton,
  type Lease,
  type Singleton,
  type SingletonWork,
} from '../../../cluster/singleton';
import type { Database } from '../../../db/database';
import type { Logger } from '../../../logger';
import type { FeedMessage } from './feed-messages';
import {
  deleteRunningMatches,
  reserveSimEventIds,
  selectRunningMatches,
  upsertRunningMatches,
  type RunningMatch,
} from './feed-runner-repository';
import { applyFeedMessage } from './feed-store';
import { SPORTS_FEED_SINGLETON, tellChange, type FeedChangeHandler } from './feed-source';
import type { SimSport } from './simulator/catalogue';
import {
  kickOffInterval,
  SIM_SPORTS,
  SIMULATED_DAY,
  topUpSchedule,
} from './simulator/rolling-schedule';
import {
  advanceMatch,
  createMatch,
  isMatchOver,
  openMatch,
  reopensAt,
} from './simulator/sim-match';
import { SECONDS_PER_POINT } from './simulator/tennis-match';

/** How often the runner looks for matches due a step (real ms). */
const TICK_MS = 250;
/** Simulated seconds between two price updates of a match in play. */
const STEP_SECONDS: Record<SimSport, number> = {
  football: 60,
  tennis: SECONDS_PER_POINT,
  basketball: 30,
};
/** Rows written per statement (a match's state and messages are a few kilobytes). */
const WRITE_BATCH = 25;
/**
 * Fixtures a sport opens per tick: a first start lists a day of them over a few ticks (those in
 * play first) rather than in one long tick that would hold everything else up.
 */
const OPENED_PER_TICK = 6;
/** Matches whose messages are applied at once on PostgreSQL (each match's in order). */
const PARALLEL_MATCHES = 4;

export interface SportsFeedOptions {
  db: Database;
  /** The PostgreSQL URL the singleton's lock connection opens (unused on PGlite). */
  databaseUrl: string | undefined;
  logger: Logger;
  /** SPORTS_SIM_SPEED: simulated seconds per real second. */
  speed: number;
  /** SPORTS_MARGIN */
  margin: number;
  onChange: FeedChangeHandler;
  /** the clock, for tests */
  now?: () => number;
}

/** Runs the simulator on whichever node holds the `sports-feed` singleton. */
export function startSportsFeed(options: SportsFeedOptions): Singleton {
  return startSingleton({
    name: SPORTS_FEED_SINGLETON,
    db: options.db,
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    work: sportsFeedWork(options),
  });
}

/**
 * The holder's loop: restore the matches from the database, then every tick play what is due,
 * top the schedule up, write the matches ahead and apply their messages. A failure reloads the
 * state from the database (what was written is the truth); a stale lease ends the work.
 */
export function sportsFeedWork(options: SportsFeedOptions): SingletonWork {
  return async (lease) => {
    const feed = { running: null as Map<string, RunningMatch> | null, ids: [] as string[] };
    while (!lease.signal.aborted) {
      try {
        feed.running ??= await restore(lease.db);
        await tick(options, lease, feed as { running: Map<string, RunningMatch>; ids: string[] });
      } catch (error) {
        if (error instanceof StaleLeaseError) return;
        options.logger.error('sports feed tick failed', { error });
        feed.running = null;
      }
      await delay(TICK_MS, undefined, { signal: lease.signal, ref: false }).catch(() => undefined);
    }
  };
}

async function restore(db: Database): Promise<Map<string, RunningMatch>> {
  const rows = await selectRunningMatches(db);
  return new Map(rows.map((entry) => [entry.match.eventId, entry]));
}

async function tick(
  options: SportsFeedOptions,
  lease: Lease,
  feed: { running: Map<string, RunningMatch>; ids: string[] },
): Promise<void> {
  const now = (options.now ?? Date.now)();
  const changed = playDueMatches(options, feed.running, now);
  changed.push(...(await topUp(options, lease, feed, now)));
  for (let index = 0; index < changed.length; index += WRITE_BATCH) {
    await upsertRunningMatches(lease.db, changed.slice(index, index + WRITE_BATCH));
  }
  // by kick-off: the matches in play first (a first start lists a day of fixtures); each match's
  // messages in order, several matches at once on PostgreSQL
  const queue = [...feed.running.values()]
    .filter((entry) => entry.pending.length > 0)
    .sort((a, b) => a.startTime - b.startTime);
  let failed = false;
  const applyQueued = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      if (failed) return;
      await applyPending(options, lease, entry).catch((error: unknown) => {
        failed = true;
        throw error;
      });
      // let requests and sockets in between matches (on PGlite the queries would hold them up)
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const workers = lease.db.kind === 'postgres' ? PARALLEL_MATCHES : 1;
  // every worker ends before a failure reloads the state
  const results = await Promise.allSettled(Array.from({ length: workers }, applyQueued));
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  const finished = [...feed.running.values()]
    .filter((entry) => isMatchOver(entry.match) && entry.pending.length === 0)
    .map((entry) => entry.match.eventId);
  await deleteRunningMatches(lease.db, finished);
  for (const eventId of finished) feed.running.delete(eventId);
}

/** Steps every match in play whose step is due (or whose markets reopen); returns them. */
function playDueMatches(
  options: SportsFeedOptions,
  running: Map<string, RunningMatch>,
  now: number,
): RunningMatch[] {
  const changed: RunningMatch[] = [];
  for (const entry of running.values()) {
    const { match } = entry;
    if (isMatchOver(match) || now < entry.startTime) continue;
    const isKickOff = entry.steppedAt < entry.startTime;
    const from = Math.max(entry.steppedAt, entry.startTime);
    const stepMs = Math.max(TICK_MS, (STEP_SECONDS[match.sport] * 1000) / options.speed);
    const reopen = reopensAt(match);
    const isDue = isKickOff || now - from >= stepMs || (reopen !== null && now >= reopen);
    if (!isDue) continue;
    const simulatedSeconds = ((now - from) / 1000) * options.speed;
    entry.pending.push(...advanceMatch(match, { now, simulatedSeconds, margin: options.margin }));
    entry.steppedAt = now;
    changed.push(entry);
  }
  return changed;
}

/** Adds each sport's next fixtures (its matches in play when it has none left), opened. */
async function topUp(
  options: SportsFeedOptions,
  lease: Lease,
  feed: { running: Map<string, RunningMatch>; ids: string[] },
  now: number,
): Promise<RunningMatch[]> {
  const added: RunningMatch[] = [];
  for (const sport of SIM_SPORTS) {
    const starts = [...feed.running.values()]
      .filter((entry) => entry.match.sport === sport && !isMatchOver(entry.match))
      .map((entry) => entry.startTime);
    const lastStart = starts.length > 0 ? Math.max(...starts) : null;
    const interval = kickOffInterval(sport, options.speed);
    const horizon = now + SIMULATED_DAY / options.speed;
    if (lastStart !== null && lastStart + interval > horizon) continue;
    if (feed.ids.length < OPENED_PER_TICK)
      feed.ids.push(...(await reserveSimEventIds(lease.db, 4 * OPENED_PER_TICK)));
    const nextEventId = () => feed.ids.shift() as string;
    const { speed } = options;
    const schedule = topUpSchedule({
      ...{ sport, lastStart, now, speed, nextEventId },
      limit: OPENED_PER_TICK,
    });
    for (const { fixture, minutePlayed } of schedule) {
      const match = createMatch(fixture, minutePlayed);
      const pending = openMatch(match, now, options.margin);
      const entry = { match, startTime: fixture.fixture.startTime, steppedAt: now, pending };
      feed.running.set(match.eventId, entry);
      added.push(entry);
    }
  }
  return added;
}

/** Applies the match's messages written ahead, in order, telling `onChange` of each change. */
async function applyPending(
  options: SportsFeedOptions,
  lease: Lease,
  entry: RunningMatch,
): Promise<void> {
  while (entry.pending.length > 0) {
    const message = entry.pending[0] as FeedMessage;
    const change = await applyFeedMessage(lease.db, message);
    entry.pending.shift();
    await tellChange(options, change, lease.db, message);
  }
}
