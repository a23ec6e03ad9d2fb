import type { Hono } from 'hono';
import { AUDIT_EXPORT_LIMIT, exportAuditLog, getAuditLog } from '../../../contract/operator/staff';
import type { AppDeps } from '../../deps';
import { recordAudit } from '../../modules/identity/staff/audit';
import { auditLogCsv } from '../../modules/identity/staff/audit-csv';
import { listAuditLog, selectAuditEntries } from '../../modules/identity/staff/audit-log';
import { bindOperatorCall } from './bind';

/** The audit log, read a page at a time or exported as CSV (`audit.read`). */
export function registerOperatorAuditCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindOperatorCall(app, deps, getAuditLog, async ({ input }) => ({
    status: 1,
    ...(await listAuditLog(db, input)),
  }));

  // the export hands the trail (addresses included) out: it is served only with its own entry
  bindOperatorCall(
    app,
    deps,
    exportAuditLog,
    async ({ input: { format: _csv, ...filters }, staff, ip }) => {
      const entries = await db.transaction(async (tx) => {
        const entries = await selectAuditEntries(tx, filters, { limit: AUDIT_EXPORT_LIMIT });
        await recordAudit(
          tx,
          { staff, ip },
          { action: exportAuditLog.path, after: { filters, count: entries.length } },
        );
        return entries;
      });
      return {
        status: 1,
        filename: `audit-log-${deps.clock.now().toISOString().slice(0, 10)}.csv`,
        csv: auditLogCsv(entries),
        count: entries.length,
      };
    },
  );
}
