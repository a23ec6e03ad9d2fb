import { prepared, type Queryable } from '../../../db/database';
import type { StakeFactorRow } from '../../../../contract/operator/sports-limits';
import { pageClause } from '../../../db/list-query';
import type { BookLimits, Exposure, StakeLimits } from './bet-limits';

// The SQL of the sportsbook's limits: the operator's settings (migration 0021), the liability
// locks and the book's exposure over the open bets.

/** The first key of an event's liability lock (the second is its id's hash); apart from the feed's (event-lock.ts). */
const LIABILITY_LOCK_NAMESPACE = 7_340_222;

/** The stake limits of a sport, pre-match and in play; the sport '' holds every sport's defaults. */
export interface StakeLimitsRow extends StakeLimits {
  sportId: string;
  inPlay: boolean;
}

export interface PlacementLimits {
  stakeLimits: StakeLimitsRow[];
  book: BookLimits;
  /** the player's stake factor in thousandths (1000: as set; 0: blocked) */
  stakeFactorMilli: number;
  /** the sport of each event locked */
  sportOf: Map<string, string>;
}

// Bets on one event take turns at its liability: the exclusive lock of each event, in the order
// of their keys, taken FIRST, in a statement of its own before the cash lock and the events'
// shared feed locks (lockForBet). A bet queued behind another on an event's liability so holds
// nothing: not the player's cash (their casino play goes on) and not the event's feed lock (a
// feed message waits for the one bet checking the liability, never for the queue behind it).
// Only placement takes these locks, always first and in key order, so no two transactions wait
// for each other in a circle. The events are read in the statement's own snapshot, as lockForBet
// reads them: an outcome created since has no lock, and placement refuses its leg.
const LOCK_LIABILITY_SQL = prepared(
  `WITH bet_events AS (
     SELECT coalesce(array_agg(DISTINCT m.event_id), '{}') AS ids
     FROM sports_outcomes o JOIN sports_markets m ON m.id = o.market_id
     WHERE o.id = ANY($1::bigint[]))
   SELECT bet_events.ids AS event_ids,
     (SELECT count(pg_advisory_xact_lock(${LIABILITY_LOCK_NAMESPACE}, key))
      FROM (SELECT DISTINCT hashtext(id) AS key FROM unnest(bet_events.ids) AS id ORDER BY key)
        AS keys) AS locked
   FROM bet_events`,
);

/** Takes the liability locks of the events of the outcomes named; answers the events locked. */
export async function lockLiability(tx: Queryable, outcomeIds: string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ event_ids: string[]; locked: bigint }>(LOCK_LIABILITY_SQL, [
    outcomeIds,
  ]);
  return new Set(rows[0]?.event_ids ?? []);
}

/**
 * The open bets' legs per outcome of the events `eventIds` (SQL for a text[]): their open stake,
 * their potential return (what the book pays if the outcome wins) and its excess over the stake
 * (`exposure`, below). The trading view (admin/sports/get_events) reads the same.
 */
export const openBetsByOutcome = (eventIds: string) =>
  `SELECT l.event_id, l.market_id::text AS market_id, l.outcome_id::text AS outcome_id,
     sum(b.open_stake) AS stake, sum(b.potential_return) AS payout,
     sum(b.potential_return - b.open_stake) AS exposure
   FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
   WHERE l.event_id = ANY(${eventIds}) AND b.status = 'open'
   GROUP BY l.event_id, l.market_id, l.outcome_id`;

// The one place exposure is counted. An open bet adds its net win (potential return less stake)
// to the outcome of each of its legs, on every market it names: an accumulator counts in full
// against each leg's market, as if its other legs won. Stakes on other outcomes are not set off:
// dead heats and Asian lines refund part of a losing stake, so this is a bound the book never
// loses more than. Read from the open bets, so settlement and cash-out need no bookkeeping: a
// partial cash-out leaves the bet's potential return on its open stake, so its net win is the
// potential return less the open stake. The limits read with it need no lock: an operator's
// change applies to the bets that read it after its commit.
const READ_LIMITS_SQL = prepared(
  `SELECT
     (SELECT (sports_stake_factor * 1000)::int FROM players WHERE id = $1) AS factor_milli,
     (SELECT coalesce(json_object_agg(id, sport_id), '{}') FROM sports_events
      WHERE id = ANY($2::text[])) AS sports,
     (SELECT coalesce(json_agg(json_build_object('sportId', sport_id, 'inPlay', in_play,
        'minStake', min_stake::text, 'maxStake', max_stake::text)), '[]')
      FROM sports_stake_limits WHERE sport_id = '' OR sport_id IN (
        SELECT sport_id FROM sports_events WHERE id = ANY($2::text[]))) AS stake_limits,
     (SELECT coalesce(json_agg(json_build_object('eventId', e.event_id, 'marketId', e.market_id,
        'outcomeId', e.outcome_id, 'exposure', e.exposure::text)), '[]')
      FROM (${openBetsByOutcome('$2::text[]')}) AS e) AS exposure,
     b.max_payout, b.market_liability, b.event_liability
   FROM sports_book_limits b`,
);

/**
 * The limits that apply to a bet on the events and the book's exposure on every market of them,
 * read once the events' liability locks are held (by an earlier statement: a statement's
 * snapshot predates its own locks).
 */
export async function readLimitsAndExposure(
  tx: Queryable,
  playerId: number,
  eventIds: string[],
): Promise<PlacementLimits & { exposure: Exposure }> {
  const { rows } = await tx.query<{
    factor_milli: number;
    sports: Record<string, string>;
    stake_limits: { sportId: string; inPlay: boolean; minStake: string; maxStake: string }[];
    exposure: { eventId: string; marketId: string; outcomeId: string; exposure: string }[];
    max_payout: bigint;
    market_liability: bigint;
    event_liability: bigint;
  }>(READ_LIMITS_SQL, [playerId, eventIds]);
  const row = rows[0];
  if (!row) throw new Error('missing sports_book_limits (migration 0021)');
  const exposure: Exposure = new Map();
  for (const item of row.exposure) {
    const market = exposure.get(item.marketId) ?? { eventId: item.eventId, outcomes: new Map() };
    market.outcomes.set(item.outcomeId, BigInt(item.exposure));
    exposure.set(item.marketId, market);
  }
  return {
    stakeLimits: row.stake_limits.map((limits) => ({
      sportId: limits.sportId,
      inPlay: limits.inPlay,
      minStake: BigInt(limits.minStake),
      maxStake: BigInt(limits.maxStake),
    })),
    book: {
      maxPayout: BigInt(row.max_payout),
      marketLiability: BigInt(row.market_liability),
      eventLiability: BigInt(row.event_liability),
    },
    stakeFactorMilli: row.factor_milli,
    sportOf: new Map(Object.entries(row.sports)),
    exposure,
  };
}

/** The stake limits in force: every sport's defaults first, then each sport's own. */
export async function selectStakeLimits(db: Queryable): Promise<StakeLimitsRow[]> {
  const { rows } = await db.query<{
    sport_id: string;
    in_play: boolean;
    min_stake: bigint;
    max_stake: bigint;
  }>(
    `SELECT sport_id, in_play, min_stake, max_stake FROM sports_stake_limits
     ORDER BY sport_id, in_play`,
  );
  return rows.map((row) => ({
    sportId: row.sport_id,
    inPlay: row.in_play,
    minStake: BigInt(row.min_stake),
    maxStake: BigInt(row.max_stake),
  }));
}

export async function selectBookLimits(db: Queryable): Promise<BookLimits> {
  const { rows } = await db.query<{
    max_payout: bigint;
    market_liability: bigint;
    event_liability: bigint;
  }>('SELECT max_payout, market_liability, event_liability FROM sports_book_limits');
  const row = rows[0];
  if (!row) throw new Error('missing sports_book_limits (migration 0021)');
  return {
    maxPayout: BigInt(row.max_payout),
    marketLiability: BigInt(row.market_liability),
    eventLiability: BigInt(row.event_liability),
  };
}

/** Sets the stake limits of a sport ('' for every sport's defaults), pre-match or in play. */
export async function upsertStakeLimits(db: Queryable, limits: StakeLimitsRow): Promise<void> {
  await db.query(
    `INSERT INTO sports_stake_limits (sport_id, in_play, min_stake, max_stake)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT (sport_id, in_play) DO UPDATE
       SET min_stake = excluded.min_stake, max_stake = excluded.max_stake, updated_at = now()`,
    [limits.sportId, limits.inPlay, limits.minStake.toString(), limits.maxStake.toString()],
  );
}

export async function updateBookLimits(db: Queryable, limits: BookLimits): Promise<void> {
  await db.query(
    `UPDATE sports_book_limits
     SET max_payout = $1, market_liability = $2, event_liability = $3, updated_at = now()`,
    [
      limits.maxPayout.toString(),
      limits.marketLiability.toString(),
      limits.eventLiability.toString(),
    ],
  );
}

/** Sets the stake factor of the player named (thousandths); false when no player has that name. */
/** The player's id and stake factor, locked for a change the audit log records. */
export async function lockPlayerStakeFactor(
  db: Queryable,
  username: string,
): Promise<{ id: number; factor: number } | null> {
  const { rows } = await db.query<{ id: number; factor: string }>(
    `SELECT id, sports_stake_factor::text AS factor FROM players
      WHERE lower(username) = lower($1) FOR UPDATE`,
    [username],
  );
  const row = rows[0];
  return row ? { id: row.id, factor: Number(row.factor) } : null;
}

export async function updatePlayerStakeFactor(
  db: Queryable,
  username: string,
  factorMilli: number,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE players SET sports_stake_factor = $2::numeric / 1000 WHERE lower(username) = lower($1)',
    [username, factorMilli],
  );
  return rowCount === 1;
}

/** The players whose stake factor is not 1, the lowest first, a page of them and their count. */
export async function listStakeFactors(
  db: Queryable,
  page: number,
  itemsPerPage: number,
): Promise<{ rows: StakeFactorRow[]; count: number }> {
  const [rows, count] = await Promise.all([
    db.query<{ playerId: number; username: string; factor: string }>(
      `SELECT id AS "playerId", username, sports_stake_factor::text AS factor FROM players
        WHERE sports_stake_factor <> 1
        ORDER BY sports_stake_factor, lower(username), id ${pageClause(page, itemsPerPage)}`,
    ),
    db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM players WHERE sports_stake_factor <> 1',
    ),
  ]);
  return {
    rows: rows.rows.map((row) => ({ ...row, factor: Number(row.factor) })),
    count: count.rows[0]?.count ?? 0,
  };
}

/** Whether the book knows the sport (a sport's own limits need one). */
export async function isKnownSport(db: Queryable, sportId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM sports WHERE id = $1', [sportId]);
  return rows.length > 0;
}
