import type { Queryable } from '../../../db/database';
import type {
  FeedMessage,
  MarketRef,
  MarketStatus,
  OutcomeOdds,
  OutcomeResult,
  TradingStatus,
} from '../feed/feed-messages';
import { AT } from './repository';

// The feed store's SQL for markets and outcomes, run under the event's row lock.

/** The layers above a market's trading status (the settlement family writes them). */
export interface MarketResolution {
  settlementCertainty: 1 | 2 | null;
  isCancelled: boolean;
  cancelStartTime: number | null;
  cancelEndTime: number | null;
}

export interface MarketRow extends MarketRef, MarketResolution {
  id: string;
  /** derived by the database from the trading status and the resolution */
  status: MarketStatus;
  tradingStatus: TradingStatus;
  /** an operator's suspension is in force (admin/sports/suspend_market) */
  isOperatorSuspended: boolean;
  seq: number;
  resolutionSeq: number | null;
}

/** The event's markets among `refs` (every one when null). */
export async function selectMarkets(
  tx: Queryable,
  eventId: string,
  refs: MarketRef[] | null,
): Promise<MarketRow[]> {
  const params: unknown[] = [eventId];
  let where = 'event_id = $1';
  if (refs) {
    params.push(
      refs.map((ref) => ref.type),
      refs.map((ref) => ref.specifiers),
    );
    where += ' AND (type, specifiers) IN (SELECT * FROM unnest($2::text[], $3::text[]))';
  }
  const { rows } = await tx.query<{
    id: string;
    type: string;
    specifiers: string;
    status: MarketStatus;
    trading_status: TradingStatus;
    operator_suspended: boolean;
    seq: bigint;
    resolution_seq: bigint | null;
    settlement_certainty: 1 | 2 | null;
    is_cancelled: boolean;
    cancel_start_time: Date | null;
    cancel_end_time: Date | null;
  }>(
    `SELECT id::text AS id, type, specifiers, status, trading_status,
       operator_suspended_at IS NOT NULL AS operator_suspended, seq, resolution_seq,
       settlement_certainty, is_cancelled, cancel_start_time, cancel_end_time
     FROM sports_markets WHERE ${where} ORDER BY id`,
    params,
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    specifiers: row.specifiers,
    status: row.status,
    tradingStatus: row.trading_status,
    isOperatorSuspended: row.operator_suspended,
    seq: Number(row.seq),
    resolutionSeq: row.resolution_seq === null ? null : Number(row.resolution_seq),
    settlementCertainty: row.settlement_certainty,
    isCancelled: row.is_cancelled,
    cancelStartTime: row.cancel_start_time?.getTime() ?? null,
    cancelEndTime: row.cancel_end_time?.getTime() ?? null,
  }));
}

/**
 * The status a market shows with this trading status, while no settlement or cancel is in force:
 * the operator's suspension hides an active one (the column `status` derives it the same way).
 */
export const tradingStatusShown = (
  market: { isOperatorSuspended: boolean },
  status: TradingStatus,
) => (market.isOperatorSuspended && status === 'active' ? 'suspended' : status);

/** The odds and active flags of the markets' outcomes, keyed `marketId/outcomeId`. */
export async function selectOutcomeOdds(
  tx: Queryable,
  marketIds: string[],
): Promise<Map<string, Omit<OutcomeOdds, 'id'>>> {
  const { rows } = await tx.query<{
    market_id: string;
    outcome_id: string;
    odds_milli: number;
    is_active: boolean;
  }>(
    `SELECT market_id::text AS market_id, outcome_id, odds_milli, is_active FROM sports_outcomes
     WHERE market_id = ANY($1::bigint[])`,
    [marketIds],
  );
  return new Map(
    rows.map((row) => [
      `${row.market_id}/${row.outcome_id}`,
      { oddsMilli: row.odds_milli, isActive: row.is_active },
    ]),
  );
}

/** Creates markets first seen in an odds_change; returns their ids in the order given. */
export async function insertMarkets(
  tx: Queryable,
  eventId: string,
  markets: (MarketRef & { status: TradingStatus })[],
  message: FeedMessage,
): Promise<string[]> {
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO sports_markets (event_id, type, specifiers, trading_status, seq, updated_ts)
     SELECT $1, type, specifiers, status, $5, ${AT(6)}
     FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS m (type, specifiers, status, n)
     ORDER BY n RETURNING id::text AS id`,
    [
      eventId,
      markets.map((market) => market.type),
      markets.map((market) => market.specifiers),
      markets.map((market) => market.status),
      message.seq,
      message.timestamp,
    ],
  );
  return rows.map((row) => row.id);
}

/** Gives markets their trading status, as written by `message` (odds_change, bet_stop). */
export async function updateTradingStatuses(
  tx: Queryable,
  updates: { id: string; status: TradingStatus }[],
  message: FeedMessage,
): Promise<void> {
  if (updates.length === 0) return;
  await tx.query(
    `UPDATE sports_markets m SET trading_status = u.status, seq = $3, updated_ts = ${AT(4)}
     FROM unnest($1::bigint[], $2::text[]) AS u (id, status) WHERE m.id = u.id`,
    [
      updates.map((update) => update.id),
      updates.map((update) => update.status),
      message.seq,
      message.timestamp,
    ],
  );
}

/** Writes outcomes' odds and active flags; returns their selection ids, keyed `marketId/outcomeId`. */
export async function upsertOutcomes(
  tx: Queryable,
  outcomes: (OutcomeOdds & { marketId: string })[],
): Promise<Map<string, string>> {
  if (outcomes.length === 0) return new Map();
  const { rows } = await tx.query<{ market_id: string; outcome_id: string; id: string }>(
    `INSERT INTO sports_outcomes (market_id, outcome_id, odds_milli, is_active)
     SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[], $4::bool[])
     ON CONFLICT (market_id, outcome_id) DO UPDATE
       SET odds_milli = EXCLUDED.odds_milli, is_active = EXCLUDED.is_active
     RETURNING market_id::text AS market_id, outcome_id, id::text AS id`,
    [
      outcomes.map((outcome) => outcome.marketId),
      outcomes.map((outcome) => outcome.id),
      outcomes.map((outcome) => outcome.oddsMilli),
      outcomes.map((outcome) => outcome.isActive),
    ],
  );
  return new Map(rows.map((row) => [`${row.market_id}/${row.outcome_id}`, row.id]));
}

/** Writes a market's resolution as a settlement-family message decided it; returns its status. */
export async function updateMarketResolution(
  tx: Queryable,
  marketId: string,
  resolution: MarketResolution,
  message: FeedMessage,
): Promise<MarketStatus> {
  const { rows } = await tx.query<{ status: MarketStatus }>(
    `UPDATE sports_markets SET settlement_certainty = $2, is_cancelled = $3,
       cancel_start_time = ${AT(4)}, cancel_end_time = ${AT(5)},
       resolution_seq = $6, seq = greatest(seq, $6), updated_ts = greatest(updated_ts, ${AT(7)})
     WHERE id = $1 RETURNING status`,
    [
      marketId,
      resolution.settlementCertainty,
      resolution.isCancelled,
      resolution.cancelStartTime,
      resolution.cancelEndTime,
      message.seq,
      message.timestamp,
    ],
  );
  return (rows[0] as { status: MarketStatus }).status;
}

/** Stores a settlement's result per outcome (outcomes the market does not have are ignored). */
export async function setOutcomeResults(
  tx: Queryable,
  marketId: string,
  results: OutcomeResult[],
): Promise<void> {
  await tx.query(
    `UPDATE sports_outcomes o SET result = r.result, void_factor = r.void_factor,
       dead_heat_factor = r.dead_heat_factor
     FROM unnest($2::text[], $3::smallint[], $4::text[], $5::text[])
       AS r (outcome_id, result, void_factor, dead_heat_factor)
     WHERE o.market_id = $1 AND o.outcome_id = r.outcome_id`,
    [
      marketId,
      results.map((outcome) => outcome.id),
      results.map((outcome) => outcome.result),
      results.map((outcome) => outcome.voidFactor ?? null),
      results.map((outcome) => outcome.deadHeatFactor ?? null),
    ],
  );
}

export async function clearOutcomeResults(tx: Queryable, marketId: string): Promise<void> {
  await tx.query(
    `UPDATE sports_outcomes SET result = NULL, void_factor = NULL, dead_heat_factor = NULL
     WHERE market_id = $1`,
    [marketId],
  );
}
