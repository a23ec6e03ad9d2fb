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
