import type { Queryable } from '../../db/database';
import type {
  EventClock,
  EventScore,
  EventStatus,
  FeedMessage,
  FixtureChangeMessage,
  MarketRef,
  MarketStatus,
  OutcomeOdds,
  OutcomeResult,
  TradingStatus,
} from './feed-messages';

// The feed store's SQL (feed-store.ts decides, these write). Every function but the log's runs
// inside applyFeedMessage's transaction after it took the event's row lock.

/** A producer's milliseconds as a timestamptz. */
const AT = (param: number) => `to_timestamp($${param}::float8 / 1000)`;

export interface EventSequence {
  fixtureSeq: number;
  statusSeq: number;
}

export interface EventLiveState {
  status: EventStatus;
  score: EventScore | null;
  clock: EventClock | null;
}

/** The layers above a market's trading status (the settlement family writes them). */
export interface MarketResolution {
  settlementCertainty: 1 | 2 | null;
  isCancelled: boolean;
  cancelStartTime: number | null;
  cancelEndTime: number | null;
}

export interface MarketRow extends MarketRef, MarketResolution {
  id: string;
  /** derived by the database from the trading status and the resolution */
  status: MarketStatus;
  tradingStatus: TradingStatus;
  seq: number;
  resolutionSeq: number | null;
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

/** Locks the event's row until the transaction ends: messages of one event apply one at a time. */
export async function lockEvent(tx: Queryable, eventId: string): Promise<EventSequence | null> {
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

/** Creates the event from its first fixture_change; false when it exists already. */
export async function insertEvent(tx: Queryable, message: FixtureChangeMessage): Promise<boolean> {
  const { fixture } = message;
  const { rowCount } = await tx.query(
    `INSERT INTO sports_events (id, sport_id, league_id, home_es, home_en, away_es, away_en,
       start_time, status, fixture_seq, status_seq, last_seq, updated_ts)
     VALUES ($1, $2, $3, $4, $5, $6, $7, ${AT(8)}, $9, $10, $10, $10, ${AT(11)})
     ON CONFLICT (id) DO NOTHING`,
    [
      message.eventId,
      fixture.sport.id,
      fixture.league.id,
      fixture.home.es,
      fixture.home.en,
      fixture.away.es,
      fixture.away.en,
      fixture.startTime,
      fixture.status ?? 'not_started',
      message.seq,
      message.timestamp,
    ],
  );
  return rowCount === 1;
}

export async function updateEventFixture(
  tx: Queryable,
  message: FixtureChangeMessage,
): Promise<void> {
  const { fixture } = message;
  await tx.query(
    `UPDATE sports_events SET sport_id = $2, league_id = $3, home_es = $4, home_en = $5,
       away_es = $6, away_en = $7, start_time = ${AT(8)}, fixture_seq = $9
     WHERE id = $1`,
    [
      message.eventId,
      fixture.sport.id,
      fixture.league.id,
      fixture.home.es,
      fixture.home.en,
      fixture.away.es,
      fixture.away.en,
      fixture.startTime,
      message.seq,
    ],
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

/** The event's markets among `refs` (every one when null). */
export async function selectMarkets(
  tx: Queryable,
  eventId: string,
  refs: MarketRef[] | null,
): Promise<MarketRow[]> {
  const params: unknown[] = [eventId];
  let where = 'event_id = $1';
  if (refs) {
    params.push(
      refs.map((ref) => ref.type),
      refs.map((ref) => ref.specifiers),
    );
    where += ' AND (type, specifiers) IN (SELECT * FROM unnest($2::text[], $3::text[]))';
  }
  const { rows } = await tx.query<{
    id: string;
    type: string;
    specifiers: string;
    status: MarketStatus;
    trading_status: TradingStatus;
    seq: bigint;
    resolution_seq: bigint | null;
    settlement_certainty: 1 | 2 | null;
    is_cancelled: boolean;
    cancel_start_time: Date | null;
    cancel_end_time: Date | null;
  }>(
    `SELECT id::text AS id, type, specifiers, status, trading_status, seq, resolution_seq,
       settlement_certainty, is_cancelled, cancel_start_time, cancel_end_time
     FROM sports_markets WHERE ${where} ORDER BY id`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    specifiers: row.specifiers,
    status: row.status,
    tradingStatus: row.trading_status,
    seq: Number(row.seq),
    resolutionSeq: row.resolution_seq === null ? null : Number(row.resolution_seq),
    settlementCertainty: row.settlement_certainty,
    isCancelled: row.is_cancelled,
    cancelStartTime: row.cancel_start_time?.getTime() ?? null,
    cancelEndTime: row.cancel_end_time?.getTime() ?? null,
  }));
}

/** The odds and active flags of the markets' outcomes, keyed `marketId/outcomeId`. */
export async function selectOutcomeOdds(
  tx: Queryable,
  marketIds: string[],
): Promise<Map<string, Omit<OutcomeOdds, 'id'>>> {
  const { rows } = await tx.query<{
    market_id: string;
    outcome_id: string;
    odds_milli: number;
    is_active: boolean;
  }>(
    `SELECT market_id::text AS market_id, outcome_id, odds_milli, is_active FROM sports_outcomes
     WHERE market_id = ANY($1::bigint[])`,
    [marketIds],
  );
  return new Map(
    rows.map((row) => [
      `${row.market_id}/${row.outcome_id}`,
      { oddsMilli: row.odds_milli, isActive: row.is_active },
    ]),
  );
}

/** Creates markets first seen in an odds_change; returns their ids in the order given. */
export async function insertMarkets(
  tx: Queryable,
  eventId: string,
  markets: (MarketRef & { status: TradingStatus })[],
  message: FeedMessage,
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sports_markets (event_id, type, specifiers, trading_status, seq, updated_ts)
     SELECT $1, type, specifiers, status, $5, ${AT(6)}
     FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS m (type, specifiers, status, n)
     ORDER BY n RETURNING id::text AS id`,
    [
      eventId,
      markets.map((market) => market.type),
      markets.map((market) => market.specifiers),
      markets.map((market) => market.status),
      message.seq,
      message.timestamp,
    ],
  );
  return rows.map((row) => row.id);
}

/** Gives markets their trading status, as written by `message` (odds_change, bet_stop). */
export async function updateTradingStatuses(
  tx: Queryable,
  updates: { id: string; status: TradingStatus }[],
  message: FeedMessage,
): Promise<void> {
  if (updates.length === 0) return;
  await tx.query(
    `UPDATE sports_markets m SET trading_status = u.status, seq = $3, updated_ts = ${AT(4)}
     FROM unnest($1::bigint[], $2::text[]) AS u (id, status) WHERE m.id = u.id`,
    [
      updates.map((update) => update.id),
      updates.map((update) => update.status),
      message.seq,
      message.timestamp,
    ],
  );
}

export async function upsertOutcomes(
  tx: Queryable,
  outcomes: (OutcomeOdds & { marketId: string })[],
): Promise<void> {
  if (outcomes.length === 0) return;
  await tx.query(
    `INSERT INTO sports_outcomes (market_id, outcome_id, odds_milli, is_active)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[], $4::bool[])
     ON CONFLICT (market_id, outcome_id) DO UPDATE
       SET odds_milli = EXCLUDED.odds_milli, is_active = EXCLUDED.is_active`,
    [
      outcomes.map((outcome) => outcome.marketId),
      outcomes.map((outcome) => outcome.id),
      outcomes.map((outcome) => outcome.oddsMilli),
      outcomes.map((outcome) => outcome.isActive),
    ],
  );
}

/** Writes a market's resolution as a settlement-family message decided it; returns its status. */
export async function updateMarketResolution(
  tx: Queryable,
  marketId: string,
  resolution: MarketResolution,
  message: FeedMessage,
): Promise<MarketStatus> {
  const { rows } = await tx.query<{ status: MarketStatus }>(
    `UPDATE sports_markets SET settlement_certainty = $2, is_cancelled = $3,
       cancel_start_time = ${AT(4)}, cancel_end_time = ${AT(5)},
       resolution_seq = $6, seq = greatest(seq, $6), updated_ts = greatest(updated_ts, ${AT(7)})
     WHERE id = $1 RETURNING status`,
    [
      marketId,
      resolution.settlementCertainty,
      resolution.isCancelled,
      resolution.cancelStartTime,
      resolution.cancelEndTime,
      message.seq,
      message.timestamp,
    ],
  );
  return (rows[0] as { status: MarketStatus }).status;
}

/** Stores a settlement's result per outcome (outcomes the market does not have are ignored). */
export async function setOutcomeResults(
  tx: Queryable,
  marketId: string,
  results: OutcomeResult[],
): Promise<void> {
  await tx.query(
    `UPDATE sports_outcomes o SET result = r.result, void_factor = r.void_factor,
       dead_heat_factor = r.dead_heat_factor
     FROM unnest($2::text[], $3::smallint[], $4::text[], $5::text[])
       AS r (outcome_id, result, void_factor, dead_heat_factor)
     WHERE o.market_id = $1 AND o.outcome_id = r.outcome_id`,
    [
      marketId,
      results.map((outcome) => outcome.id),
      results.map((outcome) => outcome.result),
      results.map((outcome) => outcome.voidFactor ?? null),
      results.map((outcome) => outcome.deadHeatFactor ?? null),
    ],
  );
}

export async function clearOutcomeResults(tx: Queryable, marketId: string): Promise<void> {
  await tx.query(
    `UPDATE sports_outcomes SET result = NULL, void_factor = NULL, dead_heat_factor = NULL
     WHERE market_id = $1`,
    [marketId],
  );
}
