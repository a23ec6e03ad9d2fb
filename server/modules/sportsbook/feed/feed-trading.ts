import type { Queryable } from '../../../db/database';
import type { FeedChange } from './feed-change';
import { marketKey } from './feed-change';
import {
  canonicalSpecifiers,
  type BetStopMessage,
  type FeedMessage,
  type MarketOdds,
  type MarketRef,
  type MarketStatus,
  type OddsChangeMessage,
} from './feed-messages';
import {
  insertMarkets,
  selectMarkets,
  selectOutcomeOdds,
  tradingStatusShown,
  updateTradingStatuses,
  upsertOutcomes,
  type MarketRow,
} from '../book/market-repository';

// odds_change and bet_stop: the trading layer of a market (its odds and trading status).

/**
 * A trading message writes a market only when it is newer than the last message that wrote the
 * market, and only while no settlement or cancel is in force (only a rollback lifts those).
 */
function canTrade(market: MarketRow, message: FeedMessage): boolean {
  return market.seq < message.seq && market.status !== 'settled' && market.status !== 'cancelled';
}

function canonical<Ref extends MarketRef>(market: Ref): Ref {
  return { ...market, specifiers: canonicalSpecifiers(market.specifiers) };
}

/** Creates the markets an odds_change names for the first time, and writes the others it may. */
export async function applyOddsChangeMarkets(
  tx: Queryable,
  message: OddsChangeMessage,
  change: FeedChange,
): Promise<void> {
  const incoming = message.markets.map(canonical);
  if (incoming.length === 0) return;
  const rows = await selectMarkets(tx, message.eventId, incoming);
  const existing = new Map(rows.map((row) => [marketKey(row), row]));
  const fresh = incoming.filter((market) => !existing.has(marketKey(market)));
  const freshIds = fresh.length > 0 ? await insertMarkets(tx, message.eventId, fresh, message) : [];
  const writable = incoming.flatMap((market) => {
    const row = existing.get(marketKey(market));
    return row && canTrade(row, message) ? [{ market, row }] : [];
  });
  const previousOdds = await selectOutcomeOdds(
    tx,
    writable.map(({ row }) => row.id),
  );
  await updateTradingStatuses(
    tx,
    writable.map(({ market, row }) => ({ id: row.id, status: market.status })),
    message,
  );
  const written: {
    market: MarketOdds;
    id: string;
    previousStatus: string | null;
    status: MarketStatus;
  }[] = [
    ...fresh.map((market, index) => ({
      market,
      id: freshIds[index] as string,
      previousStatus: null,
      status: market.status,
    })),
    // an operator's suspension stays shown whatever the feed says beneath it
    ...writable.map(({ market, row }) => ({
      market,
      id: row.id,
      previousStatus: row.status,
      status: tradingStatusShown(row, market.status),
    })),
  ];
  for (const { market, id, previousStatus, status } of written) {
    if (status !== previousStatus) {
      change.markets.push({
        marketId: id,
        type: market.type,
        specifiers: market.specifiers,
        status,
      });
    }
    for (const outcome of market.outcomes) {
      const previous = previousOdds.get(`${id}/${outcome.id}`);
      if (previous?.oddsMilli === outcome.oddsMilli && previous.isActive === outcome.isActive)
        continue;
      change.odds.push({
        marketId: id,
        type: market.type,
        specifiers: market.specifiers,
        outcomeId: outcome.id,
        selectionId: '',
        oddsMilli: outcome.oddsMilli,
        isActive: outcome.isActive,
      });
    }
  }
  const selectionIds = await upsertOutcomes(
    tx,
    change.odds.map((odds) => ({
      marketId: odds.marketId,
      id: odds.outcomeId,
      oddsMilli: odds.oddsMilli,
      isActive: odds.isActive,
    })),
  );
  for (const odds of change.odds) {
    odds.selectionId = selectionIds.get(`${odds.marketId}/${odds.outcomeId}`) ?? '';
  }
}

/** Moves the named markets (every market of the event when none are named) from active to stopped. */
export async function applyBetStop(
  tx: Queryable,
  message: BetStopMessage,
  change: FeedChange,
): Promise<void> {
  const refs = message.markets?.map(canonical) ?? null;
  const markets = (await selectMarkets(tx, message.eventId, refs)).filter((market) =>
    canTrade(market, message),
  );
  const stopStatus = message.status ?? 'suspended';
  // every stopped market records the message, so an older odds_change cannot reopen it
  await updateTradingStatuses(
    tx,
    markets.map((market) => ({
      id: market.id,
      status: market.tradingStatus === 'active' ? stopStatus : market.tradingStatus,
    })),
    message,
  );
  for (const market of markets) {
    if (market.tradingStatus !== 'active') continue;
    const status = tradingStatusShown(market, stopStatus);
    if (status === market.status) continue;
    change.markets.push({
      marketId: market.id,
      type: market.type,
      specifiers: market.specifiers,
      status,
    });
  }
}
