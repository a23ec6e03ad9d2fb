/**
 * The messages an odds feed (the embedded simulator or a real feed's adapter) sends the book,
 * after Sportradar's Unified Odds Feed. docs/sportsbook-feed.md says how each one is applied.
 */
import type {
  SPORTS_EVENT_STATUSES,
  SPORTS_MARKET_STATUSES,
} from '../../../../contract/sportsbook';

// the statuses players see are the contract's: one list for the feed and the calls
export {
  SPORTS_EVENT_STATUSES as EVENT_STATUSES,
  SPORTS_MARKET_STATUSES as MARKET_STATUSES,
} from '../../../../contract/sportsbook';
export type EventStatus = (typeof SPORTS_EVENT_STATUSES)[number];
export type MarketStatus = (typeof SPORTS_MARKET_STATUSES)[number];
/** The statuses odds_change and bet_stop may give; settled and cancelled come from settlement. */
export type TradingStatus = 'active' | 'suspended' | 'deactivated';

/** A name in each language of the app. */
export interface LocalizedName {
  es: string;
  en: string;
}

export interface PeriodScore {
  home: number;
  away: number;
}

/** Goals, points or sets so far; `periods` per half, quarter or set; `current` a game's points. */
export interface EventScore {
  home: number;
  away: number;
  periods?: PeriodScore[];
  current?: { home: string; away: string };
}

/** The match clock when the message was sent; a client runs it on while `isStopped` is false. */
export interface EventClock {
  /** e.g. '1h', '2h', 'q3', 'set2' */
  period: string;
  elapsedSeconds: number;
  /** for sports whose clock counts down (basketball) */
  remainingSeconds?: number;
  isStopped: boolean;
}

/** A market of an event: its type and its specifiers (`total=2.5`; '' when it has none). */
export interface MarketRef {
  type: string;
  specifiers: string;
}

export interface OutcomeOdds {
  id: string;
  oddsMilli: number;
  isActive: boolean;
}

export interface MarketOdds extends MarketRef {
  status: TradingStatus;
  /** the outcomes whose odds or active flag the message gives; others keep theirs */
  outcomes: OutcomeOdds[];
}

export interface OutcomeResult {
  id: string;
  result: 0 | 1;
  /** the share of the stake refunded: '0.5' (half won or half lost) or '1' (all refunded) */
  voidFactor?: string;
  /** the share settled at the odds when several outcomes tie: '0.5', '1/3' (exact text) */
  deadHeatFactor?: string;
}

export interface MarketSettlement extends MarketRef {
  outcomes: OutcomeResult[];
}

interface MessageBase {
  /** unique per message: applying the same id twice changes nothing the second time */
  id: string;
  eventId: string;
  /** milliseconds since the epoch, by the producer's clock */
  timestamp: number;
  /** the event's sequence number: a later message of the event has a larger one */
  seq: number;
}

export interface OddsChangeMessage extends MessageBase {
  kind: 'odds_change';
  event?: { status?: EventStatus; score?: EventScore; clock?: EventClock };
  markets: MarketOdds[];
}

export interface BetStopMessage extends MessageBase {
  kind: 'bet_stop';
  /** the markets to stop; absent means every market of the event */
  markets?: MarketRef[];
  /** suspended unless given */
  status?: 'suspended' | 'deactivated';
}

export interface BetSettlementMessage extends MessageBase {
  kind: 'bet_settlement';
  /** 1 live scouted, 2 confirmed */
  certainty: 1 | 2;
  markets: MarketSettlement[];
}

/** Bets on the markets placed inside the window are refunded; a missing bound is open-ended. */
export interface BetCancelMessage extends MessageBase {
  kind: 'bet_cancel';
  markets: MarketRef[];
  startTime?: number;
  endTime?: number;
}

export interface RollbackBetSettlementMessage extends MessageBase {
  kind: 'rollback_bet_settlement';
  markets: MarketRef[];
}

export interface RollbackBetCancelMessage extends MessageBase {
  kind: 'rollback_bet_cancel';
  markets: MarketRef[];
}

/** The whole fixture as it now stands; the first one of an event creates it. */
export interface FixtureChangeMessage extends MessageBase {
  kind: 'fixture_change';
  fixture: {
    sport: { id: string; name: LocalizedName; mainMarketType: string };
    league: { id: string; name: LocalizedName; country: string | null };
    home: LocalizedName;
    away: LocalizedName;
    startTime: number;
    status?: EventStatus;
  };
}

export type FeedMessage =
  | OddsChangeMessage
  | BetStopMessage
  | BetSettlementMessage
  | BetCancelMessage
  | RollbackBetSettlementMessage
  | RollbackBetCancelMessage
  | FixtureChangeMessage;

export type FeedMessageKind = FeedMessage['kind'];

/** Specifiers in canonical form: sorted by key, `key=value` joined by `|`. */
export function formatSpecifiers(specifiers: Record<string, string | number>): string {
  return Object.keys(specifiers)
    .sort()
    .map((key) => `${key}=${specifiers[key]}`)
    .join('|');
}

/** `hcp=-1.5|total=2.5` → { hcp: '-1.5', total: '2.5' } ('' gives {}). */
export function parseSpecifiers(specifiers: string): Record<string, string> {
  if (specifiers === '') return {};
  const pairs = specifiers.split('|').map((pair) => {
    const separator = pair.indexOf('=');
    return [pair.slice(0, separator), pair.slice(separator + 1)] as const;
  });
  return Object.fromEntries(pairs);
}

/** The canonical form of a specifiers string whatever order its pairs came in. */
export function canonicalSpecifiers(specifiers: string): string {
  return formatSpecifiers(parseSpecifiers(specifiers));
}
