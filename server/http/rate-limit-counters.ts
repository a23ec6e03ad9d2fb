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
 * statement. Windows are aligned on the database clock (epoch multiples of their length), so
 * every node agrees on them whatever its own clock says.
 */
export async function countHits(db: Queryable, counters: Counter[]): Promise<CounterHits[]> {
  // one order for every statement: two requests upserting the same rows never deadlock
  const sorted = [...counters].sort((a, b) => (a.bucket < b.bucket ? -1 : 1));
  const { rows } = await db.query<CounterHits>(
    `INSERT INTO rate_limits AS counter (bucket, window_start, hits, expires_at)
     SELECT wanted.bucket, current_window.start, 1, current_window.start + make_interval(secs => wanted.seconds)
       FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS wanted (bucket, seconds, position)
       CROSS JOIN LATERAL (
         SELECT to_timestamp(floor(extract(epoch FROM now()) / wanted.seconds) * wanted.seconds) AS start
       ) AS current_window
      ORDER BY wanted.position
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = counter.hits + 1
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
