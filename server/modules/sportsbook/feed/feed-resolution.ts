import { parseFactor } from '../../../../contract/sports-payout';
import type { Queryable } from '../../../db/database';
import { queueResettlement } from '../bets/correction-repository';
import { marketKey, type FeedChange } from './feed-change';
import {
  canonicalSpecifiers,
  type BetCancelMessage,
  type BetSettlementMessage,
  type RollbackBetCancelMessage,
  type RollbackBetSettlementMessage,
} from './feed-messages';
import {
  clearOutcomeResults,
  selectMarkets,
  setOutcomeResults,
  updateMarketResolution,
  type MarketResolution,
} from '../book/market-repository';

// The settlement family: bet_settlement, bet_cancel and their rollbacks. Each puts a layer over a
// market's trading status or lifts it; the market's status follows (the database derives it).

export type ResolutionMessage =
  BetSettlementMessage | BetCancelMessage | RollbackBetSettlementMessage | RollbackBetCancelMessage;

/** The resolution a settlement-family message leaves on a market. */
export function nextResolution(
  market: MarketResolution,
  message: ResolutionMessage,
): MarketResolution {
  const current: MarketResolution = {
    settlementCertainty: market.settlementCertainty,
    isCancelled: market.isCancelled,
    cancelStartTime: market.cancelStartTime,
    cancelEndTime: market.cancelEndTime,
  };
  switch (message.kind) {
    case 'bet_settlement':
      return { ...current, settlementCertainty: message.certainty };
    case 'rollback_bet_settlement':
      return { ...current, settlementCertainty: null };
    case 'bet_cancel':
      return {
        ...current,
        isCancelled: true,
        cancelStartTime: message.startTime ?? null,
        cancelEndTime: message.endTime ?? null,
      };
    case 'rollback_bet_cancel':
      return { ...current, isCancelled: false, cancelStartTime: null, cancelEndTime: null };
  }
}

/** A settlement whose factor settlement could not read: the whole message is refused. */
export class InvalidFactorError extends Error {
  constructor(
    readonly messageId: string,
    readonly factor: string,
  ) {
    super(
      `sports feed: bet_settlement ${messageId} has factor "${factor}", not a share from 0 to 1`,
    );
    this.name = 'InvalidFactorError';
  }
}

function checkFactors(message: BetSettlementMessage): void {
  for (const market of message.markets) {
    for (const outcome of market.outcomes) {
      for (const factor of [outcome.voidFactor, outcome.deadHeatFactor]) {
        if (factor !== undefined && !parseFactor(factor)) {
          throw new InvalidFactorError(message.id, factor);
        }
      }
    }
  }
}

/** A rollback of a settlement or cancel that is not in force changes nothing a bet depends on. */
function isLiftingNothing(current: MarketResolution, message: ResolutionMessage): boolean {
  if (message.kind === 'rollback_bet_settlement') return current.settlementCertainty === null;
  if (message.kind === 'rollback_bet_cancel') return !current.isCancelled;
  return false;
}

/** A layer was in force: bets may have been settled on it, so a change may correct them. */
const isResolved = (market: MarketResolution) =>
  market.settlementCertainty !== null || market.isCancelled;

/**
 * Applies the message to each named market the event has whose last settlement-family message
 * is older; outcome results are stored by a settlement and cleared by its rollback. A change to a
 * market already resolved queues it for resettlement in this transaction (correction-repository),
 * so its settled bets are looked at again even if the node stops before it settles them.
 */
export async function applyResolution(
  tx: Queryable,
  message: ResolutionMessage,
  change: FeedChange,
): Promise<void> {
  if (message.kind === 'bet_settlement') checkFactors(message);
  const named = message.markets.map((market) => ({
    ...market,
    specifiers: canonicalSpecifiers(market.specifiers),
  }));
  const markets = await selectMarkets(tx, message.eventId, named);
  const settlements = new Map(named.map((market) => [marketKey(market), market]));
  for (const market of markets) {
    if (market.resolutionSeq !== null && market.resolutionSeq >= message.seq) continue;
    const resolution = nextResolution(market, message);
    const status = await updateMarketResolution(tx, market.id, resolution, message);
    if (message.kind === 'bet_settlement') {
      const settlement = settlements.get(
        marketKey(market),
      ) as BetSettlementMessage['markets'][number];
      await setOutcomeResults(tx, market.id, settlement.outcomes);
    }
    if (message.kind === 'rollback_bet_settlement') await clearOutcomeResults(tx, market.id);
    const ref = { marketId: market.id, type: market.type, specifiers: market.specifiers, status };
    if (status !== market.status) change.markets.push(ref);
    if (isLiftingNothing(market, message)) continue;
    change.resolvedMarkets.push({ ...ref, ...resolution });
    if (isResolved(market)) await queueResettlement(tx, market.id, message.seq);
  }
}
