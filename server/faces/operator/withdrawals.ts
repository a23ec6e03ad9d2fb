import type { Hono } from 'hono';
import {
  completeWithdrawal as completeWithdrawalCall,
  adminCheckLedger,
  adminGetPlayerDepositAddress,
  exportPendingWithdrawals,
  listPendingWithdrawals,
  rejectWithdrawal as rejectWithdrawalCall,
} from '../../../contract/operator/withdrawals';
import { notFound } from '../../http/api-error';
import { bindOperatorCall } from './bind';
import type { AppDeps } from '../../deps';
import { getOrCreateDepositAddress } from '../../modules/wallet/deposits';
import { checkLedger, isLedgerBalanced } from '../../modules/wallet/ledger';
import { announceMoneyChange, transactionEvent } from '../../modules/wallet/money-events';
import { findCredentialsByUsername } from '../../modules/identity/players/repository';
import { listPendingWithdrawalRows, toFinancialTransaction } from '../../modules/wallet/repository';
import {
  completeWithdrawal,
  rejectWithdrawal,
  type WithdrawalAudit,
} from '../../modules/wallet/withdrawals';
import { recordAudit, type AuditActor } from '../../modules/identity/staff/audit';
import { pendingWithdrawalsCsv } from '../../modules/wallet/withdrawal-export';
import { getWithdrawalRiskSignals } from '../../modules/wallet/withdrawal-risk';

/** At most this many withdrawals in one export (the oldest): a payout batch, not an archive. */
const EXPORT_LIMIT = 10_000;

export function registerOperatorWithdrawalCalls(app: Hono, deps: AppDeps): void {
  const { db, realtime } = deps;

  // the withdrawal's change commits with the operator's audit entry
  const auditWithdrawal =
    (action: string, actor: AuditActor, reason: string | null = null): WithdrawalAudit =>
    (tx, change) =>
      recordAudit(tx, actor, {
        action,
        playerId: change.playerId,
        target: `financial_transaction:${change.before.id}`,
        before: change.before,
        after: change.after,
        reason,
      });

  bindOperatorCall(app, deps, completeWithdrawalCall, async ({ input, afterCommit, staff, ip }) => {
    const result = await completeWithdrawal(
      deps,
      input.transactionId,
      input.txid,
      auditWithdrawal(completeWithdrawalCall.path, { staff, ip }),
    );
    announceMoneyChange(realtime, afterCommit, {
      playerId: result.playerId,
      transaction: transactionEvent(result.transaction),
    });
    return { status: 1, transaction: result.transaction };
  });

  bindOperatorCall(app, deps, rejectWithdrawalCall, async ({ input, afterCommit, staff, ip }) => {
    const result = await rejectWithdrawal(
      deps,
      input.transactionId,
      auditWithdrawal(rejectWithdrawalCall.path, { staff, ip }, input.reason ?? null),
    );
    announceMoneyChange(realtime, afterCommit, {
      ...result,
      transaction: transactionEvent(result.transaction),
    });
    return { status: 1, transaction: result.transaction };
  });

  bindOperatorCall(app, deps, listPendingWithdrawals, async ({ input }) => {
    const { rows, count } = await listPendingWithdrawalRows(db, input);
    const risks = await getWithdrawalRiskSignals(
      db,
      rows.map((row) => row.id),
      await deps.siteSettings.get(),
    );
    return {
      status: 1,
      rows: rows.map((row) => ({
        ...toFinancialTransaction(row),
        playerId: row.player_id,
        username: row.username,
        risk: risks.get(row.id) as NonNullable<ReturnType<typeof risks.get>>,
      })),
      count,
    };
  });

  // the export hands payout data out: it is served only with its audit entry written
  bindOperatorCall(app, deps, exportPendingWithdrawals, async ({ staff, ip }) => {
    const rows = await db.transaction(async (tx) => {
      const { rows } = await listPendingWithdrawalRows(tx, { page: 1, itemsPerPage: EXPORT_LIMIT });
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: exportPendingWithdrawals.path,
          target: 'pending_withdrawals',
          after: { ids: rows.map((row) => row.id) },
        },
      );
      return rows;
    });
    return { status: 1, csv: pendingWithdrawalsCsv(rows), count: rows.length };
  });

  bindOperatorCall(app, deps, adminGetPlayerDepositAddress, async ({ input }) => {
    const player = await findCredentialsByUsername(db, input.username);
    if (!player) throw notFound();
    return {
      status: 1,
      playerId: player.id,
      walletAddress: await getOrCreateDepositAddress(deps, player.id),
      requiredConfirmations: deps.config.DEPOSIT_CONFIRMATIONS,
    };
  });

  bindOperatorCall(app, deps, adminCheckLedger, async () => {
    const report = await checkLedger(db);
    return { status: 1, balanced: isLedgerBalanced(report), ...report };
  });
}
