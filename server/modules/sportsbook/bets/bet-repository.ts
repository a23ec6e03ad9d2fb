import type { SportsBetType } from '../../../../contract/sports-payout';
import { prepared, type Queryable } from '../../../db/database';
import { eventLocksForBetSql } from '../book/event-lock';
import { lockCashBalanceWith } from '../../wallet/ledger';
import type { EventStatus, MarketStatus } from '../feed/feed-messages';

// The SQL of sports bets: what placement reads of the book, the bets and legs it writes, and
// what settlement locks and records. Money moves only through the ledger (wallet/ledger.ts).

/** A selection a bet names, as the book now stands. */
export interface SelectionState {
  id: string;
  outcomeId: string;
  oddsMilli: number;
  isActive: boolean;
  marketId: string;
  marketStatus: MarketStatus;
  /** how often the market stopped trading (migration 0011) */
  stopCount: number;
  eventId: string;
  eventStatus: EventStatus;
  startTime: Date;
  /** what the bet's view shows of the leg (bet-views.ts) */
  home: { es: string; en: string };
  away: { es: string; en: string };
  marketType: string;
  specifiers: string;
}

const SELECT_SELECTIONS_SQL = prepared(
  `SELECT o.id::text AS id, o.outcome_id, o.odds_milli, o.is_active, m.id::text AS market_id,
         m.status AS market_status, m.stop_count, e.id AS event_id, e.status AS event_status,
         e.start_time, e.home_es, e.home_en, e.away_es, e.away_en, m.type AS market_type,
         m.specifiers
       FROM sports_outcomes o JOIN sports_markets m ON m.id = o.market_id
         JOIN sports_events e ON e.id = m.event_id
       WHERE o.id = ANY($1::bigint[])`,
);

/** The outcomes named, with their market and event; ids the book does not have are absent. */
export async function selectSelections(
  db: Queryable,
  outcomeIds: string[],
): Promise<Map<string, SelectionState>> {
  const { rows } = await db.query<{
    id: string;
    outcome_id: string;
    odds_milli: number;
    is_active: boolean;
    market_id: string;
    market_status: MarketStatus;
    stop_count: number;
    event_id: string;
    event_status: EventStatus;
    start_time: Date;
    home_es: string;
    home_en: string;
    away_es: string;
    away_en: string;
    market_type: string;
    specifiers: string;
  }>(SELECT_SELECTIONS_SQL, [outcomeIds]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        outcomeId: row.outcome_id,
        oddsMilli: row.odds_milli,
        isActive: row.is_active,
        marketId: row.market_id,
        marketStatus: row.market_status,
        stopCount: row.stop_count,
        eventId: row.event_id,
        eventStatus: row.event_status,
        startTime: row.start_time,
        home: { es: row.home_es, en: row.home_en },
        away: { es: row.away_es, en: row.away_en },
        marketType: row.market_type,
        specifiers: row.specifiers,
      },
    ]),
  );
}

// The events of the outcomes named ($3, after the ledger's two parameters), read in the
// statement's own snapshot, before its locks: an outcome's market and a market's event never
// change, so only an outcome created since could be missing, and placement refuses a leg whose
// event is not among those locked.
const BET_EVENTS_SQL = `(SELECT coalesce(array_agg(DISTINCT m.event_id), '{}') AS ids
     FROM sports_outcomes o JOIN sports_markets m ON m.id = o.market_id
     WHERE o.id = ANY($3::bigint[])) AS bet_events`;

/** What a placement locks right after the cash lock, in the ledger's statement. */
const AFTER_CASH_LOCK_SQL = `bet_events.ids AS event_ids,
     ${eventLocksForBetSql('bet_events.ids')} AS locked`;

/**
 * The locks of a placement, in one statement and in the ledger's order (wallet/ledger.ts): the
 * player's cash account first (`lockCashBalanceWith`, the ledger's cash lock), then the shared
 * locks of the events of the outcomes named (event-lock.ts). Also answers the events locked and
 * the book account, which is never locked. The book must be read by a later statement: this
 * one's snapshot predates the locks.
 */
export async function lockForBet(
  tx: Queryable,
  playerId: number,
  outcomeIds: string[],
): Promise<{
  cash: { id: number; balance: bigint };
  lockedEventIds: Set<string>;
  bookAccountId: number;
}> {
  const { cash, systemAccountId, then } = await lockCashBalanceWith<{ event_ids: string[] }>(
    tx,
    playerId,
    'system:sports_book',
    { columns: AFTER_CASH_LOCK_SQL, from: BET_EVENTS_SQL, params: [outcomeIds] },
  );
  return { cash, lockedEventIds: new Set(then.event_ids), bookAccountId: systemAccountId };
}

/** A system bet's system as stored (migration 0019): its name and how many lines it has. */
export interface BetSystem {
  name: string;
  lines: number;
}

export interface NewBet {
  playerId: number;
  type: SportsBetType;
  /** satoshis: the whole stake, every line's for a system */
  stake: bigint;
  system: BetSystem | null;
  /** a bet builder's joint price (milli-odds), null for any other type */
  builderOddsMilli: number | null;
  potentialReturn: bigint;
  legs: { outcomeId: string; marketId: string; eventId: string; oddsMilli: number }[];
}

const INSERT_BET_SQL = prepared(
  `WITH bet AS (
         INSERT INTO sports_bets (player_id, type, stake, potential_return, system, system_lines,
           builder_odds_milli)
         VALUES ($1, $2, $3, $4, $9, $10, $11) RETURNING id, placed_at),
       legs AS (
         INSERT INTO sports_bet_legs (bet_id, position, outcome_id, market_id, event_id, odds_milli)
         SELECT bet.id, n - 1, o, m, e, odds
         FROM bet, unnest($5::bigint[], $6::bigint[], $7::text[], $8::int[]) WITH ORDINALITY
           AS l (o, m, e, odds, n))
       SELECT id::text AS id, placed_at FROM bet`,
);

/** Records a placed bet and its legs in one statement; returns its id and time. */
export async function insertBet(
  tx: Queryable,
  bet: NewBet,
): Promise<{ id: number; placedAt: Date }> {
  const { rows } = await tx.query<{ id: string; placed_at: Date }>(INSERT_BET_SQL, [
    bet.playerId,
    bet.type,
    bet.stake.toString(),
    bet.potentialReturn.toString(),
    bet.legs.map((leg) => leg.outcomeId),
    bet.legs.map((leg) => leg.marketId),
    bet.legs.map((leg) => leg.eventId),
    bet.legs.map((leg) => leg.oddsMilli),
    bet.system?.name ?? null,
    bet.system?.lines ?? null,
    bet.builderOddsMilli,
  ]);
  const row = rows[0] as { id: string; placed_at: Date };
  return { id: Number(row.id), placedAt: row.placed_at };
}

/** The open bets with a leg on any of the markets, oldest first. */
export async function selectOpenBetsOnMarkets(
  db: Queryable,
  marketIds: string[],
): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT DISTINCT b.id::text AS id FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
     WHERE l.market_id = ANY($1::bigint[]) AND b.status = 'open' ORDER BY 1`,
    [marketIds],
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Open bets with a leg whose market the feed settled or cancelled: the ones settlement may close. */
export async function selectOpenBetsWithResolvedLegs(
  db: Queryable,
  afterBetId: number,
  limit: number,
): Promise<number[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT b.id::text AS id FROM sports_bets b
     WHERE b.status = 'open' AND b.id > $1 AND EXISTS (
       SELECT 1 FROM sports_bet_legs l JOIN sports_markets m ON m.id = l.market_id
       WHERE l.bet_id = b.id AND m.status IN ('settled', 'cancelled'))
     ORDER BY b.id LIMIT $2`,
    [afterBetId, limit],
  );
  return rows.map((row) => Number(row.id));
}

export interface BetRow {
  id: number;
  playerId: number;
  type: SportsBetType;
  stake: bigint;
  system: BetSystem | null;
  /** a bet builder's joint price (milli-odds), null for any other type (migration 0022) */
  builderOddsMilli: number | null;
  /** the stake still riding: less than `stake` once partly cashed out (migration 0018) */
  openStake: bigint;
  status: 'open' | 'settled' | 'cashed_out';
  version: number;
  placedAt: Date;
}

/** The bet, FOR UPDATE when `lock` (after its player's cash lock); null when there is none. */
export async function findBet(tx: Queryable, betId: number, lock: boolean): Promise<BetRow | null> {
  const { rows } = await tx.query<{
    id: string;
    player_id: number;
    type: SportsBetType;
    stake: bigint;
    system: string | null;
    system_lines: number | null;
    builder_odds_milli: number | null;
    open_stake: bigint;
    status: BetRow['status'];
    version: number;
    placed_at: Date;
  }>(
    `SELECT id::text AS id, player_id, type, stake, system, system_lines, builder_odds_milli,
       open_stake, status, version, placed_at FROM sports_bets
     WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [betId],
  );
  const row = rows[0];
  return row
    ? {
        id: Number(row.id),
        playerId: row.player_id,
        type: row.type,
        stake: BigInt(row.stake),
        system:
          row.system === null ? null : { name: row.system, lines: row.system_lines as number },
        builderOddsMilli: row.builder_odds_milli,
        openStake: BigInt(row.open_stake),
        status: row.status,
        version: row.version,
        placedAt: row.placed_at,
      }
    : null;
}

/** A leg of a bet with how the feed now resolves its market. */
export interface LegResolutionRow {
  position: number;
  eventId: string;
  oddsMilli: number;
  marketStatus: MarketStatus;
  isCancelled: boolean;
  cancelStartTime: Date | null;
  cancelEndTime: Date | null;
  settlementCertainty: 1 | 2 | null;
  result: 0 | 1 | null;
  voidFactor: string | null;
  deadHeatFactor: string | null;
}

/** Whether the leg's market was cancelled with a bet placed at `placedAt` inside the window. */
export function isInCancelWindow(
  market: Pick<LegResolutionRow, 'isCancelled' | 'cancelStartTime' | 'cancelEndTime'>,
  placedAt: Date,
): boolean {
  const placed = placedAt.getTime();
  return (
    market.isCancelled &&
    (market.cancelStartTime === null || market.cancelStartTime.getTime() <= placed) &&
    (market.cancelEndTime === null || placed < market.cancelEndTime.getTime())
  );
}

/** The columns of a leg and its market's resolution (`l` a bet's leg, `m` its market, `o` its outcome). */
export const LEG_RESOLUTION_COLUMNS = `l.position, l.event_id, l.odds_milli, m.status, m.is_cancelled,
  m.cancel_start_time, m.cancel_end_time, m.settlement_certainty, o.result, o.void_factor,
  o.dead_heat_factor`;

/** A row of `LEG_RESOLUTION_COLUMNS`. */
export interface LegResolutionColumns {
  position: number;
  event_id: string;
  odds_milli: number;
  status: MarketStatus;
  is_cancelled: boolean;
  cancel_start_time: Date | null;
  cancel_end_time: Date | null;
  settlement_certainty: 1 | 2 | null;
  result: 0 | 1 | null;
  void_factor: string | null;
  dead_heat_factor: string | null;
}

export function toLegResolution(row: LegResolutionColumns): LegResolutionRow {
  return {
    position: row.position,
    eventId: row.event_id,
    oddsMilli: row.odds_milli,
    marketStatus: row.status,
    isCancelled: row.is_cancelled,
    cancelStartTime: row.cancel_start_time,
    cancelEndTime: row.cancel_end_time,
    settlementCertainty: row.settlement_certainty,
    result: row.result,
    voidFactor: row.void_factor,
    deadHeatFactor: row.dead_heat_factor,
  };
}

export async function selectLegResolutions(
  tx: Queryable,
  betId: number,
): Promise<LegResolutionRow[]> {
  const { rows } = await tx.query<LegResolutionColumns>(
    `SELECT ${LEG_RESOLUTION_COLUMNS}
     FROM sports_bet_legs l JOIN sports_markets m ON m.id = l.market_id
       JOIN sports_outcomes o ON o.id = l.outcome_id
     WHERE l.bet_id = $1 ORDER BY l.position`,
    [betId],
  );
  return rows.map(toLegResolution);
}

/** A leg's result as a settlement used it, kept with the settlement. */
export interface SettledLegResult {
  result: 0 | 1;
  voidFactor: string | null;
  deadHeatFactor: string | null;
}

/**
 * Records settlement `version` of an open bet: the settlement row (its primary key refuses a
 * second of the same version) and the bet's status. False when the bet was no longer open at
 * that version (nothing is written).
 */
export async function recordSettlement(
  tx: Queryable,
  settlement: {
    betId: number;
    version: number;
    payout: bigint;
    legs: (SettledLegResult | null)[];
    journalId: bigint;
  },
): Promise<boolean> {
  const updated = await tx.query(
    `UPDATE sports_bets SET status = 'settled', version = $2, payout = $3, settled_at = now()
     WHERE id = $1 AND status = 'open' AND version = $2 - 1`,
    [settlement.betId, settlement.version, settlement.payout.toString()],
  );
  if (updated.rowCount !== 1) return false;
  await tx.query(
    `INSERT INTO sports_bet_settlements (bet_id, version, payout, legs, journal_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      settlement.betId,
      settlement.version,
      settlement.payout.toString(),
      JSON.stringify(settlement.legs),
      settlement.journalId.toString(),
    ],
  );
  return true;
}
