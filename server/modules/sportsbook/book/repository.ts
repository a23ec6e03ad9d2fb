import type { Queryable } from '../../../db/database';
import { lockEventForFeed } from './event-lock';
import type {
  EventClock,
  EventScore,
  EventStatus,
  FeedMessage,
  FixtureChangeMessage,
} from '../feed/feed-messages';

// The feed store's SQL for the log, sports, leagues and events (feed-store.ts decides, these
// write); market-repository.ts has the markets'. Every function but the log's runs inside
// applyFeedMessage's transaction after it took the event's row lock.

/** A producer's milliseconds as a timestamptz. */
export const AT = (param: number) => `to_timestamp($${param}::float8 / 1000)`;

export interface EventSequence {
  fixtureSeq: number;
  statusSeq: number;
}

export interface EventLiveState {
  status: EventStatus;
  score: EventScore | null;
  clock: EventClock | null;
}

/** Records the message's id; false when it was recorded before (a replay). */
export async function insertFeedLogEntry(tx: Queryable, message: FeedMessage): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO sports_feed_log (id, event_id, kind, seq) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO NOTHING`,
    [message.id, message.eventId, message.kind, message.seq],
  );
  return rowCount === 1;
}

/**
 * Locks the event until the transaction ends (its advisory lock, event-lock.ts, then its row):
 * messages of one event apply one at a time, and bets on it wait for the message.
 */
export async function lockEvent(tx: Queryable, eventId: string): Promise<EventSequence | null> {
  // the exclusive side of the event's lock, before the row: bets arriving later wait behind it
  await lockEventForFeed(tx, eventId);
  const { rows } = await tx.query<{ fixture_seq: bigint; status_seq: bigint }>(
    'SELECT fixture_seq, status_seq FROM sports_events WHERE id = $1 FOR UPDATE',
    [eventId],
  );
  const row = rows[0];
  return row ? { fixtureSeq: Number(row.fixture_seq), statusSeq: Number(row.status_seq) } : null;
}

/** Writes the fixture's sport and league, changing a row only when its names differ. */
export async function upsertSportAndLeague(
  tx: Queryable,
  fixture: FixtureChangeMessage['fixture'],
): Promise<void> {
  const { sport, league } = fixture;
  await tx.query(
    `INSERT INTO sports (id, name_es, name_en, main_market_type) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET name_es = EXCLUDED.name_es, name_en = EXCLUDED.name_en,
       main_market_type = EXCLUDED.main_market_type
     WHERE (sports.name_es, sports.name_en, sports.main_market_type)
       IS DISTINCT FROM (EXCLUDED.name_es, EXCLUDED.name_en, EXCLUDED.main_market_type)`,
    [sport.id, sport.name.es, sport.name.en, sport.mainMarketType],
  );
  await tx.query(
    `INSERT INTO sports_leagues (id, sport_id, name_es, name_en, country) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (id) DO UPDATE SET sport_id = EXCLUDED.sport_id, name_es = EXCLUDED.name_es,
       name_en = EXCLUDED.name_en, country = EXCLUDED.country
     WHERE (sports_leagues.sport_id, sports_leagues.name_es, sports_leagues.name_en, sports_leagues.country)
       IS DISTINCT FROM (EXCLUDED.sport_id, EXCLUDED.name_es, EXCLUDED.name_en, EXCLUDED.country)`,
    [league.id, sport.id, league.name.es, league.name.en, league.country],
  );
}

/** $1 to $9 of both fixture writes: the event, its fixture, the message's seq. */
function fixtureParams(message: FixtureChangeMessage): unknown[] {
  const { fixture } = message;
  return [
    message.eventId,
    fixture.sport.id,
    fixture.league.id,
    fixture.home.es,
    fixture.home.en,
    fixture.away.es,
    fixture.away.en,
    fixture.startTime,
    message.seq,
  ];
}

/** Creates the event from its first fixture_change; false when it exists already. */
export async function insertEvent(tx: Queryable, message: FixtureChangeMessage): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO sports_events (id, sport_id, league_id, home_es, home_en, away_es, away_en,
       start_time, fixture_seq, status_seq, last_seq, status, updated_ts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, ${AT(8)}, $9, $9, $9, $10, ${AT(11)})
     ON CONFLICT (id) DO NOTHING`,
    [...fixtureParams(message), message.fixture.status ?? 'not_started', message.timestamp],
  );
  return rowCount === 1;
}

export async function updateEventFixture(
  tx: Queryable,
  message: FixtureChangeMessage,
): Promise<void> {
  await tx.query(
    `UPDATE sports_events SET sport_id = $2, league_id = $3, home_es = $4, home_en = $5,
       away_es = $6, away_en = $7, start_time = ${AT(8)}, fixture_seq = $9
     WHERE id = $1`,
    fixtureParams(message),
  );
}

/** Writes the given parts of the live state (the others stay) and returns the whole of it. */
export async function updateEventLiveState(
  tx: Queryable,
  eventId: string,
  state: { status?: EventStatus; score?: EventScore; clock?: EventClock },
  seq: number,
): Promise<EventLiveState> {
  const { rows } = await tx.query<EventLiveState>(
    `UPDATE sports_events SET status = coalesce($2, status), score = coalesce($3::jsonb, score),
       clock = coalesce($4::jsonb, clock), status_seq = $5
     WHERE id = $1 RETURNING status, score, clock`,
    [
      eventId,
      state.status ?? null,
      state.score ? JSON.stringify(state.score) : null,
      state.clock ? JSON.stringify(state.clock) : null,
      seq,
    ],
  );
  return rows[0] as EventLiveState;
}

/** Moves the event's last applied sequence and timestamp forward (never back). */
export async function touchEvent(tx: Queryable, message: FeedMessage): Promise<void> {
  await tx.query(
    `UPDATE sports_events SET last_seq = greatest(last_seq, $2),
       updated_ts = greatest(updated_ts, ${AT(3)}) WHERE id = $1`,
    [message.eventId, message.seq, message.timestamp],
  );
}
