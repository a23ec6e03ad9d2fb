// The protection module's SQL: limits, breaks and session settings, and the activity a limit
// counts, read from the ledger (docs/player-protection.md, What a limit counts).
import type { Queryable } from '../../db/database';
import type { BreakKind, LimitPeriod, LimitType } from '../../../contract/protection';

export interface LimitRow {
  type: LimitType;
  period: LimitPeriod;
  amount: bigint | null;
  inForceSince: Date | null;
  pendingAmount: bigint | null;
  pendingRequestedAt: Date | null;
  pendingConfirmableAt: Date | null;
}

interface LimitRecord {
  type: LimitType;
  period: LimitPeriod;
  amount: bigint | null;
  in_force_since: Date | null;
  pending_amount: bigint | null;
  pending_requested_at: Date | null;
  pending_confirmable_at: Date | null;
}

const toLimit = (row: LimitRecord): LimitRow => ({
  type: row.type,
  period: row.period,
  amount: row.amount,
  inForceSince: row.in_force_since,
  pendingAmount: row.pending_amount,
  pendingRequestedAt: row.pending_requested_at,
  pendingConfirmableAt: row.pending_confirmable_at,
});

/** The player's limits (rows only for types and periods ever set). */
export async function listLimits(db: Queryable, playerId: number): Promise<LimitRow[]> {
  const { rows } = await db.query<LimitRecord>(
    `SELECT type, period, amount, in_force_since, pending_amount, pending_requested_at,
            pending_confirmable_at
       FROM player_limits WHERE player_id = $1`,
    [playerId],
  );
  return rows.map(toLimit);
}

/** Writes a limit's whole state (the caller holds the player's lock: lockProtection). */
export async function saveLimit(db: Queryable, playerId: number, limit: LimitRow): Promise<void> {
  await db.query(
    `INSERT INTO player_limits (player_id, type, period, amount, in_force_since, pending_amount,
                                pending_requested_at, pending_confirmable_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (player_id, type, period) DO UPDATE SET
       amount = excluded.amount, in_force_since = excluded.in_force_since,
       pending_amount = excluded.pending_amount,
       pending_requested_at = excluded.pending_requested_at,
       pending_confirmable_at = excluded.pending_confirmable_at`,
    [
      playerId,
      limit.type,
      limit.period,
      limit.amount?.toString() ?? null,
      limit.inForceSince,
      limit.pendingAmount?.toString() ?? null,
      limit.pendingRequestedAt,
      limit.pendingConfirmableAt,
    ],
  );
}

export interface ProtectionSettings {
  breakKind: BreakKind | null;
  breakStartedAt: Date | null;
  breakEndsAt: Date | null;
  realityCheckMinutes: number | null;
  sessionLimitMinutes: number | null;
}

const NO_SETTINGS: ProtectionSettings = {
  breakKind: null,
  breakStartedAt: null,
  breakEndsAt: null,
  realityCheckMinutes: null,
  sessionLimitMinutes: null,
};

/**
 * The player's protection row, created if missing and locked with FOR NO KEY UPDATE when asked:
 * changes to one player's limits and settings run one after another (taken after the cash lock
 * on money paths, like the player's other rows in the ledger's order).
 */
export async function readSettings(
  db: Queryable,
  playerId: number,
  lock: boolean,
): Promise<ProtectionSettings> {
  if (lock)
    await db.query('INSERT INTO player_protection (player_id) VALUES ($1) ON CONFLICT DO NOTHING', [
      playerId,
    ]);
  const { rows } = await db.query<{
    break_kind: BreakKind | null;
    break_started_at: Date | null;
    break_ends_at: Date | null;
    reality_check_minutes: number | null;
    session_limit_minutes: number | null;
  }>(
    `SELECT break_kind, break_started_at, break_ends_at, reality_check_minutes,
            session_limit_minutes
       FROM player_protection WHERE player_id = $1 ${lock ? 'FOR NO KEY UPDATE' : ''}`,
    [playerId],
  );
  const row = rows[0];
  if (!row) return NO_SETTINGS;
  return {
    breakKind: row.break_kind,
    breakStartedAt: row.break_started_at,
    breakEndsAt: row.break_ends_at,
    realityCheckMinutes: row.reality_check_minutes,
    sessionLimitMinutes: row.session_limit_minutes,
  };
}

export async function saveBreak(
  db: Queryable,
  playerId: number,
  kind: BreakKind,
  startedAt: Date,
  endsAt: Date | null,
): Promise<void> {
  await db.query(
    `UPDATE player_protection SET break_kind = $2, break_started_at = $3, break_ends_at = $4
      WHERE player_id = $1`,
    [playerId, kind, startedAt, endsAt],
  );
}

export async function saveRealityCheck(
  db: Queryable,
  playerId: number,
  settings: { realityCheckMinutes: number | null; sessionLimitMinutes: number | null },
): Promise<void> {
  await db.query(
    `UPDATE player_protection SET reality_check_minutes = $2, session_limit_minutes = $3
      WHERE player_id = $1`,
    [playerId, settings.realityCheckMinutes, settings.sessionLimitMinutes],
  );
}

// Journals of play that move a player's cash: a stake out, a win, a refund or a cash-out in.
const PLAY_KINDS = [
  'game_bet',
  'game_win',
  'game_rollback',
  'sports_bet',
  'sports_win',
  'sports_void',
  'sports_lost',
  'sports_cash_out',
  'sports_reversal',
];
// stakes placed, and stakes given back unplayed (a rolled-back game bet, a void sports bet)
const STAKE_KINDS = ['game_bet', 'sports_bet'];
const REFUND_KINDS = ['game_rollback', 'sports_void'];

export interface Activity {
  /** satoshis the player's cash lost to play: stakes minus everything play paid back */
  lost: bigint;
  /** satoshis staked, less stakes refunded unplayed */
  wagered: bigint;
  /** satoshis deposited into the playable balance (credited, or released from held) */
  deposited: bigint;
}

/** What the player lost, wagered and deposited since `since` (by their journals' time). */
export async function readActivity(
  db: Queryable,
  playerId: number,
  since: Date,
): Promise<Activity> {
  const { rows } = await db.query<{ lost: bigint; wagered: bigint; deposited: bigint }>(
    `SELECT coalesce(-sum(e.amount) FILTER (WHERE j.kind = ANY($3::text[])), 0)::bigint AS lost,
            coalesce(-sum(e.amount) FILTER (WHERE j.kind = ANY($4::text[]) OR j.kind = ANY($5::text[])), 0)::bigint AS wagered,
            coalesce(sum(e.amount) FILTER (WHERE a.kind = 'cash' AND j.kind IN ('deposit', 'held_deposit_release')), 0)::bigint AS deposited
       FROM accounts a
       JOIN entries e ON e.account_id = a.id
       JOIN journal j ON j.id = e.journal_id
      WHERE a.player_id = $1 AND a.kind IN ('cash', 'held_deposit') AND j.created_at > $2`,
    [playerId, since, PLAY_KINDS, STAKE_KINDS, REFUND_KINDS],
  );
  const row = rows[0];
  return {
    lost: row?.lost ?? 0n,
    wagered: row?.wagered ?? 0n,
    deposited: row?.deposited ?? 0n,
  };
}

/** Deposits completed minus withdrawals not cancelled, ever and since `since` (satoshis). */
export async function readNetDeposits(
  db: Queryable,
  playerId: number,
  since: Date,
): Promise<{ lifetime: bigint; recent: bigint }> {
  const { rows } = await db.query<{ lifetime: bigint; recent: bigint }>(
    `SELECT coalesce(sum(signed), 0)::bigint AS lifetime,
            coalesce(sum(signed) FILTER (WHERE created_at > $2), 0)::bigint AS recent
       FROM (SELECT created_at,
                    CASE WHEN type = 'deposit' THEN amount ELSE -amount END AS signed
               FROM financial_transactions
              WHERE player_id = $1 AND NOT is_bonus
                AND ((type = 'deposit' AND status = 'complete')
                  OR (type = 'withdrawal' AND status <> 'cancelled'))) AS moved`,
    [playerId, since],
  );
  return { lifetime: rows[0]?.lifetime ?? 0n, recent: rows[0]?.recent ?? 0n };
}

/** When the session family began, and when the player's login before it began. */
export async function readLogins(
  db: Queryable,
  playerId: number,
  family: string,
): Promise<{ sessionStartedAt: Date | null; previousLoginAt: Date | null }> {
  const { rows } = await db.query<{ started: Date | null; previous: Date | null }>(
    `WITH logins AS (
       SELECT family, min(created_at) AS started FROM sessions WHERE player_id = $1 GROUP BY family)
     SELECT (SELECT started FROM logins WHERE family = $2) AS started,
            (SELECT max(started) FROM logins
              WHERE family <> $2 AND started < (SELECT started FROM logins WHERE family = $2)) AS previous`,
    [playerId, family],
  );
  return {
    sessionStartedAt: rows[0]?.started ?? null,
    previousLoginAt: rows[0]?.previous ?? null,
  };
}

/** Every movement of the player's cash (and held deposits) since `since`, oldest first. */
export async function listMovements(
  db: Queryable,
  playerId: number,
  since: Date,
): Promise<{ at: Date; kind: string; account: string; amount: bigint; reference: string }[]> {
  const { rows } = await db.query<{
    created_at: Date;
    kind: string;
    account: string;
    amount: bigint;
    reference: string;
  }>(
    `SELECT j.created_at, j.kind, a.kind AS account, e.amount, j.reference
       FROM accounts a
       JOIN entries e ON e.account_id = a.id
       JOIN journal j ON j.id = e.journal_id
      WHERE a.player_id = $1 AND a.kind IN ('cash', 'held_deposit') AND j.created_at > $2
      ORDER BY j.id, e.id`,
    [playerId, since],
  );
  return rows.map((row) => ({
    at: row.created_at,
    kind: row.kind,
    account: row.account,
    amount: row.amount,
    reference: row.reference,
  }));
}
