import type { Queryable } from '../../../db/database';
import type { FeedMessage } from './feed-messages';
import { matchFromJson, matchToJson, type SimMatch } from './simulator/sim-match';

// The simulator's state (migration 0012_sports_simulator.sql): one row per match not yet finished.

/** A match as the runner holds it: the simulator's state and what it has not applied yet. */
export interface RunningMatch {
  match: SimMatch;
  startTime: number;
  /** the real time (ms) the match has been played up to; before its kick-off, when it was listed */
  steppedAt: number;
  /** messages written ahead, in order, not yet known to be applied */
  pending: FeedMessage[];
}

export async function selectRunningMatches(db: Queryable): Promise<RunningMatch[]> {
  const { rows } = await db.query<{
    state: unknown;
    pending: FeedMessage[];
    start_ms: number;
    stepped_ms: number;
  }>(
    `SELECT state, pending, (extract(epoch FROM start_time) * 1000)::float8 AS start_ms,
            (extract(epoch FROM stepped_at) * 1000)::float8 AS stepped_ms
       FROM sports_sim_matches ORDER BY start_time, event_id`,
  );
  return rows.map((row) => ({
    match: matchFromJson(row.state),
    startTime: Math.round(Number(row.start_ms)),
    steppedAt: Math.round(Number(row.stepped_ms)),
    pending: row.pending,
  }));
}

/** Writes the matches' rows, their state and pending messages, in one statement. */
export async function upsertRunningMatches(db: Queryable, running: RunningMatch[]): Promise<void> {
  if (running.length === 0) return;
  await db.query(
    `INSERT INTO sports_sim_matches (event_id, sport, start_time, stepped_at, state, pending)
     SELECT id, sport, to_timestamp(start_ms / 1000), to_timestamp(stepped_ms / 1000),
            state::jsonb, pending::jsonb
       FROM unnest($1::text[], $2::text[], $3::float8[], $4::float8[], $5::text[], $6::text[])
         AS m (id, sport, start_ms, stepped_ms, state, pending)
     ON CONFLICT (event_id) DO UPDATE SET stepped_at = EXCLUDED.stepped_at,
       state = EXCLUDED.state, pending = EXCLUDED.pending`,
    [
      running.map((entry) => entry.match.eventId),
      running.map((entry) => entry.match.sport),
      running.map((entry) => entry.startTime),
      running.map((entry) => entry.steppedAt),
      running.map((entry) => JSON.stringify(matchToJson(entry.match))),
      running.map((entry) => JSON.stringify(entry.pending)),
    ],
  );
}

export async function deleteRunningMatches(db: Queryable, eventIds: string[]): Promise<void> {
  if (eventIds.length === 0) return;
  await db.query('DELETE FROM sports_sim_matches WHERE event_id = ANY($1::text[])', [eventIds]);
}

/** `count` new event ids, never given before. */
export async function reserveSimEventIds(db: Queryable, count: number): Promise<string[]> {
  const { rows } = await db.query<{ n: string }>(
    `SELECT nextval('sports_sim_event_number')::text AS n FROM generate_series(1, $1)`,
    [count],
  );
  return rows.map((row) => `sim:${row.n}`);
}
