// The sportsbook's calls (issue 12) and its realtime payloads; `api.ts` registers the calls and
// server/modules/sportsbook/routes.ts answers them.
//
// Prices travel as milli-odds (decimal odds in thousandths, 2.50 is 2500), as the feed stores
// them and `contract/odds-format.ts` reads them: the odds a player saw are sent back exactly as
// they came, whatever format the app showed them in, so no rounding stands between the two.
import * as v from 'valibot';
import { balanceInfo } from './wallet';
import { defineCall } from './call';
import { dateOrDateTime, emptyRequest, id, listOf, mbtcAmount, ok, pageFields } from './common';
import { integerFrom, noControlCharacters } from './input-limits';
import { SPORTS_BET_LIST_STATUSES } from './sports-bet-lists';
import { BET_LEG_LIMITS, ODDS_SCALE, SPORTS_BET_TYPES } from './sports-payout';

export const SPORTS_EVENT_STATUSES = [
  'not_started',
  'live',
  'suspended',
  'ended',
  'closed',
  'cancelled',
] as const;
export const SPORTS_MARKET_STATUSES = [
  'active',
  'suspended',
  'deactivated',
  'settled',
  'cancelled',
] as const;

/**
 * What the player accepts when the price moved between seeing it and the bet reaching the book:
 * no change, only a higher price, or any price (the bet is then placed at the current odds).
 */
export const ODDS_POLICIES = ['none', 'higher', 'any'] as const;
export type OddsPolicy = (typeof ODDS_POLICIES)[number];
/** The safest policy, for a client that does not say: a changed price is refused. */
export const DEFAULT_ODDS_POLICY: OddsPolicy = 'none';

/**
 * What one bet may stake, in mBTC, before the operator sets other limits (migration 0021 seeds
 * them; get_sports answers those in force, and place_bet refuses outside a bet's own limits).
 */
export const SPORTS_STAKE_LIMITS = { minStake: 0.1, maxStake: 10_000 } as const;

export { SPORTS_BET_LIST_STATUSES };
/** A bet's status: `cashed_out` once cashed out in full (listed among the settled bets). */
export const SPORTS_BET_STATUSES = ['open', 'settled', 'cashed_out'] as const;

/** Decimal odds of 1,000.00: no book prices above it, so a larger "seen" price is a bad request. */
export const MAX_MILLI_ODDS = 1_000_000;

/** Ids the feed gives sports, leagues and events (`football`, `sr:match:123`): text, one line. */
const FEED_ID_MAX_LENGTH = 100;
/** The outcome (selection) id: a `bigint` row id, sent as digits; 18 digits stay inside int8. */
const OUTCOME_ID = /^[1-9]\d{0,17}$/;

const feedId = v.pipe(
  v.string('invalid_value'),
  v.trim(),
  v.nonEmpty('field_required'),
  v.maxLength(FEED_ID_MAX_LENGTH, 'invalid_value'),
  noControlCharacters(),
);

/** The selection a bet names: `id` of an outcome in get_event, as digits or a whole number. */
export const outcomeId = v.pipe(
  v.union(
    [
      v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER)),
      v.pipe(v.string(), v.trim(), v.regex(OUTCOME_ID)),
    ],
    'invalid_value',
  ),
  v.transform(String),
);

/** A price as milli-odds: a whole number above 1000 (1.00 returns only the stake; no book offers it). */
export const milliOdds = integerFrom(Number(ODDS_SCALE) + 1, 'invalid_value', MAX_MILLI_ODDS);

const localizedName = v.object({ es: v.string(), en: v.string() });

const eventScore = v.object({
  home: v.number(),
  away: v.number(),
  /** per half, quarter or set */
  periods: v.optional(v.array(v.object({ home: v.number(), away: v.number() }))),
  /** a tennis game's points ('15', 'AD') */
  current: v.optional(v.object({ home: v.string(), away: v.string() })),
});

/** The clock when the feed last spoke (`updatedAt`); the app runs it on while not stopped. */
const eventClock = v.object({
  /** e.g. '1h', '2h', 'q3', 'set2' */
  period: v.string(),
  elapsedSeconds: v.number(),
  /** for sports whose clock counts down (basketball) */
  remainingSeconds: v.optional(v.number()),
  isStopped: v.boolean(),
});

/** How the feed settled an outcome: what a bet's leg on it pays (sports-payout.ts). */
const outcomeResultFields = {
  /** 1 won, 0 lost, null until settled */
  result: v.nullable(v.picklist([0, 1])),
  /** the feed's exact factors ('0.5', '1/3'), for parseFactor */
  voidFactor: v.nullable(v.string()),
  deadHeatFactor: v.nullable(v.string()),
};

export const sportsOutcome = v.object({
  /** the selection id a bet names (`selections[].outcomeId` of place_bet) */
  id: v.string(),
  /** the feed's outcome id within its market ('1', 'X', 'over'), for the outcome's name */
  outcomeId: v.string(),
  oddsMilli: v.number(),
  isActive: v.boolean(),
  ...outcomeResultFields,
});

export const sportsMarket = v.object({
  id: v.string(),
  /** `1x2`, `total`, `handicap`… */
  type: v.string(),
  /** canonical `key=value` pairs joined by `|` (`total=2.5`), '' when none */
  specifiers: v.string(),
  status: v.picklist(SPORTS_MARKET_STATUSES),
  outcomes: v.array(sportsOutcome),
});

export const sportsEventFields = {
  id: v.string(),
  sportId: v.string(),
  league: v.object({ id: v.string(), name: localizedName, country: v.nullable(v.string()) }),
  home: localizedName,
  away: localizedName,
  startTime: v.string(),
  status: v.picklist(SPORTS_EVENT_STATUSES),
  score: v.nullable(eventScore),
  clock: v.nullable(eventClock),
  /** the feed's time of the last message applied, from which the clock runs on */
  updatedAt: v.string(),
};

/** An event in a list, with its sport's main market (1X2, match winner, moneyline) when priced. */
export const sportsEventSummary = v.object({
  ...sportsEventFields,
  mainMarket: v.nullable(sportsMarket),
});
export type SportsEventSummary = v.InferOutput<typeof sportsEventSummary>;

export const sportsEventDetail = v.object({
  ...sportsEventFields,
  markets: v.array(sportsMarket),
});
export type SportsEventDetail = v.InferOutput<typeof sportsEventDetail>;

const openCounts = {
  /** open events (not started or in play) */
  eventCount: v.number(),
  /** of which in play */
  liveCount: v.number(),
};

export const sportSummary = v.object({
  id: v.string(),
  name: localizedName,
  ...openCounts,
  leagues: v.array(
    v.object({
      id: v.string(),
      name: localizedName,
      /** ISO 3166 alpha-2, null when international */
      country: v.nullable(v.string()),
      ...openCounts,
    }),
  ),
});

/** What one bet may stake (mBTC) and how long an in-play bet waits before it is accepted. */
export const sportsBetLimits = v.object({
  minStake: v.number(),
  maxStake: v.number(),
  liveDelaySeconds: v.number(),
});

export const getSports = defineCall({
  path: 'front/sports/get_sports',
  method: 'POST',
  auth: 'optional',
  request: emptyRequest,
  response: v.object({ status: ok, sports: v.array(sportSummary), limits: sportsBetLimits }),
});

/** `from` is not after `to` when both are given. */
function isOrderedRange(input: { from?: string | undefined; to?: string | undefined }): boolean {
  return !input.from || !input.to || Date.parse(input.from) <= Date.parse(input.to);
}

/**
 * Open events by start time, each with its main market. `live` true lists events in play, false
 * those not started, absent both; `from` (inclusive) and `to` (exclusive) bound the start time.
 */
export const getEvents = defineCall({
  path: 'front/sports/get_events',
  method: 'POST',
  auth: 'optional',
  request: v.pipe(
    v.object({
      sportId: v.optional(feedId),
      leagueId: v.optional(feedId),
      live: v.optional(v.boolean('invalid_value')),
      from: v.optional(dateOrDateTime),
      to: v.optional(dateOrDateTime),
      ...pageFields,
    }),
    v.forward(v.partialCheck([['from'], ['to']], isOrderedRange, 'invalid_date'), ['to']),
  ),
  response: v.object({ status: ok, ...listOf(sportsEventSummary).entries }),
});

/** One event with every market and outcome; `not_found` (404) for an event the book never had. */
export const getEvent = defineCall({
  path: 'front/sports/get_event',
  method: 'POST',
  auth: 'optional',
  request: v.object({ eventId: feedId }),
  response: v.object({ status: ok, event: sportsEventDetail }),
});

/** A leg of a bet as placed, and its result once the feed settled its market. */
export const sportsBetLeg = v.object({
  /** the selection (outcome `id`) */
  outcomeId: v.string(),
  eventId: v.string(),
  home: localizedName,
  away: localizedName,
  startTime: v.string(),
  marketType: v.string(),
  specifiers: v.string(),
  /** the feed's outcome id within its market ('1', 'X', 'over') */
  outcome: v.string(),
  /** the odds the bet was accepted at */
  oddsMilli: v.number(),
  ...outcomeResultFields,
  /** the market, whose `sports_odds` changes move the bet's cash-out value */
  marketId: v.string(),
  /** the book's price now and whether it is on offer: what the cash-out value is read from */
  currentOddsMilli: v.number(),
  isActive: v.boolean(),
  marketStatus: v.picklist(SPORTS_MARKET_STATUSES),
  eventStatus: v.picklist(SPORTS_EVENT_STATUSES),
});

export const sportsBet = v.object({
  id: v.number(),
  type: v.picklist(SPORTS_BET_TYPES),
  placedAt: v.string(),
  /** mBTC; a system's whole stake, every line's */
  stake: v.number(),
  /** a system bet's system (a named one or "k/n"), its lines and the stake of each (mBTC) */
  system: v.nullable(v.object({ name: v.string(), lines: v.number(), lineStake: v.number() })),
  /** mBTC, stake included, if every leg wins (`potentialReturn` of sports-payout.ts) */
  potentialReturn: v.number(),
  status: v.picklist(SPORTS_BET_STATUSES),
  /** mBTC paid, stake included (a void refunds the stake; a bet cashed out in full: its cash-outs); null while open */
  payout: v.nullable(v.number()),
  /** mBTC still riding on the bet: the stake less what partial cash-outs closed */
  openStake: v.number(),
  /** mBTC paid so far by cash-outs */
  cashedOut: v.number(),
  /** mBTC: the value at which the server cashes the bet out on its own; null when not set */
  autoCashOut: v.nullable(v.number()),
  settledAt: v.nullable(v.string()),
  /**
   * The settlement in force (0 while open): above 1 the feed corrected the result and the bet
   * was settled again (issue 14).
   */
  version: v.number(),
  /** mBTC the last settlement undone by a correction had paid; null when none was */
  previousPayout: v.nullable(v.number()),
  /** a bet builder's joint price (milli-odds), what it pays if every leg wins; null otherwise */
  builderOddsMilli: v.nullable(v.number()),
  legs: v.array(sportsBetLeg),
});
export type SportsBetView = v.InferOutput<typeof sportsBet>;

const selection = v.object({ outcomeId, oddsMilli: milliOdds });

/**
 * Places a single, an accumulator or a system bet: one ledger movement (`sports_bet`), once per
 * Idempotency-Key. A system's `stake` is per line; the movement is the stake times the lines. The schema caps the selections at 1..20; the server checks the count per type
 * and that no two legs share an event (`validateBetLegs`), the stake against `limits`, and each
 * price against `oddsPolicy`. An in-play bet is answered after the acceptance delay. Refusals:
 * `too_few_legs`, `too_many_legs`, `same_event_legs`, `invalid_system`, `system_legs_mismatch`
 * (param `legs`: what the system takes), `stake_too_low` (params `min`, mBTC),
 * `stake_too_high` / `payout_too_high` / `stake_over_liability` (params `max`: the largest stake
 * accepted, mBTC), `bet_limit_reached`, `sports_betting_blocked` (contract/operator/sports-limits.ts),
 * `odds_changed` (params `outcomeId`, `oddsMilli`: the current price), `market_suspended`,
 * `event_started`, `selection_unavailable`, `min_value` (balance).
 */
export const placeBet = defineCall({
  path: 'front/sports/place_bet',
  ownerField: 'playerId',
  method: 'POST',
  auth: 'player',
  idempotent: true,
  request: v.object({
    playerId: id,
    /** mBTC as number or text, read to satoshis (as a withdrawal's amount) */
    stake: v.pipe(
      mbtcAmount,
      v.check((satoshis) => satoshis > 0n, 'invalid_amount'),
    ),
    type: v.picklist(SPORTS_BET_TYPES, 'invalid_value'),
    /** with type system: the system, a named one ('yankee') or 'k/n' (sports-systems.ts) */
    system: v.optional(
      v.pipe(
        v.string('invalid_system'),
        v.maxLength(20, 'invalid_system'),
        // a name or k/n: lowercase letters, digits, `_` and `/` (sports-systems.ts parses it)
        v.regex(/^[a-z0-9_/]+$/, 'invalid_system'),
      ),
    ),
    /** with type bet_builder: the joint price seen (front/sports/price_bet_builder) */
    builderOddsMilli: v.optional(milliOdds),
    selections: v.pipe(
      v.array(selection, 'invalid_value'),
      v.minLength(BET_LEG_LIMITS.single.min, 'too_few_legs'),
      v.maxLength(BET_LEG_LIMITS.accumulator.max, 'too_many_legs'),
    ),
    oddsPolicy: v.optional(v.picklist(ODDS_POLICIES, 'invalid_value'), DEFAULT_ODDS_POLICY),
  }),
  response: v.object({ status: ok, bet: sportsBet, player: balanceInfo }),
});

export const getBets = defineCall({
  path: 'front/sports/get_bets',
  ownerField: 'playerId',
  method: 'POST',
  auth: 'player',
  request: v.object({
    playerId: id,
    status: v.optional(v.picklist(SPORTS_BET_LIST_STATUSES, 'invalid_value'), 'open'),
    ...pageFields,
  }),
  response: v.object({ status: ok, ...listOf(sportsBet).entries }),
});

const positiveMbtc = v.pipe(
  mbtcAmount,
  v.check((satoshis) => satoshis > 0n, 'invalid_amount'),
);

/**
 * Cashes out all or part of an open bet of any type at its current value
 * (contract/sports-cash-out.ts), once per Idempotency-Key. `valueSeen` is the value the app
 * showed; `amount` equal to it cashes out the whole bet (paid at the current value), a smaller
 * one that much (closing the share amount ÷ value of the stake). Accepted while the current value
 * is at least `valueSeen` − `tolerance` (default 0: never less than the player saw); a higher
 * value is always taken. Refusals: `cash_out_value_changed` (params `value`: the current value,
 * mBTC), `market_suspended`, `cash_out_unavailable` (a leg lost or its market closed, resolved
 * or cancelled, every line of a system lost, a bet builder not priced now), `bet_not_open`,
 * `cash_out_above_value` (params `value`), `cash_out_stake_left` (a partial leaving less than the
 * minimum stake on each line; params `min`, `max`: the largest partial amount, mBTC), `cash_out_too_small` (closes no satoshi of stake), `not_found`.
 */
export const cashOut = defineCall({
  path: 'front/sports/cash_out',
  ownerField: 'playerId',
  method: 'POST',
  auth: 'player',
  idempotent: true,
  request: v.object({
    playerId: id,
    betId: id,
    amount: positiveMbtc,
    valueSeen: positiveMbtc,
    tolerance: v.optional(mbtcAmount, 0),
  }),
  response: v.object({
    status: ok,
    bet: sportsBet,
    /** mBTC paid now */
    amount: v.number(),
    player: balanceInfo,
  }),
});

/**
 * Sets (or with `value` null clears) the value, mBTC, at which the server cashes the whole bet
 * out on its own, also while the player is away. Refusals: `bet_not_open`,
 * `not_found`.
 */
export const setAutoCashOut = defineCall({
  path: 'front/sports/set_auto_cash_out',
  ownerField: 'playerId',
  method: 'POST',
  auth: 'player',
  request: v.object({ playerId: id, betId: id, value: v.nullable(positiveMbtc) }),
  response: v.object({ status: ok, bet: sportsBet }),
});

/**
 * Events the socket.io server sends every app watching the sportsbook, in the room of one event
 * (`sportsEventRoom`) and in the room of the lists (`SPORTS_LIST_ROOM`), throttled. After a
 * reconnect the app refetches what it shows, as these are changes, not state.
 */
export interface SportsRealtimeEvents {
  /** prices that moved, or outcomes opened or closed */
  sports_odds: {
    eventId: string;
    outcomes: { marketId: string; id: string; oddsMilli: number; isActive: boolean }[];
    /** markets whose status changed */
    markets: { id: string; status: (typeof SPORTS_MARKET_STATUSES)[number] }[];
  };
  /** the event's status, score and clock */
  sports_event: Pick<SportsEventSummary, 'id' | 'status' | 'score' | 'clock' | 'updatedAt'>;
}

/** The player's bet was settled (or resettled after a correction): sent to the player's room. */
export interface SportsBetSettledEvent {
  bet: SportsBetView;
}

/**
 * A settled bet of the player's is open again (issue 14): the feed or the operator rolled its
 * settlement back, and what it paid (`bet.previousPayout`) was taken back. Sent to the player's room.
 */
export interface SportsBetReopenedEvent {
  bet: SportsBetView;
}

/**
 * Part or all of the player's bet was cashed out (issue 14): `amount` mBTC paid now; `automatic`
 * when the player's auto cash-out value was reached, so the player may not be watching.
 */
export interface SportsBetCashedOutEvent {
  bet: SportsBetView;
  amount: number;
  automatic: boolean;
}

export const SPORTS_LIST_ROOM = 'sports:list';
/** The room of one event's page. */
export const sportsEventRoom = (eventId: string) => `sports:event:${eventId}`;

/**
 * What an app sends over its socket to receive the sportsbook's events: `{}` for the lists'
 * room, `{ eventId }` for one event's room; the same payload with `SPORTS_UNWATCH` leaves it.
 * Guests may watch too: a socket without a token joins only these rooms.
 */
export const SPORTS_WATCH = 'sports_watch';
export const SPORTS_UNWATCH = 'sports_unwatch';
export interface SportsWatchRequest {
  eventId?: string;
}
