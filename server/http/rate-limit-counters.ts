import type { Queryable } from '../db/database';

export interface Counter {
  bucket: string;
  windowSeconds: number;
}

export interface CounterHits {
  bucket: string;
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** Whole seconds until the current window ends (at least 1). */
  secondsLeft: number;
}

/**
 * Counts one request in each counter's current window and answers the counts, in one atomic
 * statement. A bucket's window opens at its first request (on the database clock, so every node
 * agrees) and a request after it ends opens the next: windows are not aligned to the clock, so
 * a burst is never split in two by the top of the hour.
 */
export async function countHits(db: Queryable, counters: Counter[]): Promise<CounterHits[]> {
  // one order for every statement: two requests upserting the same rows never deadlock
  const sorted = [...counters].sort((a, b) => (a.bucket < b.bucket ? -1 : 1));
  const { rows } = await db.query<CounterHits>(
    `INSERT INTO rate_limits AS counter (bucket, window_start, hits, expires_at)
     SELECT wanted.bucket, now(), 1, now() + make_interval(secs => wanted.seconds)
       FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS wanted (bucket, seconds, position)
      ORDER BY wanted.position
     ON CONFLICT (bucket) DO UPDATE SET
       hits = CASE WHEN counter.expires_at <= now() THEN 1 ELSE counter.hits + 1 END,
       window_start = CASE WHEN counter.expires_at <= now() THEN now() ELSE counter.window_start END,
       expires_at = CASE WHEN counter.expires_at <= now() THEN excluded.expires_at ELSE counter.expires_at END
     RETURNING bucket, hits,
       greatest(1, ceil(extract(epoch FROM expires_at - now())))::int AS "secondsLeft"`,
    [sorted.map((counter) => counter.bucket), sorted.map((counter) => counter.windowSeconds)],
  );
  return rows;
}

/** Drops the counters of windows that have ended (run with the login attempts' pruning). */
export async function pruneRateLimits(db: Queryable): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE expires_at < now()');
}
