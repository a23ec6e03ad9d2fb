import type { Hono } from 'hono';
import { satoshisToMbtc } from '../../../contract/money';
import {
  btcCallback,
  cancelWithdrawalRequest,
  completeWithdrawal as completeWithdrawalCall,
  generateWallet,
  getEupaymentFinancialTransaction,
  getFinancialTransaction,
  getFinancialTransactions,
  getPlayerBalance,
  getProcessors,
  getWithdrawalProcessors,
  adminCheckLedger,
  adminGetPlayerDepositAddress,
  exportPendingWithdrawals,
  listPendingWithdrawals,
  rejectWithdrawal as rejectWithdrawalCall,
  sendWithdrawalRequest,
} from '../../../contract/wallet';
import { notFound } from '../../http/api-error';
import { WaitOutsideTransaction } from '../../http/idempotency';
import { bindCall } from '../../http/bind';
import type { AppDeps } from '../../deps';
import { getDebt } from './debt';
import { applyDepositOutput, getOrCreateDepositAddress, rememberDepositBonus } from './deposits';
import { checkLedger, getBalance, isLedgerBalanced } from './ledger';
import { announceMoneyChange, transactionEvent } from './money-events';
import { findCredentialsByUsername } from '../players/repository';
import { readHeldDeposits } from '../protection/held-deposits';
import { checkEmailVerifiedForWithdrawal } from '../security/email-verification';
import { isTwoFactorEnabled, verifySecondFactor } from '../security/two-factor';
import { checkWithdrawalSafety } from '../security/withdrawal-safety';
import { listProcessors } from './processors';
import {
  balanceInfo,
  findTransaction,
  listPendingWithdrawalRows,
  listTransactions,
  toFinancialTransaction,
} from './repository';
import {
  cancelWithdrawal,
  completeWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
  type WithdrawalAudit,
} from './withdrawals';
import { checkDepositAllowed } from '../protection/enforcement';
import { recordAudit, type AuditActor } from '../staff/audit';
import { pendingWithdrawalsCsv } from './withdrawal-export';
import { getWithdrawalRiskSignals } from './withdrawal-risk';

/** At most this many withdrawals in one export (the oldest): a payout batch, not an archive. */
const EXPORT_LIMIT = 10_000;

/** What the wait of a withdrawal answers once the player's second factor was accepted. */
const SECOND_FACTOR_CHECKED = 'second factor checked';

export function registerWalletRoutes(app: Hono, deps: AppDeps): void {
  const { db, realtime } = deps;

  bindCall(app, deps, getPlayerBalance, async ({ caller }) => {
    const [balance, debt, held] = await Promise.all([
      getBalance(db, caller.playerId),
      getDebt(db, caller.playerId),
      readHeldDeposits(db, caller.playerId),
    ]);
    return {
      status: 1,
      player: balanceInfo(balance),
      ...(debt > 0n && { debt: satoshisToMbtc(debt) }),
      ...(held > 0n && { heldDeposits: satoshisToMbtc(held) }),
    };
  });

  bindCall(app, deps, getFinancialTransactions, async ({ input, caller }) => ({
    status: 1,
    ...(await listTransactions(db, caller.playerId, input)),
  }));

  bindCall(app, deps, getFinancialTransaction, async ({ input, caller }) => {
    const row = await findTransaction(db, caller.playerId, input.transactionId);
    if (!row) throw notFound();
    return { status: 1, transaction: toFinancialTransaction(row) };
  });

  bindCall(app, deps, getEupaymentFinancialTransaction, async ({ input, caller }) => {
    const row = await findTransaction(db, caller.playerId, input.transactionId);
    const processor = row?.processor_id
      ? (await listProcessors(db, 'any')).find((item) => item.id === row.processor_id)
      : undefined;
    // only card and wire ("EU payment") transactions are answered here
    if (!row || !processor || processor.kind === 'crypto') throw notFound();
    return { status: 1, transaction: toFinancialTransaction(row), processor };
  });

  bindCall<typeof sendWithdrawalRequest, string>(
    app,
    deps,
    sendWithdrawalRequest,
    async (context) => {
      const { input, caller, tx, afterCommit, waited, ip } = context;
      // before the code is asked (a refusal here uses up no code) and again after it, in the
      // transaction the money moves in
      await checkWithdrawalSafety(tx, deps, caller.playerId, input.address);
      // before the code is asked: a code would not help
      await checkEmailVerifiedForWithdrawal(deps, tx, caller.playerId);
      // the code is checked outside the withdrawal's transaction, so a wrong one stays counted
      if (waited !== SECOND_FACTOR_CHECKED && (await isTwoFactorEnabled(tx, caller.playerId))) {
        throw new WaitOutsideTransaction(async () => {
          const proof = { totp: input.totp, stepUpToken: input.step_up_token };
          await verifySecondFactor(deps, caller.playerId, proof, ip);
          return SECOND_FACTOR_CHECKED;
        });
      }
      const outcome = await requestWithdrawal(
        tx,
        deps,
        caller.playerId,
        input.amount,
        input.address,
      );
      if (outcome.status !== 1) return outcome;
      const { balance, ...answer } = outcome;
      const { id, amount, status } = answer.result;
      announceMoneyChange(realtime, afterCommit, {
        playerId: caller.playerId,
        balance,
        transaction: { id, type: 'withdrawal', status, amount },
      });
      return answer;
    },
  );

  bindCall(app, deps, cancelWithdrawalRequest, async ({ input, caller, afterCommit }) => {
    const result = await cancelWithdrawal(deps, caller.playerId, input.transactionId);
    announceMoneyChange(realtime, afterCommit, {
      ...result,
      transaction: transactionEvent(result.transaction),
    });
    return { status: 1, transaction: result.transaction, player: balanceInfo(result.balance) };
  });

  bindCall(app, deps, generateWallet, async ({ input, caller }) => {
    // no deposit address during a break, none before a deposit limit where one is required
    await checkDepositAllowed(deps, caller.playerId);
    await rememberDepositBonus(db, caller.playerId, input.bonus_code ?? null);
    return {
      status: 1,
      walletAddress: await getOrCreateDepositAddress(deps, caller.playerId),
      network: deps.depositWallet.network,
      requiredConfirmations: deps.config.DEPOSIT_CONFIRMATIONS,
    };
  });

  bindCall(app, deps, getProcessors, async () => ({
    status: 1,
    processors: await listProcessors(db, 'deposit'),
  }));
  bindCall(app, deps, getWithdrawalProcessors, async () => ({
    status: 1,
    processors: await listProcessors(db, 'withdrawal'),
  }));

  bindCall(app, deps, btcCallback, async ({ input, afterCommit }) => {
    const { playerId, transactionId, balance, result } = await applyDepositOutput(deps, input);
    if (result !== 'already_credited') {
      const status = result === 'credited' ? 'complete' : 'pending';
      const amount = satoshisToMbtc(input.amount);
      announceMoneyChange(realtime, afterCommit, {
        playerId,
        balance,
        transaction: { id: transactionId, type: 'deposit', status, amount },
      });
    }
    deps.logger.info('deposit callback', { transactionId, result });
    return { status: 1, result, transactionId };
  });

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

  bindCall(app, deps, completeWithdrawalCall, async ({ input, afterCommit, staff, ip }) => {
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

  bindCall(app, deps, rejectWithdrawalCall, async ({ input, afterCommit, staff, ip }) => {
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

  bindCall(app, deps, listPendingWithdrawals, async ({ input }) => {
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
  bindCall(app, deps, exportPendingWithdrawals, async ({ staff, ip }) => {
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

  bindCall(app, deps, adminGetPlayerDepositAddress, async ({ input }) => {
    const player = await findCredentialsByUsername(db, input.username);
    if (!player) throw notFound();
    return {
      status: 1,
      playerId: player.id,
      walletAddress: await getOrCreateDepositAddress(deps, player.id),
      requiredConfirmations: deps.config.DEPOSIT_CONFIRMATIONS,
    };
  });

  bindCall(app, deps, adminCheckLedger, async () => {
    const report = await checkLedger(db);
    return { status: 1, balanced: isLedgerBalanced(report), ...report };
  });
}
