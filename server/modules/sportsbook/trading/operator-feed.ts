import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { badRequest, notFound } from '../../../http/api-error';
import { settleFeedChange } from '../bets/settlement';
import { canonicalSpecifiers, type FeedMessage, type MarketRef } from '../feed/feed-messages';
import { InvalidFactorError } from '../feed/feed-resolution';
import { createFeedPublisher } from '../feed/feed-publisher';
import { applyFeedMessageIn } from '../feed/feed-store';
import { lockEvent } from '../book/repository';

// Operator-issued feed messages (contract/operator/sports-settlement.ts, docs/operations.md): one message of
// the settlement family about one market, applied by the same store as the feed's and settled as
// after the feed's, so a correction made by hand takes the feed's path and no other.

export type OperatorMessageBody =
  | {
      kind: 'bet_settlement';
      outcomes: Extract<FeedMessage, { kind: 'bet_settlement' }>['markets'][number]['outcomes'];
    }
  | { kind: 'bet_cancel'; startTime?: number; endTime?: number }
  | { kind: 'rollback_bet_settlement' }
  | { kind: 'rollback_bet_cancel' };

/**
 * The event's next sequence number, so the message is newer than all the feed said before (a
 * later feed message about the market, with a larger number, still overrides it). Read under the
 * event's lock (`lockEvent`), in the transaction that writes the message: read before it, a feed
 * message committed meanwhile could take the same number, and the market's resolution would skip
 * the operator's as not newer. Not found: the event or the market does not exist.
 */
async function nextSeqOfMarket(tx: Queryable, eventId: string, market: MarketRef): Promise<number> {
  if (!(await lockEvent(tx, eventId))) throw notFound();
  const { rows } = await tx.query<{ last_seq: string; has_market: boolean }>(
    `SELECT e.last_seq::text AS last_seq, EXISTS (SELECT 1 FROM sports_markets m
       WHERE m.event_id = e.id AND m.type = $2 AND m.specifiers = $3) AS has_market
     FROM sports_events e WHERE e.id = $1`,
    [eventId, market.type, market.specifiers],
  );
  const row = rows[0];
  if (!row?.has_market) throw notFound();
  return Number(row.last_seq) + 1;
}

/** The operator's message, numbered after everything the feed said about the event. */
function operatorMessage(
  target: { eventId: string },
  market: MarketRef,
  seq: number,
  body: OperatorMessageBody,
  now: Date,
): FeedMessage {
  const base = {
    id: `operator:${randomUUID()}`,
    eventId: target.eventId,
    seq,
    timestamp: now.getTime(),
  };
  return body.kind === 'bet_settlement'
    ? {
        ...base,
        kind: 'bet_settlement',
        certainty: 2,
        markets: [{ ...market, outcomes: body.outcomes }],
      }
    : { ...base, ...body, markets: [market] };
}

/** Applies the operator's message about one market and settles its bets; answers what changed. */
export async function applyOperatorMessage(
  deps: AppDeps,
  target: { eventId: string; marketType: string; specifiers: string },
  body: OperatorMessageBody,
  /** Runs in the message's transaction (the operator's audit entry). */
  within?: (tx: Queryable) => Promise<void>,
): Promise<{ isApplied: boolean; betsChanged: number }> {
  const market = { type: target.marketType, specifiers: canonicalSpecifiers(target.specifiers) };
  try {
    const change = await deps.db.transaction(async (tx) => {
      const seq = await nextSeqOfMarket(tx, target.eventId, market);
      const applied = await applyFeedMessageIn(
        tx,
        operatorMessage(target, market, seq, body, deps.clock.now()),
      );
      if (within) await within(tx);
      return applied;
    });
    // the market's new status to the apps watching, as the feed's own changes go (one at once)
    const publisher = createFeedPublisher(deps.realtime);
    publisher.publish(change);
    publisher.stop();
    const betsChanged = await settleFeedChange(deps.db, deps.realtime, change);
    return { isApplied: change.resolvedMarkets.length > 0, betsChanged };
  } catch (error) {
    if (error instanceof InvalidFactorError) throw badRequest('invalid_value');
    throw error;
  }
}
