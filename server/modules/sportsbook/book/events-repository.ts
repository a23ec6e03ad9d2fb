import type { Queryable } from '../../../db/database';
import { pageClause } from '../../../db/list-query';
import type {
  EventClock,
  EventScore,
  EventStatus,
  LocalizedName,
  MarketStatus,
} from '../feed/feed-messages';

// What the sportsbook's calls read of the feed model: sports, event lists and one event whole.

/** Events a player can still bet on or watch: not ended, closed or cancelled. */
export const OPEN_STATUSES = `('not_started', 'live', 'suspended')`;
const IN_PLAY_STATUSES = `('live', 'suspended')`;

export interface LeagueSummary {
  id: string;
  name: LocalizedName;
  country: string | null;
  eventCount: number;
  liveCount: number;
}

export interface SportSummary {
  id: string;
  name: LocalizedName;
  eventCount: number;
  liveCount: number;
  leagues: LeagueSummary[];
}

export interface OutcomeView {
  /** the selection id a bet names */
  id: string;
  outcomeId: string;
  oddsMilli: number;
  isActive: boolean;
  result: 0 | 1 | null;
  /** the feed's exact text ('0.5', '1/3'), for parseFactor */
  voidFactor: string | null;
  deadHeatFactor: string | null;
}

export interface MarketView {
  id: string;
  type: string;
  specifiers: string;
  status: MarketStatus;
  outcomes: OutcomeView[];
}

export interface EventView {
  id: string;
  sportId: string;
  league: { id: string; name: LocalizedName; country: string | null };
  home: LocalizedName;
  away: LocalizedName;
  startTime: string;
  status: EventStatus;
  score: EventScore | null;
  clock: EventClock | null;
  /** the producer's time of the last message applied, for running the clock on */
  updatedAt: string;
}

export interface EventSummary extends EventView {
  /** the sport's main market (1X2, match winner, moneyline), null until the feed priced it */
  mainMarket: MarketView | null;
}

export interface EventDetail extends EventView {
  markets: MarketView[];
}

export interface EventFilters {
  sportId?: string | undefined;
  leagueId?: string | undefined;
  /** true: in play only; false: not started only; absent: both */
  isLive?: boolean | undefined;
  /** start times from `from` (inclusive) to `to` (exclusive) */
  from?: Date | undefined;
  to?: Date | undefined;
  page: number;
  pageSize: number;
}

/** Every sport and its leagues, with how many open events each has and how many are in play. */
export async function listSports(db: Queryable): Promise<SportSummary[]> {
  const { rows } = await db.query<{
    sport_id: string;
    sport_es: string;
    sport_en: string;
    league_id: string;
    league_es: string;
    league_en: string;
    country: string | null;
    event_count: number;
    live_count: number;
  }>(
    `SELECT s.id AS sport_id, s.name_es AS sport_es, s.name_en AS sport_en, l.id AS league_id,
       l.name_es AS league_es, l.name_en AS league_en, l.country,
       count(e.id)::int AS event_count,
       count(e.id) FILTER (WHERE e.status IN ${IN_PLAY_STATUSES})::int AS live_count
     FROM sports s JOIN sports_leagues l ON l.sport_id = s.id
       LEFT JOIN sports_events e ON e.league_id = l.id AND e.status IN ${OPEN_STATUSES}
     GROUP BY s.id, l.id ORDER BY s.name_en, s.id, l.name_en, l.id`,
  );
  const sports = new Map<string, SportSummary>();
  for (const row of rows) {
    let sport = sports.get(row.sport_id);
    if (!sport) {
      sport = {
        id: row.sport_id,
        name: { es: row.sport_es, en: row.sport_en },
        eventCount: 0,
        liveCount: 0,
        leagues: [],
      };
      sports.set(row.sport_id, sport);
    }
    sport.eventCount += row.event_count;
    sport.liveCount += row.live_count;
    sport.leagues.push({
      id: row.league_id,
      name: { es: row.league_es, en: row.league_en },
      country: row.country,
      eventCount: row.event_count,
      liveCount: row.live_count,
    });
  }
  return [...sports.values()];
}

export interface EventRow {
  id: string;
  sport_id: string;
  league_id: string;
  league_es: string;
  league_en: string;
  country: string | null;
  home_es: string;
  home_en: string;
  away_es: string;
  away_en: string;
  start_time: Date;
  status: EventStatus;
  score: EventScore | null;
  clock: EventClock | null;
  updated_ts: Date;
}

export const EVENT_COLUMNS = `e.id, e.sport_id, e.league_id, l.name_es AS league_es, l.name_en AS league_en,
  l.country, e.home_es, e.home_en, e.away_es, e.away_en, e.start_time, e.status, e.score, e.clock,
  e.updated_ts`;
export const EVENT_FROM = 'FROM sports_events e JOIN sports_leagues l ON l.id = e.league_id';

export function toEventView(row: EventRow): EventView {
  return {
    id: row.id,
    sportId: row.sport_id,
    league: {
      id: row.league_id,
      name: { es: row.league_es, en: row.league_en },
      country: row.country,
    },
    home: { es: row.home_es, en: row.home_en },
    away: { es: row.away_es, en: row.away_en },
    startTime: row.start_time.toISOString(),
    status: row.status,
    score: row.score,
    clock: row.clock,
    updatedAt: row.updated_ts.toISOString(),
  };
}

/** One page of open events by start time, each with its main market, and how many match. */
export async function listEvents(
  db: Queryable,
  filters: EventFilters,
): Promise<{ events: EventSummary[]; count: number }> {
  const params: unknown[] = [];
  const conditions = [
    `e.status IN ${filters.isLive === undefined ? OPEN_STATUSES : filters.isLive ? IN_PLAY_STATUSES : `('not_started')`}`,
  ];
  const addCondition = (sql: (param: string) => string, value: unknown) => {
    if (value === undefined) return;
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  addCondition((param) => `e.sport_id = ${param}`, filters.sportId);
  addCondition((param) => `e.league_id = ${param}`, filters.leagueId);
  addCondition((param) => `e.start_time >= ${param}`, filters.from?.toISOString());
  addCondition((param) => `e.start_time < ${param}`, filters.to?.toISOString());
  const where = `WHERE ${conditions.join(' AND ')}`;
  const [page, count] = await Promise.all([
    db.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} ${EVENT_FROM} ${where} ORDER BY e.start_time, e.id
       ${pageClause(filters.page, filters.pageSize)}`,
      params,
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count ${EVENT_FROM} ${where}`, params),
  ]);
  const mainMarkets = await selectMarketViews(
    db,
    `m.event_id = ANY($1::text[]) AND m.specifiers = ''
     AND m.type = (SELECT s.main_market_type FROM sports s JOIN sports_events e ON e.sport_id = s.id
                   WHERE e.id = m.event_id)`,
    [page.rows.map((row) => row.id)],
  );
  return {
    events: page.rows.map((row) => ({
      ...toEventView(row),
      mainMarket: mainMarkets.get(row.id)?.[0] ?? null,
    })),
    count: count.rows[0]?.count ?? 0,
  };
}

/** One event with every market and outcome the feed gave it; null when there is no such event. */
export async function getEvent(db: Queryable, eventId: string): Promise<EventDetail | null> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} ${EVENT_FROM} WHERE e.id = $1`,
    [eventId],
  );
  const row = rows[0];
  if (!row) return null;
  const markets = await selectMarketViews(db, 'm.event_id = $1', [eventId]);
  return { ...toEventView(row), markets: markets.get(eventId) ?? [] };
}

/** The markets matching `where` (on `m`) with their outcomes in the feed's order, by event. */
export async function selectMarketViews(
  db: Queryable,
  where: string,
  params: unknown[],
): Promise<Map<string, MarketView[]>> {
  const { rows } = await db.query<{
    event_id: string;
    market_id: string;
    type: string;
    specifiers: string;
    status: MarketStatus;
    id: string;
    outcome_id: string;
    odds_milli: number;
    is_active: boolean;
    result: 0 | 1 | null;
    void_factor: string | null;
    dead_heat_factor: string | null;
  }>(
    `SELECT m.event_id, m.id::text AS market_id, m.type, m.specifiers, m.status, o.id::text AS id,
       o.outcome_id, o.odds_milli, o.is_active, o.result, o.void_factor, o.dead_heat_factor
     FROM sports_markets m JOIN sports_outcomes o ON o.market_id = m.id
     WHERE ${where} ORDER BY m.id, o.id`,
    params,
  );
  const byEvent = new Map<string, MarketView[]>();
  let market: MarketView | undefined;
  for (const row of rows) {
    if (market?.id !== row.market_id) {
      market = {
        id: row.market_id,
        type: row.type,
        specifiers: row.specifiers,
        status: row.status,
        outcomes: [],
      };
      const markets = byEvent.get(row.event_id) ?? [];
      markets.push(market);
      byEvent.set(row.event_id, markets);
    }
    market.outcomes.push({
      id: row.id,
      outcomeId: row.outcome_id,
      oddsMilli: row.odds_milli,
      isActive: row.is_active,
      result: row.result,
      voidFactor: row.void_factor,
      deadHeatFactor: row.dead_heat_factor,
    });
  }
  return byEvent;
}
