// What the simulator has published of an event's markets, so each odds_change can deactivate the
// markets and outcomes the model no longer offers and the final bet_settlement names them all.
import {
  formatSpecifiers,
  type MarketOdds,
  type MarketSettlement,
  type OutcomeResult,
} from '../feed-messages';
import type { PricedMarket } from '../../pricing/market';

/** A market as published: its type, its specifiers and every outcome it ever offered. */
export interface PublishedMarket {
  type: string;
  specifiers: Record<string, string>;
  outcomeIds: string[];
}

interface TrackedMarket extends PublishedMarket {
  isOffered: boolean;
  lastOdds: Map<string, number>;
}

/** An event's published markets, by type and canonical specifiers. */
export type PublishedMarkets = Map<string, TrackedMarket>;

/**
 * The markets of an odds_change for the priced markets: each active with every outcome it ever
 * had (one no longer offered inactive at its last odds), and a market gone since the last one
 * deactivated.
 */
export function publishMarkets(published: PublishedMarkets, priced: PricedMarket[]): MarketOdds[] {
  const markets: MarketOdds[] = [];
  const seen = new Set<string>();
  for (const market of priced) {
    const specifiers = formatSpecifiers(market.specifiers);
    const key = `${market.type}|${specifiers}`;
    seen.add(key);
    const tracked: TrackedMarket = published.get(key) ?? {
      type: market.type,
      specifiers: market.specifiers,
      outcomeIds: [],
      isOffered: true,
      lastOdds: new Map(),
    };
    published.set(key, tracked);
    tracked.isOffered = true;
    for (const outcome of market.outcomes) {
      if (!tracked.lastOdds.has(outcome.id)) tracked.outcomeIds.push(outcome.id);
      tracked.lastOdds.set(outcome.id, outcome.odds);
    }
    const offeredIds = new Set(market.outcomes.map((outcome) => outcome.id));
    const outcomes = tracked.outcomeIds.map((id) => ({
      id,
      oddsMilli: tracked.lastOdds.get(id) ?? 0,
      isActive: offeredIds.has(id),
    }));
    markets.push({ type: market.type, specifiers, status: 'active', outcomes });
  }
  for (const [key, tracked] of published) {
    if (seen.has(key) || !tracked.isOffered) continue;
    tracked.isOffered = false;
    const specifiers = formatSpecifiers(tracked.specifiers);
    markets.push({ type: tracked.type, specifiers, status: 'deactivated', outcomes: [] });
  }
  return markets;
}

/** A settlement of every market ever published, its outcomes' results from `settle`. */
export function settlePublished(
  published: PublishedMarkets,
  settle: (market: PublishedMarket) => OutcomeResult[],
): MarketSettlement[] {
  return [...published.values()].map((market) => ({
    type: market.type,
    specifiers: formatSpecifiers(market.specifiers),
    outcomes: settle(market),
  }));
}
