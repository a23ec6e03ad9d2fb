import type { FeedMessage, FeedMessageKind, MarketRef, MarketStatus } from './feed-messages';
import type { MarketResolution } from '../book/market-repository';
import type { EventLiveState } from '../book/repository';

export interface MarketStatusChange extends MarketRef {
  marketId: string;
  status: MarketStatus;
}

export interface OddsUpdate extends MarketRef {
  marketId: string;
  /** the feed's outcome id within its market ('home', 'over') */
  outcomeId: string;
  /** the outcome's selection id (`sports_outcomes.id`), what a bet names */
  selectionId: string;
  oddsMilli: number;
  isActive: boolean;
}

/** A market a settlement-family message resolved: what settling the bets on it starts from. */
export interface ResolvedMarket extends MarketStatusChange, MarketResolution {}

/** What one feed message changed: what realtime announces and bet settlement acts on. */
export interface FeedChange {
  messageId: string;
  eventId: string;
  kind: FeedMessageKind;
  /** the message's timestamp (ms): when the event's state it carries was true */
  timestamp: number;
  /** false when the message's id was applied before: nothing changed */
  isApplied: boolean;
  /** the event was created, or its start time, names, sport or league rewritten */
  isFixtureChanged: boolean;
  /** the event's live state after the message, when the message wrote it */
  event: EventLiveState | null;
  /** markets whose status changed */
  markets: MarketStatusChange[];
  /** outcomes whose odds or active flag changed, or that are new */
  odds: OddsUpdate[];
  /**
   * The markets a bet_settlement, bet_cancel or rollback put in force or lifted (a second
   * bet_settlement of a settled market, e.g. a confirmed one, appears again): bets on them are
   * settled, refunded or reopened from here.
   */
  resolvedMarkets: ResolvedMarket[];
}

export function emptyChange(message: FeedMessage): FeedChange {
  return {
    messageId: message.id,
    eventId: message.eventId,
    kind: message.kind,
    timestamp: message.timestamp,
    isApplied: false,
    isFixtureChanged: false,
    event: null,
    markets: [],
    odds: [],
    resolvedMarkets: [],
  };
}

/** A market's key among the markets of one event. */
export const marketKey = (market: MarketRef) => `${market.type}/${market.specifiers}`;
