// The operator's trail: who did what to whom, before and after, why, from where and when. Written
// with the transaction of the action it records, so an action without its entry never commits;
// the table refuses updates and deletes (migrations/0025_staff.sql).
import type { Queryable } from '../../../db/database';
import type { StaffCaller } from '../../../http/authentication';

export interface AuditEntry {
  /** The operator call's path (e.g. `admin/complete_withdrawal`) or another action's name. */
  action: string;
  playerId?: number | null;
  /** What was acted on when not (only) a player: `financial_transaction:12`, `market:…`. */
  target?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Who acted: the staff member and the address they called from. */
export interface AuditActor {
  staff: Pick<StaffCaller, 'staffId'>;
  ip: string;
}

// bigint amounts (satoshis) are kept as their decimal text: JSON has no integer that large
const toJson = (value: unknown) =>
  value === undefined
    ? null
    : JSON.stringify(value, (_key, item: unknown) =>
        typeof item === 'bigint' ? item.toString() : item,
      );

export async function recordAudit(
  tx: Queryable,
  actor: AuditActor,
  entry: AuditEntry,
): Promise<void> {
  await tx.query(
    `INSERT INTO audit_log (staff_id, action, player_id, target, before, after, reason, ip)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8)`,
    [
      actor.staff.staffId,
      entry.action,
      entry.playerId ?? null,
      entry.target ?? null,
      toJson(entry.before),
      toJson(entry.after),
      entry.reason ?? null,
      actor.ip,
    ],
  );
}

export interface AuditFilter {
  staffId?: number | null | undefined;
  action?: string | null | undefined;
  player?: number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  page: number;
  itemsPerPage: number;
}

interface AuditRow {
  id: bigint;
  staff_id: number;
  staff_username: string;
  action: string;
  player_id: number | null;
  target: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  created_at: Date;
  total: bigint;
}

/** One page of entries matching every filter given, newest first, and how many match in all. */
export async function listAuditLog(db: Queryable, filter: AuditFilter) {
  const { rows } = await db.query<AuditRow>(
    `SELECT a.id, a.staff_id, s.username AS staff_username, a.action, a.player_id, a.target,
            a.before, a.after, a.reason, a.ip, a.created_at, count(*) OVER () AS total
       FROM audit_log a JOIN staff s ON s.id = a.staff_id
      WHERE ($1::int IS NULL OR a.staff_id = $1)
        AND ($2::text IS NULL OR a.action = $2)
        AND ($3::int IS NULL OR a.player_id = $3)
        AND ($4::timestamptz IS NULL OR a.created_at >= $4)
        AND ($5::timestamptz IS NULL OR a.created_at < $5)
      ORDER BY a.id DESC
      LIMIT $6 OFFSET $7`,
    [
      filter.staffId ?? null,
      filter.action ?? null,
      filter.player ?? null,
      filter.from ?? null,
      filter.to ?? null,
      filter.itemsPerPage,
      (filter.page - 1) * filter.itemsPerPage,
    ],
  );
  return {
    rows: rows.map((row) => ({
      id: Number(row.id),
      staffId: row.staff_id,
      staffUsername: row.staff_username,
      action: row.action,
      playerId: row.player_id,
      target: row.target,
      before: row.before,
      after: row.after,
      reason: row.reason,
      ip: row.ip,
      createdAt: row.created_at.toISOString(),
    })),
    count: Number(rows[0]?.total ?? 0),
  };
}
