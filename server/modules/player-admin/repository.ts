// The back-office's reads and writes of a player (contract/operator/players.ts): search, the lists of
// one player's page (its bets: player-bets.ts), notes, tags and the block.
import { satoshisToMbtc } from '../../../contract/money';
import { PLAYER_PAGE_LIST_LIMIT, type AdjustmentType } from '../../../contract/operator/players';
import type { Queryable } from '../../db/database';
import { pageClause } from '../../db/list-query';
import { PLAYER_COLUMNS, type PlayerRow } from '../identity/players/repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `text` as a LIKE pattern that matches only itself. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

interface SearchRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string;
  country: string;
  created_at: Date;
  blocked: boolean;
  cash: bigint;
  tags: string[];
  total: number;
}

/**
 * The digits of a query that reads as (part of) a phone number, or null: at least four digits and
 * nothing but the marks people write numbers with, so `+58 412-123` finds `+584121234567`.
 */
export function phoneDigits(query: string): string | null {
  if (!/^[\d\s+()./-]+$/.test(query)) return null;
  const digits = query.replace(/\D/g, '');
  return digits.length >= 4 ? digits : null;
}

/** Wallet addresses are long: shorter pieces of one would match by chance. */
const MIN_ADDRESS_PART = 6;

/**
 * Players matching `query`: their id; part of their username, email, name, postal address or a
 * wallet address of theirs (case-insensitive); or the digits of their phone, whatever marks
 * separate them. Exact matches first, then those whose username starts with the query.
 */
export async function searchPlayers(
  db: Queryable,
  query: string,
  page: { page: number; itemsPerPage: number },
) {
  const numericId = /^\d{1,9}$/.test(query) ? Number(query) : null;
  const pattern = `%${likeLiteral(query.toLowerCase().replace(/\s+/g, ' '))}%`;
  const digits = phoneDigits(query);
  const addressPattern = query.length >= MIN_ADDRESS_PART ? `%${likeLiteral(query)}%` : null;
  const { rows } = await db.query<SearchRow>(
    `SELECT p.id, p.username, p.email, p.first_name, p.last_name, p.phone_number, p.country,
            p.created_at, p.blocked_at IS NOT NULL AS blocked, coalesce(a.balance, 0) AS cash,
            p.tags, count(*) OVER ()::int AS total
       FROM players p LEFT JOIN accounts a ON a.player_id = p.id AND a.kind = 'cash'
      WHERE p.id = $2
         OR lower(p.username) LIKE $3
         OR lower(p.email) LIKE $3
         OR lower(p.first_name || ' ' || p.last_name) LIKE $3
         OR lower(p.address || ' ' || p.city) LIKE $3
         OR regexp_replace(p.phone_number, '[^0-9]', '', 'g') LIKE '%' || $4::text || '%'
         OR EXISTS (SELECT 1 FROM wallet_addresses w
                     WHERE w.player_id = p.id AND (w.address = $1 OR w.address LIKE $5::text))
         OR EXISTS (SELECT 1 FROM financial_transactions t
                     WHERE t.player_id = p.id AND t.type = 'withdrawal'
                       AND (t.address = $1 OR t.address LIKE $5::text))
      ORDER BY (p.id = $2 OR lower(p.username) = lower($1)) IS TRUE DESC,
               starts_with(lower(p.username), lower($1)) DESC, lower(p.username), p.id
      ${pageClause(page.page, page.itemsPerPage)}`,
    [query, numericId, pattern, digits, addressPattern],
  );
  return {
    rows: rows.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      phoneNumber: row.phone_number,
      country: row.country,
      createdAt: row.created_at.toISOString(),
      blocked: row.blocked,
      cashBalance: satoshisToMbtc(row.cash),
      tags: row.tags,
    })),
    count: rows[0]?.total ?? 0,
  };
}

interface ProfileRow extends PlayerRow {
  created_at: Date;
  password_changed_at: Date | null;
  blocked_at: Date | null;
  blocked_reason: string | null;
  tags: string[];
  sports_stake_factor: string;
}

export async function findPlayerProfile(db: Queryable, playerId: number) {
  const { rows } = await db.query<ProfileRow>(
    `SELECT ${PLAYER_COLUMNS}, created_at, password_changed_at, blocked_at, blocked_reason, tags,
            sports_stake_factor
       FROM players WHERE id = $1`,
    [playerId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    birthday: row.birthday,
    gender: row.gender,
    address: row.address,
    city: row.city,
    postalCode: row.postal_code,
    country: row.country,
    phoneNumber: row.phone_number,
    language: row.interface_local,
    createdAt: row.created_at.toISOString(),
    passwordChangedAt: iso(row.password_changed_at),
    ...toBlockState(row),
    tags: row.tags,
    sportsStakeFactor: Number(row.sports_stake_factor),
  };
}

/** The player's own accounts (cash, withdrawal_pending, debt), in mBTC; debt as what is owed. */
export async function getPlayerBalances(db: Queryable, playerId: number) {
  const { rows } = await db.query<{ kind: string; balance: bigint }>(
    'SELECT kind, balance FROM accounts WHERE player_id = $1',
    [playerId],
  );
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0n;
  return {
    cash: satoshisToMbtc(of('cash')),
    withdrawalPending: satoshisToMbtc(of('withdrawal_pending')),
    debt: satoshisToMbtc(-of('debt')),
  };
}

export async function listPlayerBonuses(db: Queryable, playerId: number) {
  const { rows } = await db.query<{
    promo_code: string | null;
    adjustment_id: number | null;
    amount: bigint;
    wager_required: bigint;
    wagered: bigint;
    status: string;
    created_at: Date;
  }>(
    `SELECT promo_code, adjustment_id, amount, wager_required, wagered, status, created_at
       FROM bonuses WHERE player_id = $1 ORDER BY id DESC LIMIT ${PLAYER_PAGE_LIST_LIMIT}`,
    [playerId],
  );
  return rows.map((row) => ({
    promoCode: row.promo_code,
    adjustmentId: row.adjustment_id,
    amount: satoshisToMbtc(row.amount),
    wagerRequired: satoshisToMbtc(row.wager_required),
    wagered: satoshisToMbtc(row.wagered),
    status: row.status,
    createdAt: row.created_at.toISOString(),
  }));
}

/** The entries on the player's accounts, newest first. */
export async function listPlayerLedger(
  db: Queryable,
  playerId: number,
  page: { page: number; itemsPerPage: number },
) {
  const { rows } = await db.query<{
    entry_id: bigint;
    journal_id: bigint;
    kind: string;
    reference: string | null;
    account: string;
    amount: bigint;
    created_at: Date;
    adjustment_type: AdjustmentType | null;
    total: number;
  }>(
    `SELECT e.id AS entry_id, j.id AS journal_id, j.kind, j.reference, a.kind AS account, e.amount,
            j.created_at, b.type AS adjustment_type, count(*) OVER ()::int AS total
       FROM accounts a JOIN entries e ON e.account_id = a.id JOIN journal j ON j.id = e.journal_id
       LEFT JOIN balance_adjustments b ON b.journal_id = j.id
      WHERE a.player_id = $1
      ORDER BY e.id DESC ${pageClause(page.page, page.itemsPerPage)}`,
    [playerId],
  );
  return {
    rows: rows.map((row) => ({
      entryId: Number(row.entry_id),
      journalId: Number(row.journal_id),
      kind: row.kind,
      reference: row.reference,
      account: row.account,
      amount: satoshisToMbtc(row.amount),
      createdAt: row.created_at.toISOString(),
      adjustmentType: row.adjustment_type,
    })),
    count: rows[0]?.total ?? 0,
  };
}

/** One row per sign-in (refresh-token family), newest first, with where it was made from. */
export async function listPlayerSessions(db: Queryable, playerId: number, now: Date) {
  const { rows } = await db.query<{
    family: string;
    created_at: Date;
    last_used_at: Date;
    expires_at: Date;
    active: boolean;
    ip: string | null;
    user_agent: string | null;
  }>(
    `SELECT family, min(created_at) AS created_at, max(created_at) AS last_used_at,
            max(expires_at) AS expires_at,
            bool_and(revoked_at IS NULL) AND max(expires_at) > $2 AS active,
            (array_agg(ip ORDER BY id) FILTER (WHERE ip IS NOT NULL))[1] AS ip,
            (array_agg(user_agent ORDER BY id) FILTER (WHERE user_agent IS NOT NULL))[1] AS user_agent
       FROM sessions WHERE player_id = $1
      GROUP BY family ORDER BY min(created_at) DESC, family LIMIT ${PLAYER_PAGE_LIST_LIMIT}`,
    [playerId, now],
  );
  return rows.map((row) => ({
    family: row.family,
    createdAt: row.created_at.toISOString(),
    lastUsedAt: row.last_used_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    active: row.active,
    ip: row.ip,
    userAgent: row.user_agent,
  }));
}

interface NoteRow {
  id: number;
  staff_id: number;
  staff_username: string;
  text: string;
  created_at: Date;
}

const toNote = (row: NoteRow) => ({
  id: row.id,
  staffId: row.staff_id,
  staffUsername: row.staff_username,
  text: row.text,
  createdAt: row.created_at.toISOString(),
});

export async function listPlayerNotes(db: Queryable, playerId: number) {
  const { rows } = await db.query<NoteRow>(
    `SELECT n.id, n.staff_id, s.username AS staff_username, n.text, n.created_at
       FROM player_notes n JOIN staff s ON s.id = n.staff_id
      WHERE n.player_id = $1 ORDER BY n.id DESC LIMIT ${PLAYER_PAGE_LIST_LIMIT}`,
    [playerId],
  );
  return rows.map(toNote);
}

export async function insertPlayerNote(
  tx: Queryable,
  note: { playerId: number; staffId: number; text: string },
) {
  const { rows } = await tx.query<NoteRow>(
    `WITH note AS (
       INSERT INTO player_notes (player_id, staff_id, text) VALUES ($1, $2, $3) RETURNING *)
     SELECT note.id, note.staff_id, s.username AS staff_username, note.text, note.created_at
       FROM note JOIN staff s ON s.id = note.staff_id`,
    [note.playerId, note.staffId, note.text],
  );
  return toNote(rows[0] as NoteRow);
}

interface BlockRow {
  blocked_at: Date | null;
  blocked_reason: string | null;
  tags: string[];
}

const toBlockState = (row: Pick<BlockRow, 'blocked_at' | 'blocked_reason'>) => ({
  blocked: row.blocked_at !== null,
  blockedAt: iso(row.blocked_at),
  blockedReason: row.blocked_reason,
});

/**
 * The player's row, locked for an operator's change (FOR NO KEY UPDATE, as the ledger's order
 * takes it), with what the change reads; null when there is no such player.
 */
export async function lockPlayerForOperator(tx: Queryable, playerId: number) {
  const { rows } = await tx.query<BlockRow>(
    'SELECT blocked_at, blocked_reason, tags FROM players WHERE id = $1 FOR NO KEY UPDATE',
    [playerId],
  );
  const row = rows[0];
  return row ? { ...toBlockState(row), tags: row.tags } : null;
}

export async function setPlayerTags(tx: Queryable, playerId: number, tags: string[]) {
  await tx.query('UPDATE players SET tags = $2 WHERE id = $1', [playerId, tags]);
}

/** Blocks (with a reason) or unblocks (reason null) the player; their state after. */
export async function setPlayerBlock(
  tx: Queryable,
  playerId: number,
  block: { reason: string } | null,
) {
  const { rows } = await tx.query<BlockRow>(
    `UPDATE players SET blocked_at = CASE WHEN $2 THEN now() END, blocked_reason = $3
      WHERE id = $1 RETURNING blocked_at, blocked_reason, tags`,
    [playerId, block !== null, block?.reason ?? null],
  );
  return toBlockState(rows[0] as BlockRow);
}
