import type { Queryable } from '../../../db/database';
import { eventLocksForBetSql } from '../book/event-lock';
import type { EventStatus } from '../feed/feed-messages';
import {
  LEG_RESOLUTION_COLUMNS,
  toLegResolution,
  type LegResolutionColumns,
  type LegResolutionRow,
} from './bet-repository';

// The SQL of cash-out (cash-out.ts): the bet's events locked as a placement locks them, its legs
// with the book's current prices, the cash-out recorded, and the bets whose automatic cash-out
// may be due.

/**
 * Takes the shared locks of the bet's events (event-lock.ts), so a `bet_stop` or settlement
 * message committed before is seen and one arriving later waits until the cash-out committed.
 */
export async function lockBetEvents(tx: Queryable, betId: number): Promise<void> {
  await tx.query(
    `SELECT ${eventLocksForBetSql(
      `(SELECT coalesce(array_agg(event_id), '{}') FROM sports_bet_legs WHERE bet_id = $1)`,
    )} AS locked`,
    [betId],
  );
}

/** A leg with how the feed resolves it and what the book now offers on its outcome. */
export interface CashOutLegRow extends LegResolutionRow {
  /** the outcome's id in the book, and within its market; its market's type and specifiers */
  outcomeRowId: string;
  outcomeId: string;
  marketType: string;
  specifiers: string;
  currentOddsMilli: number;
  isActive: boolean;
  eventStatus: EventStatus;
}

export async function selectCashOutLegs(tx: Queryable, betId: number): Promise<CashOutLegRow[]> {
  const { rows } = await tx.query<
    LegResolutionColumns & {
      outcome_row_id: string;
      outcome_id: string;
      market_type: string;
      specifiers: string;
      current_odds_milli: number;
      is_active: boolean;
      event_status: EventStatus;
    }
  >(
    `SELECT ${LEG_RESOLUTION_COLUMNS}, o.id::text AS outcome_row_id, o.outcome_id,
       m.type AS market_type, m.specifiers, o.odds_milli AS current_odds_milli, o.is_active,
       e.status AS event_status
     FROM sports_bet_legs l JOIN sports_markets m ON m.id = l.market_id
       JOIN sports_outcomes o ON o.id = l.outcome_id JOIN sports_events e ON e.id = l.event_id
     WHERE l.bet_id = $1 ORDER BY l.position`,
    [betId],
  );
  return rows.map((row) => ({
    ...toLegResolution(row),
    outcomeRowId: row.outcome_row_id,
    outcomeId: row.outcome_id,
    marketType: row.market_type,
    specifiers: row.specifiers,
    currentOddsMilli: row.current_odds_milli,
    isActive: row.is_active,
    eventStatus: row.event_status,
  }));
}

/** The bet's automatic cash-out value (satoshis), null when not set. */
export async function selectAutoCashOut(tx: Queryable, betId: number): Promise<bigint | null> {
  const { rows } = await tx.query<{ auto_cash_out: bigint | null }>(
    'SELECT auto_cash_out FROM sports_bets WHERE id = $1',
    [betId],
  );
  const value = rows[0]?.auto_cash_out ?? null;
  return value === null ? null : BigInt(value);
}

export interface CashOutRecord {
  betId: number;
  /** the open stake the bet had: the update is conditional on it */
  openStake: bigint;
  amount: bigint;
  closedStake: bigint;
  value: bigint;
  isFull: boolean;
  isAutomatic: boolean;
  /** the return if every leg wins on the stake left open */
  potentialReturn: bigint;
  journalId: bigint;
}

/**
 * Records a cash-out: its row, and the bet's open stake reduced by what it closed; a full one
 * ends the bet as `cashed_out` paying the sum of its cash-outs. False when the bet was no longer
 * open with that open stake (nothing is written).
 */
export async function recordCashOut(tx: Queryable, cashOut: CashOutRecord): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE sports_bets SET open_stake = open_stake - $3, potential_return = $5,
       status = CASE WHEN $4 THEN 'cashed_out' ELSE status END,
       payout = CASE WHEN $4 THEN $6::bigint + coalesce(
         (SELECT sum(amount) FROM sports_bet_cash_outs WHERE bet_id = $1), 0)::bigint END,
       settled_at = CASE WHEN $4 THEN now() END,
       auto_cash_out = CASE WHEN $4 THEN NULL ELSE auto_cash_out END
     WHERE id = $1 AND status = 'open' AND open_stake = $2`,
    [
      cashOut.betId,
      cashOut.openStake.toString(),
      cashOut.closedStake.toString(),
      cashOut.isFull,
      cashOut.potentialReturn.toString(),
      cashOut.amount.toString(),
    ],
  );
  if (updated.rowCount !== 1) return false;
  await tx.query(
    `INSERT INTO sports_bet_cash_outs
       (bet_id, amount, closed_stake, value, is_full, is_automatic, journal_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      cashOut.betId,
      cashOut.amount.toString(),
      cashOut.closedStake.toString(),
      cashOut.value.toString(),
      cashOut.isFull,
      cashOut.isAutomatic,
      cashOut.journalId.toString(),
    ],
  );
  return true;
}

/**
 * Sets or clears the player's open bet's automatic cash-out value; answers whether it was written
 * (false: the bet is no longer open), or null when the player has no such bet.
 */
export async function updateAutoCashOut(
  db: Queryable,
  playerId: number,
  betId: number,
  value: bigint | null,
): Promise<{ isUpdated: boolean } | null> {
  const { rows } = await db.query<{ is_updated: boolean }>(
    `WITH updated AS (
       UPDATE sports_bets SET auto_cash_out = $3
       WHERE id = $1 AND player_id = $2 AND status = 'open'
       RETURNING id)
     SELECT EXISTS (SELECT 1 FROM updated) AS is_updated
     FROM sports_bets b WHERE b.id = $1 AND b.player_id = $2`,
    [betId, playerId, value?.toString() ?? null],
  );
  const row = rows[0];
  return row ? { isUpdated: row.is_updated } : null;
}

/** Open bets with an automatic cash-out and a leg on one of the markets, oldest first. */
export async function selectAutoCashOutBetsOnMarkets(
  db: Queryable,
  marketIds: string[],
): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT DISTINCT b.id::text AS id FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
     WHERE l.market_id = ANY($1::bigint[]) AND b.status = 'open' AND b.auto_cash_out IS NOT NULL`,
    [marketIds],
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** A page of the open bets with an automatic cash-out, after `afterBetId`, for the sweep. */
export async function selectAutoCashOutBets(
  db: Queryable,
  afterBetId: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM sports_bets
     WHERE status = 'open' AND auto_cash_out IS NOT NULL AND id > $1 ORDER BY id LIMIT $2`,
    [afterBetId, limit],
  );
  return rows.map((row) => Number(row.id));
}
