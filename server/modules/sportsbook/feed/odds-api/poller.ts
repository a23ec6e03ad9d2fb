// The Odds API as the book's feed: polled by whichever node holds the `sports-feed` singleton (the
// one the simulator runs under, so exactly one feed runs in the cluster), each poll's payloads
// translated to feed messages and applied in order as the lease's holder.
import { setTimeout as delay } from 'node:timers/promises';
import { StaleLeaseError } from '../../../../cluster/leases';
import {
  startSingleton,
  type Lease,
  type Singleton,
  type SingletonWork,
} from '../../../../cluster/singleton';
import type { Database } from '../../../../db/database';
import type { Logger } from '../../../../logger';
import type { FeedMessage } from '../feed-messages';
import { SPORTS_FEED_SINGLETON, tellChange, type FeedChangeHandler } from '../feed-source';
import { applyFeedMessage, UnknownEventError } from '../feed-store';
import { createOddsApiClient, OddsApiError, type OddsApiClient, type Quota } from './client';
import { parseOddsPayload, parseScoresPayload, type Parsed } from './payloads';
import { selectApiEvents } from './repository';
import { createStamper, translateOdds, translateScores } from './translate';

/** A failing API is asked again at most this many poll intervals apart. */
const MAX_BACKOFF_FACTOR = 16;
/** An event in play whose latest price is older than this (or 3 polls) stops taking bets. */
const MIN_STALE_MS = 90_000;

export interface OddsApiFeedOptions {
  db: Database;
  databaseUrl: string | undefined;
  logger: Logger;
  /** ODDS_API_URL, ODDS_API_KEY, ODDS_API_REGIONS */
  url: string;
  key: string | undefined;
  regions: string;
  /** ODDS_API_SPORTS */
  sportKeys: string[];
  /** ODDS_API_POLL_SECONDS, in ms */
  pollMs: number;
  /** SPORTS_MARGIN */
  margin: number;
  onChange: FeedChangeHandler;
  /** the clock, for tests */
  now?: () => number;
}

/** Polls The Odds API on whichever node holds the `sports-feed` singleton. */
export function startOddsApiFeed(options: OddsApiFeedOptions): Singleton {
  if (!options.key) throw new Error('SPORTS_FEED=the-odds-api needs ODDS_API_KEY');
  return startSingleton({
    name: SPORTS_FEED_SINGLETON,
    db: options.db,
    databaseUrl: options.databaseUrl,
    logger: options.logger,
    work: oddsApiWork(options),
  });
}

/**
 * The holder's loop: a poll of every sport, then a wait of one interval; after a refused key or
 * quota (401, 429), or when every sport failed (a server error, no answer), the wait is two
 * intervals, doubling up to 16, or is what the API's Retry-After asked if longer. A stale lease
 * ends the work.
 */
export function oddsApiWork(options: OddsApiFeedOptions): SingletonWork {
  const client = createOddsApiClient({
    url: options.url,
    key: options.key ?? '',
    regions: options.regions,
  });
  return async (lease) => {
    let backoffMs = 0;
    while (!lease.signal.aborted) {
      let waitMs = options.pollMs;
      try {
        await pollSports(options, client, lease);
        backoffMs = 0;
      } catch (error) {
        if (error instanceof StaleLeaseError) return;
        backoffMs = Math.min(
          Math.max(options.pollMs, backoffMs) * 2,
          options.pollMs * MAX_BACKOFF_FACTOR,
        );
        waitMs = backoffMs;
        // every sport failed: each failure is logged already, the wait is what the last one asks
        const cause = error instanceof EverySportFailedError ? error.last : error;
        if (cause instanceof OddsApiError)
          waitMs = Math.max(backoffMs, (cause.retryAfterSeconds ?? 0) * 1000);
        if (error instanceof EverySportFailedError)
          options.logger.warn('the odds api: every sport failed', { retryInMs: waitMs });
        else logFailure(options, error, { retryInMs: waitMs });
      }
      await delay(waitMs, undefined, { signal: lease.signal, ref: false }).catch(() => undefined);
    }
  };
}

/** Thrown when no sport of a poll could be polled: the API is down, or every key is wrong. */
class EverySportFailedError extends Error {
  constructor(readonly last: unknown) {
    super('the odds api: every sport failed');
    this.name = 'EverySportFailedError';
  }
}

/** A refusal about the key (401) or the quota (429): no other sport would be answered either. */
const isAccountRefusal = (error: unknown) =>
  error instanceof OddsApiError && (error.httpStatus === 401 || error.httpStatus === 429);

function logFailure(options: OddsApiFeedOptions, error: unknown, fields: Record<string, unknown>) {
  if (error instanceof OddsApiError) {
    const refusal = { httpStatus: error.httpStatus, code: error.code, ...fields };
    if (error.httpStatus === 401) options.logger.error('the odds api refused the key', refusal);
    else options.logger.warn('the odds api refused a poll', refusal);
  } else {
    options.logger.error('the odds api poll failed', { error, ...fields });
  }
}

function logPayload(
  options: OddsApiFeedOptions,
  what: string,
  sportKey: string,
  quota: Quota,
  parsed: Parsed<unknown>,
) {
  options.logger.info('the odds api quota', {
    endpoint: what,
    sportKey,
    ...quota,
    events: parsed.events.length,
  });
  for (const skipped of parsed.skipped) {
    options.logger.warn('the odds api sent an event the book cannot read', {
      endpoint: what,
      sportKey,
      ...skipped,
    });
  }
}

/**
 * Each sport's odds, then its scores while the book has one of its events started and not closed.
 * A sport that fails (a misspelt key's 404, a server error) is logged and the next one polled; a
 * refused key or quota, or a stale lease, ends the poll; so does every sport failing.
 */
export async function pollSports(options: OddsApiFeedOptions, client: OddsApiClient, lease: Lease) {
  let failures = 0;
  let last: unknown = null;
  for (const sportKey of options.sportKeys) {
    if (lease.signal.aborted) return;
    try {
      await pollSport(options, client, lease, sportKey);
    } catch (error) {
      if (error instanceof StaleLeaseError || isAccountRefusal(error)) throw error;
      failures += 1;
      last = error;
      logFailure(options, error, { sportKey });
    }
  }
  if (failures > 0 && failures === options.sportKeys.length) throw new EverySportFailedError(last);
}

async function pollSport(
  options: OddsApiFeedOptions,
  client: OddsApiClient,
  lease: Lease,
  sportKey: string,
) {
  const clock = options.now ?? Date.now;
  const odds = await client.getOdds(sportKey);
  const parsedOdds = parseOddsPayload(odds.body);
  logPayload(options, 'odds', sportKey, odds.quota, parsedOdds);
  const now = clock();
  const book = await selectApiEvents(lease.db);
  const stamp = createStamper(now, book);
  const staleMs = Math.max(MIN_STALE_MS, 3 * options.pollMs);
  const events = parsedOdds.events;
  await applyAll(
    options,
    lease,
    translateOdds({ sportKey, events, book, now, margin: options.margin, staleMs, stamp }),
  );

  const afterOdds = await selectApiEvents(lease.db);
  const hasStarted = [...afterOdds.values()].some(
    (event) =>
      event.sportKey === sportKey &&
      event.startTime <= now &&
      event.status !== 'closed' &&
      event.status !== 'cancelled',
  );
  if (!hasStarted) return;
  const scores = await client.getScores(sportKey);
  const parsedScores = parseScoresPayload(scores.body);
  logPayload(options, 'scores', sportKey, scores.quota, parsedScores);
  await applyAll(options, lease, translateScores(parsedScores.events, afterOdds, stamp));
}

/** Applies the messages in order, telling `onChange` of each one that changed the book. */
async function applyAll(options: OddsApiFeedOptions, lease: Lease, messages: FeedMessage[]) {
  for (const message of messages) {
    let change;
    try {
      change = await applyFeedMessage(lease.db, message);
    } catch (error) {
      // an event the book never created (its fixture failed): the next poll sends both again
      if (!(error instanceof UnknownEventError)) throw error;
      options.logger.warn('the odds api: a message names an unknown event', {
        messageId: message.id,
      });
      continue;
    }
    await tellChange(options, change, lease.db, message);
  }
}
