// The live tables' rows (migration 0013_live_tables.sql). Times come from the database's clock
// (clock_timestamp()), so every node decides by the same clock.
import type {
  CrashSideBet,
  LiveEngine,
  LiveRouletteSpot,
} from '../../../contract/house-page/live-tables';
import type { Queryable } from '../../db/database';

export type RoundPhase = 'betting' | 'running' | 'ended' | 'settled';
export type BetState = 'pending' | 'open' | 'cashed-out' | 'won' | 'lost' | 'void';
export type BetKind = 'main' | CrashSideBet | 'roulette';

export interface RoundRow {
  id: string;
  table_slug: string;
  engine: LiveEngine;
  chain_id: number;
  idx: number;
  phase: RoundPhase;
  fence: bigint;
  betting_closes_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
  exact_result: number;
  result: number;
  hash: string;
  is_revealed: boolean;
  last_multiplier: number | null;
  interrupted: boolean;
}

export interface BetRow {
  id: string;
  round_id: string;
  player: string;
  /** the wallet's screen name of the player when they bet (shown masked) */
  screen_name: string;
  game: string;
  provider: string;
  kind: BetKind;
  spot: LiveRouletteSpot | null;
  batch: number | null;
  auto_cash_out: number | null;
  stake: bigint;
  state: BetState;
  multiplier: number | null;
  payout: bigint;
  wallet_done: boolean;
  created_at: Date;
}

const ROUND_FIELDS = [
  'id',
  'table_slug',
  'engine',
  'chain_id',
  'idx',
  'phase',
  'fence',
  'betting_closes_at',
  'started_at',
  'ended_at',
  'exact_result',
  'result',
  'hash',
  'is_revealed',
  'last_multiplier',
  'interrupted',
];
const BET_FIELDS = [
  'id',
  'round_id',
  'player',
  'screen_name',
  'game',
  'provider',
  'kind',
  'spot',
  'batch',
  'auto_cash_out',
  'stake',
  'state',
  'multiplier',
  'payout',
  'wallet_done',
  'created_at',
];
const columns = (fields: string[], alias: string) =>
  fields.map((field) => `${alias}.${field}`).join(', ');
const ROUND_COLUMNS = columns(ROUND_FIELDS, 'live_rounds');
const BET_COLUMNS = columns(BET_FIELDS, 'live_bets');

/** The database's clock, epoch ms. */
export async function databaseNow(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ now: number }>(
    'SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now',
  );
  return Number(rows[0]?.now);
}

export async function findRoundInPlay(db: Queryable, table: string): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM live_rounds WHERE table_slug = $1 AND phase <> 'settled'`,
    [table],
  );
  return rows[0] ?? null;
}

export async function findRound(db: Queryable, id: string): Promise<RoundRow | null> {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM live_rounds WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findRoundByIndex(db: Queryable, table: string, index: number) {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${columns(ROUND_FIELDS, 'r')} FROM live_rounds r
       JOIN live_chains c ON c.id = r.chain_id
      WHERE r.table_slug = $1 AND r.idx = $2 AND c.retired_at IS NULL`,
    [table, index],
  );
  return rows[0] ?? null;
}

/** The round locked (FOR SHARE by a bet or cash-out, FOR UPDATE by the engine). */
export async function lockRound(
  tx: Queryable,
  id: string,
  mode: 'share' | 'update',
): Promise<(RoundRow & { now: number }) | null> {
  const { rows } = await tx.query<RoundRow & { now: number }>(
    `SELECT ${ROUND_COLUMNS}, (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS now
       FROM live_rounds WHERE id = $1 FOR ${mode === 'share' ? 'SHARE' : 'UPDATE'}`,
    [id],
  );
  const row = rows[0];
  return row ? { ...row, now: Number(row.now) } : null;
}

/** The last ended rounds of a table, newest first. */
export async function recentRounds(db: Queryable, table: string, count: number) {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM live_rounds
      WHERE table_slug = $1 AND is_revealed ORDER BY opened_at DESC LIMIT $2`,
    [table, count],
  );
  return rows;
}

export async function insertRound(
  tx: Queryable,
  round: {
    id: string;
    table: string;
    engine: LiveEngine;
    chainId: number;
    index: number;
    fence: bigint;
    bettingMs: number;
    exactResult: number;
    result: number;
    hash: string;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO live_rounds (id, table_slug, engine, chain_id, idx, fence, betting_closes_at,
            exact_result, result, hash)
     VALUES ($1, $2, $3, $4, $5, $6, clock_timestamp() + $7 * interval '1 millisecond', $8, $9, $10)`,
    [
      round.id,
      round.table,
      round.engine,
      round.chainId,
      round.index,
      round.fence.toString(),
      round.bettingMs,
      round.exactResult,
      round.result,
      round.hash,
    ],
  );
}

/** Moves a round from `from` to `to` (fenced by the caller's lease); false if it was not `from`. */
export async function moveRound(
  db: Queryable,
  id: string,
  from: RoundPhase,
  to: RoundPhase,
  fence: bigint,
  extra: { interrupted?: boolean } = {},
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE live_rounds SET phase = $3, fence = $4,
            started_at = CASE WHEN $3 = 'running' THEN clock_timestamp() ELSE started_at END,
            ended_at = CASE WHEN $3 = 'ended' THEN clock_timestamp() ELSE ended_at END,
            is_revealed = is_revealed OR $3 IN ('ended', 'settled'),
            interrupted = interrupted OR $5
      WHERE id = $1 AND phase = $2 RETURNING id`,
    [id, from, to, fence.toString(), extra.interrupted ?? false],
  );
  return rowCount > 0;
}

/** Ends a climb, but only once the database's clock has reached its bust (`bustMs` after start). */
export async function endClimbIfDue(db: Queryable, id: string, fence: bigint, bustMs: number) {
  const { rowCount } = await db.query(
    `UPDATE live_rounds SET phase = 'ended', fence = $2, ended_at = clock_timestamp(),
            is_revealed = true
      WHERE id = $1 AND phase = 'running'
        AND clock_timestamp() >= started_at + $3 * interval '1 millisecond' RETURNING id`,
    [id, fence.toString(), bustMs],
  );
  return rowCount > 0;
}

export async function recordMultiplier(db: Queryable, id: string, multiplier: number) {
  await db.query(
    `UPDATE live_rounds SET last_multiplier = $2, last_recorded_at = clock_timestamp()
      WHERE id = $1 AND phase = 'running'`,
    [id, multiplier],
  );
}

export async function insertPendingBet(
  tx: Queryable,
  bet: {
    id: string;
    roundId: string;
    player: string;
    screenName: string;
    game: string;
    provider: string;
    kind: BetKind;
    stake: bigint;
    autoCashOut: number | null;
    spot?: LiveRouletteSpot | null;
    batch?: number | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO live_bets
       (id, round_id, player, screen_name, game, provider, kind, stake, auto_cash_out, spot, batch)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      bet.id,
      bet.roundId,
      bet.player,
      bet.screenName,
      bet.game,
      bet.provider,
      bet.kind,
      bet.stake.toString(),
      bet.autoCashOut,
      bet.spot ? JSON.stringify(bet.spot) : null,
      bet.batch ?? null,
    ],
  );
}

export async function findBet(db: Queryable, id: string): Promise<BetRow | null> {
  const { rows } = await db.query<BetRow>(`SELECT ${BET_COLUMNS} FROM live_bets WHERE id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

export async function lockBet(tx: Queryable, id: string): Promise<BetRow | null> {
  const { rows } = await tx.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM live_bets WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function betsOfRound(db: Queryable, roundId: string): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM live_bets WHERE round_id = $1 ORDER BY created_at, id`,
    [roundId],
  );
  return rows;
}

export async function betsOfPlayer(db: Queryable, player: string, roundIds: string[]) {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM live_bets WHERE player = $1 AND round_id = ANY($2)
      ORDER BY created_at, id`,
    [player, roundIds],
  );
  return rows;
}

/** The player's last rounds at a table (ids, newest first). */
export async function roundsOfPlayer(db: Queryable, player: string, table: string, count: number) {
  const { rows } = await db.query<RoundRow>(
    `SELECT ${columns(ROUND_FIELDS, 'r')} FROM live_rounds r
      WHERE r.table_slug = $2 AND EXISTS (
        SELECT 1 FROM live_bets b WHERE b.round_id = r.id AND b.player = $1 AND b.state <> 'void')
      ORDER BY r.opened_at DESC LIMIT $3`,
    [player, table, count],
  );
  return rows;
}

/** The wallet took the stake in time: `pending` becomes `open`. */
export async function openBet(tx: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE live_bets SET state = 'open' WHERE id = $1 AND state = 'pending' RETURNING id`,
    [id],
  );
  return rowCount > 0;
}

/**
 * Decides a bet once: from `open` (or `pending`, only to `void`) to its outcome. False when it
 * was decided already (by a cash-out, the engine, or another node): nothing changes then.
 */
export async function decideBet(
  db: Queryable,
  id: string,
  outcome: {
    state: Exclude<BetState, 'pending' | 'open'>;
    multiplier: number | null;
    payout: bigint;
  },
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE live_bets SET state = $2, multiplier = $3, payout = $4, decided_at = clock_timestamp()
      WHERE id = $1 AND (state = 'open' OR (state = 'pending' AND $2 = 'void')) RETURNING id`,
    [id, outcome.state, outcome.multiplier, outcome.payout.toString()],
  );
  return rowCount > 0;
}

export async function markWalletDone(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE live_bets SET wallet_done = true WHERE id = $1', [id]);
}

/** Decided bets of a table whose wallet call is not confirmed yet. */
export async function betsAwaitingWallet(db: Queryable, table: string): Promise<BetRow[]> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${columns(BET_FIELDS, 'b')} FROM live_bets b
       JOIN live_rounds r ON r.id = b.round_id
      WHERE r.table_slug = $1 AND NOT b.wallet_done AND b.state NOT IN ('pending', 'open')
      ORDER BY b.created_at`,
    [table],
  );
  return rows;
}

/**
 * The tables whose latest round opened within `seconds` by the database's clock (the rounds'
 * own clock): a table between rounds is still open; one whose runner stopped is not for long.
 * Each with that round's phase and how many players have a bet in it.
 */
export async function listOpenTables(
  db: Queryable,
  seconds: number,
): Promise<{ table_slug: string; phase: RoundPhase; players: number }[]> {
  const { rows } = await db.query<{ table_slug: string; phase: RoundPhase; players: number }>(
    `SELECT DISTINCT ON (r.table_slug) r.table_slug, r.phase,
            (SELECT count(DISTINCT b.player)::int FROM live_bets b
              WHERE b.round_id = r.id AND b.state NOT IN ('pending', 'void')) AS players
       FROM live_rounds r
      WHERE r.opened_at > clock_timestamp() - make_interval(secs => $1)
      ORDER BY r.table_slug, r.opened_at DESC`,
    [seconds],
  );
  return rows;
}
