// Feed changes to the apps watching: `sports_odds` and `sports_event` in the event's room and the
// lists' room, coalesced per event. The first change of an event goes out at once; those that
// follow within the window wait for its end and go out as one (the latest odds and status of
// each outcome, market and event), so a busy event costs one emit per window, not one per message.
// The lists show each event's main market only: their room gets the odds of those markets alone.
import {
  SPORTS_LIST_ROOM,
  sportsEventRoom,
  type SportsRealtimeEvents,
} from '../../../../contract/sportsbook';
import type { Realtime } from '../../realtime/realtime';
import type { FeedChange, MarketStatusChange, OddsUpdate } from './feed-change';
import type { EventLiveState } from '../book/repository';
import { SPORT_NAMES } from './simulator/catalogue';

/** The main market of every sport the feed sends (1X2, match winner, moneyline). */
const MAIN_MARKET_TYPES: ReadonlySet<string> = new Set(
  Object.values(SPORT_NAMES).map((sport) => sport.mainMarketType),
);
const isMainMarket = (market: { type: string; specifiers: string }) =>
  market.specifiers === '' && MAIN_MARKET_TYPES.has(market.type);

/** The coalescing window: a change waits at most this long (ms). */
export const PUBLISH_WINDOW_MS = 100;

export interface FeedPublisher {
  /** Announces what a change did (after its commit); changes that did nothing are ignored. */
  publish(change: FeedChange): void;
  /** Sends what waits, and stops. */
  stop(): void;
}

interface PendingEvent {
  odds: Map<string, OddsUpdate>;
  markets: Map<string, MarketStatusChange>;
  live: EventLiveState | null;
  timestamp: number;
  timer: NodeJS.Timeout | null;
  lastSentAt: number;
}

export function createFeedPublisher(
  realtime: Realtime,
  windowMs: number = PUBLISH_WINDOW_MS,
): FeedPublisher {
  const events = new Map<string, PendingEvent>();

  const send = (eventId: string, pending: PendingEvent) => {
    pending.timer = null;
    pending.lastSentAt = Date.now();
    const eventRoom = sportsEventRoom(eventId);
    const odds = [...pending.odds.values()];
    const markets = [...pending.markets.values()];
    if (odds.length > 0 || markets.length > 0) {
      realtime.publishToRooms([eventRoom], 'sports_odds', oddsEvent(eventId, odds, markets));
      const mainOdds = odds.filter(isMainMarket);
      const mainMarkets = markets.filter(isMainMarket);
      if (mainOdds.length > 0 || mainMarkets.length > 0) {
        const listEvent = oddsEvent(eventId, mainOdds, mainMarkets);
        realtime.publishToRooms([SPORTS_LIST_ROOM], 'sports_odds', listEvent);
      }
    }
    const live = pending.live;
    if (live) {
      realtime.publishToRooms([eventRoom, SPORTS_LIST_ROOM], 'sports_event', {
        id: eventId,
        status: live.status,
        score: live.score,
        clock: live.clock,
        updatedAt: new Date(pending.timestamp).toISOString(),
      });
    }
    pending.odds.clear();
    pending.markets.clear();
    pending.live = null;
    // an event over for good is forgotten once its last changes are out
    if (live?.status === 'closed' || live?.status === 'cancelled') events.delete(eventId);
  };

  return {
    publish(change) {
      if (!change.isApplied) return;
      if (!change.event && change.odds.length === 0 && change.markets.length === 0) return;
      const pending = events.get(change.eventId) ?? {
        odds: new Map(),
        markets: new Map(),
        live: null,
        timestamp: 0,
        timer: null,
        lastSentAt: 0,
      };
      events.set(change.eventId, pending);
      for (const update of change.odds)
        pending.odds.set(`${update.marketId}/${update.outcomeId}`, update);
      for (const market of change.markets) pending.markets.set(market.marketId, market);
      if (change.event) pending.live = change.event;
      pending.timestamp = Math.max(pending.timestamp, change.timestamp);
      if (pending.timer) return;
      const wait = pending.lastSentAt + windowMs - Date.now();
      if (wait <= 0) {
        send(change.eventId, pending);
        return;
      }
      pending.timer = setTimeout(() => send(change.eventId, pending), wait);
      pending.timer.unref();
    },
    stop() {
      for (const [eventId, pending] of events) {
        if (pending.timer) {
          clearTimeout(pending.timer);
          send(eventId, pending);
        }
      }
      events.clear();
    },
  };
}

function oddsEvent(
  eventId: string,
  odds: OddsUpdate[],
  markets: MarketStatusChange[],
): SportsRealtimeEvents['sports_odds'] {
  return {
    eventId,
    outcomes: odds.map((update) => ({
      marketId: update.marketId,
      id: update.selectionId,
      oddsMilli: update.oddsMilli,
      isActive: update.isActive,
    })),
    markets: markets.map((market) => ({ id: market.marketId, status: market.status })),
  };
}
