// Reading the audit log: the entries matching the back-office's filters, newest first, a page at a
// time by cursor (the id of the last entry read), each with the member's and the player's names.
import type { Queryable } from '../../../db/database';

export interface AuditFilter {
  staffId?: number | null | undefined;
  /** part of the member's username or of the username a failed sign-in tried, any case */
  member?: string | null | undefined;
  action?: string | null | undefined;
  player?: number | null | undefined;
  /** part of the player's username, any case */
  playerUsername?: string | null | undefined;
  from?: string | null | undefined;
  /** exclusive */
  to?: string | null | undefined;
}

export interface AuditPage {
  /** the id of the last entry read: the page starts after it */
  before?: number | null | undefined;
  page: number;
  itemsPerPage: number;
}

interface AuditRow {
  id: bigint;
  staff_id: number | null;
  staff_username: string | null;
  action: string;
  player_id: number | null;
  player_username: string | null;
  target: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  attempted_username: string | null;
  created_at: Date;
}

export type AuditLogEntry = ReturnType<typeof toEntry>;

// a typed part is matched literally: its % and _ are not wildcards
const containing = (text: string | null | undefined) =>
  text?.trim() ? `%${text.trim().replace(/[\\%_]/g, '\\$&')}%` : null;

const FROM_MATCHING = `
  FROM audit_log a
  LEFT JOIN staff s ON s.id = a.staff_id
  LEFT JOIN players p ON p.id = a.player_id
 WHERE ($1::int IS NULL OR a.staff_id = $1)
   AND ($2::text IS NULL OR s.username ILIKE $2 OR a.attempted_username ILIKE $2)
   AND ($3::text IS NULL OR a.action = $3)
   AND ($4::int IS NULL OR a.player_id = $4)
   AND ($5::text IS NULL OR p.username ILIKE $5)
   AND ($6::timestamptz IS NULL OR a.created_at >= $6)
   AND ($7::timestamptz IS NULL OR a.created_at < $7)`;

const filterParams = (filter: AuditFilter) => [
  filter.staffId ?? null,
  containing(filter.member),
  filter.action ?? null,
  filter.player ?? null,
  containing(filter.playerUsername),
  filter.from ?? null,
  filter.to ?? null,
];

function toEntry(row: AuditRow) {
  return {
    id: Number(row.id),
    staffId: row.staff_id,
    staffUsername: row.staff_username,
    action: row.action,
    playerId: row.player_id,
    playerUsername: row.player_username,
    target: row.target,
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
    attemptedUsername: row.attempted_username,
    createdAt: row.created_at.toISOString(),
  };
}

/** Up to `limit` entries matching every filter given, older than `before` if given, newest first. */
export async function selectAuditEntries(
  db: Queryable,
  filter: AuditFilter,
  page: { before?: number | null | undefined; limit: number; offset?: number },
): Promise<AuditLogEntry[]> {
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, a.staff_id, s.username AS staff_username, a.action, a.player_id,
            p.username AS player_username, a.target, a.before, a.after, a.reason, a.ip,
            a.attempted_username, a.created_at
     ${FROM_MATCHING}
       AND ($8::bigint IS NULL OR a.id < $8)
     ORDER BY a.id DESC
     LIMIT $9 OFFSET $10`,
    [...filterParams(filter), page.before ?? null, page.limit, page.offset ?? 0],
  );
  return rows.map(toEntry);
}

/**
 * One page of the entries matching every filter given, newest first; how many match in all; and
 * the cursor of the next page. `page` counts from the cursor, so a reader by cursor leaves it at 1.
 */
export async function listAuditLog(db: Queryable, filter: AuditFilter & AuditPage) {
  const [rows, total] = await Promise.all([
    selectAuditEntries(db, filter, {
      before: filter.before,
      // one more than the page tells whether another page follows
      limit: filter.itemsPerPage + 1,
      offset: (filter.page - 1) * filter.itemsPerPage,
    }),
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count ${FROM_MATCHING}`,
      filterParams(filter),
    ),
  ]);
  const page = rows.slice(0, filter.itemsPerPage);
  return {
    rows: page,
    count: total.rows[0]?.count ?? 0,
    nextCursor: rows.length > filter.itemsPerPage ? (page.at(-1)?.id ?? null) : null,
  };
}
