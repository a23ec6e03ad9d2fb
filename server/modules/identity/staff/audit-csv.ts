// The audit log as CSV (admin/export_audit_log): a header line, then an entry a line, newest
// first, `\r\n` line ends like the other exports. Kinds are by name (contract/operator/audit-actions.ts),
// before and after as JSON.
import { csvField } from '../../../lib/csv-field';
import type { AuditLogEntry } from './audit-log';

export const AUDIT_CSV_HEADER =
  'id,created_at,member_id,member,action,player_id,player,target,reason,ip,attempted_username,before,after';

const json = (value: unknown) => (value == null ? '' : JSON.stringify(value));

export function auditLogCsv(entries: AuditLogEntry[]): string {
  const lines = entries.map((entry) =>
    [
      entry.id,
      entry.createdAt,
      entry.staffId ?? '',
      entry.staffUsername ?? '',
      entry.action,
      entry.playerId ?? '',
      entry.playerUsername ?? '',
      entry.target ?? '',
      entry.reason ?? '',
      entry.ip ?? '',
      entry.attemptedUsername ?? '',
      json(entry.before),
      json(entry.after),
    ]
      .map(csvField)
      .join(','),
  );
  return [AUDIT_CSV_HEADER, ...lines].join('\r\n') + '\r\n';
}
