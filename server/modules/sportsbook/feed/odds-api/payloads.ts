// The Odds API v4's payloads (https://the-odds-api.com/liveapi/guides/v4/), as far as the book reads
// them: GET /v4/sports/{sport}/odds (decimal odds) and GET /v4/sports/{sport}/scores. Fields the
// book does not read are ignored; an event that does not parse is skipped and reported, so one bad
// event never stops the others.
import * as v from 'valibot';

const isoTime = v.pipe(v.string(), v.isoTimestamp());
const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

const outcomeSchema = v.object({
  name: text,
  price: v.pipe(v.number(), v.gtValue(1)),
  point: v.optional(v.pipe(v.number(), v.finite())),
});

const marketSchema = v.object({
  key: v.string(),
  last_update: v.optional(isoTime),
  outcomes: v.array(v.unknown()),
});

const bookmakerSchema = v.object({
  key: text,
  last_update: isoTime,
  markets: v.array(v.unknown()),
});

const eventFields = {
  id: text,
  sport_key: text,
  sport_title: v.optional(text),
  commence_time: isoTime,
  home_team: text,
  away_team: text,
};

const oddsEventSchema = v.object({ ...eventFields, bookmakers: v.array(v.unknown()) });

const scoreEventSchema = v.object({
  ...eventFields,
  completed: v.boolean(),
  scores: v.nullish(v.array(v.object({ name: text, score: v.pipe(v.string(), v.regex(/^\d+$/)) }))),
  last_update: v.nullish(isoTime),
});

export type OddsOutcome = v.InferOutput<typeof outcomeSchema>;
export interface OddsMarket {
  key: string;
  outcomes: OddsOutcome[];
}
export interface OddsBookmaker {
  key: string;
  lastUpdate: number;
  markets: OddsMarket[];
}
export interface OddsEvent {
  id: string;
  sportKey: string;
  sportTitle: string;
  commenceTime: number;
  homeTeam: string;
  awayTeam: string;
  bookmakers: OddsBookmaker[];
}
export interface ScoreEvent {
  id: string;
  sportKey: string;
  commenceTime: number;
  homeTeam: string;
  awayTeam: string;
  completed: boolean;
  /** null before the start (the API sends no scores yet) */
  score: { home: number; away: number } | null;
  lastUpdate: number | null;
}

/** What a payload held that the book could not read, for the log. */
export interface SkippedItem {
  id: string | null;
  reason: string;
}

export interface Parsed<T> {
  events: T[];
  skipped: SkippedItem[];
}

function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .map(
      (issue) => `${issue.path?.map((item) => String(item.key)).join('.') ?? ''}: ${issue.message}`,
    )
    .join('; ');
}

function idOf(item: unknown): string | null {
  const id = (item as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : null;
}

/** Each element of the payload's array parsed on its own: the events that read, and the rest. */
function parseEach<T>(payload: unknown, read: (item: unknown) => T | string): Parsed<T> {
  if (!Array.isArray(payload))
    return { events: [], skipped: [{ id: null, reason: 'not an array' }] };
  const parsed: Parsed<T> = { events: [], skipped: [] };
  for (const item of payload) {
    const result = read(item);
    if (typeof result === 'string') parsed.skipped.push({ id: idOf(item), reason: result });
    else parsed.events.push(result);
  }
  return parsed;
}

/** A bookmaker's markets that read; a market or outcome that does not is left out. */
function readMarkets(markets: unknown[]): OddsMarket[] {
  return markets.flatMap((item) => {
    const market = v.safeParse(marketSchema, item);
    if (!market.success) return [];
    const outcomes = market.output.outcomes.flatMap((outcome) => {
      const parsed = v.safeParse(outcomeSchema, outcome);
      return parsed.success ? [parsed.output] : [];
    });
    return [{ key: market.output.key, outcomes }];
  });
}

/** The events of a `/odds` payload (decimal odds). */
export function parseOddsPayload(payload: unknown): Parsed<OddsEvent> {
  return parseEach(payload, (item) => {
    const result = v.safeParse(oddsEventSchema, item);
    if (!result.success) return describeIssues(result.issues);
    const event = result.output;
    const bookmakers = event.bookmakers.flatMap((bookmaker) => {
      const parsed = v.safeParse(bookmakerSchema, bookmaker);
      if (!parsed.success) return [];
      const { key, last_update: lastUpdate, markets } = parsed.output;
      return [{ key, lastUpdate: Date.parse(lastUpdate), markets: readMarkets(markets) }];
    });
    return {
      id: event.id,
      sportKey: event.sport_key,
      sportTitle: event.sport_title ?? event.sport_key,
      commenceTime: Date.parse(event.commence_time),
      homeTeam: event.home_team,
      awayTeam: event.away_team,
      bookmakers,
    };
  });
}

/** The events of a `/scores` payload; a score must name both teams. */
export function parseScoresPayload(payload: unknown): Parsed<ScoreEvent> {
  return parseEach(payload, (item) => {
    const result = v.safeParse(scoreEventSchema, item);
    if (!result.success) return describeIssues(result.issues);
    const event = result.output;
    let score: ScoreEvent['score'] = null;
    if (event.scores) {
      const home = event.scores.find((entry) => entry.name === event.home_team);
      const away = event.scores.find((entry) => entry.name === event.away_team);
      if (!home || !away) return 'scores do not name both teams';
      score = { home: Number(home.score), away: Number(away.score) };
    }
    if (event.completed && !score) return 'completed without scores';
    return {
      id: event.id,
      sportKey: event.sport_key,
      commenceTime: Date.parse(event.commence_time),
      homeTeam: event.home_team,
      awayTeam: event.away_team,
      completed: event.completed,
      score,
      lastUpdate: event.last_update ? Date.parse(event.last_update) : null,
    };
  });
}
