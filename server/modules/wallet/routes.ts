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
  listPendingWithdrawals,
  rejectWithdrawal as rejectWithdrawalCall,
  sendWithdrawalRequest,
} from '../../../contract/wallet';
import { notFound } from '../../http/api-error';
import { bindCall } from '../../http/bind';
import type { AppDeps } from '../../deps';
import { getDebt } from './debt';
import { applyDepositOutput, getOrCreateDepositAddress, rememberDepositBonus } from './deposits';
import { checkLedger, getBalance, isLedgerBalanced } from './ledger';
import { announceMoneyChange, transactionEvent } from './money-events';
import { findCredentialsByUsername } from '../players/repository';
import { listProcessors } from './processors';
import {
  balanceInfo,
  findTransaction,
  listPendingWithdrawalRequests,
  listTransactions,
  toFinancialTransaction,
} from './repository';
import {
  cancelWithdrawal,
  completeWithdrawal,
  rejectWithdrawal,
  requestWithdrawal,
} from './withdrawals';

export function registerWalletRoutes(app: Hono, deps: AppDeps): void {
  const { db, realtime } = deps;

  bindCall(app, deps, getPlayerBalance, async ({ caller }) => {
    const [balance, debt] = await Promise.all([
      getBalance(db, caller.playerId),
      getDebt(db, caller.playerId),
    ]);
    return {
      status: 1,
      player: balanceInfo(balance),
      ...(debt > 0n && { debt: satoshisToMbtc(debt) }),
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

  bindCall(app, deps, sendWithdrawalRequest, async ({ input, caller, tx, afterCommit }) => {
    const outcome = await requestWithdrawal(tx, deps, caller.playerId, input.amount, input.address);
    if (outcome.status !== 1) return outcome;
    const { balance, ...answer } = outcome;
    const { id, amount, status } = answer.result;
    announceMoneyChange(realtime, afterCommit, {
      playerId: caller.playerId,
      balance,
      transaction: { id, type: 'withdrawal', status, amount },
    });
    return answer;
  });

  bindCall(app, deps, cancelWithdrawalRequest, async ({ input, caller, afterCommit }) => {
    const result = await cancelWithdrawal(deps, caller.playerId, input.transactionId);
    announceMoneyChange(realtime, afterCommit, {
      ...result,
      transaction: transactionEvent(result.transaction),
    });
    return { status: 1, transaction: result.transaction, player: balanceInfo(result.balance) };
  });

  bindCall(app, deps, generateWallet, async ({ input, caller }) => {
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

  bindCall(app, deps, completeWithdrawalCall, async ({ input, afterCommit }) => {
    const result = await completeWithdrawal(deps, input.transactionId, input.txid);
    announceMoneyChange(realtime, afterCommit, {
      playerId: result.playerId,
      transaction: transactionEvent(result.transaction),
    });
    return { status: 1, transaction: result.transaction };
  });

  bindCall(app, deps, rejectWithdrawalCall, async ({ input, afterCommit }) => {
    const result = await rejectWithdrawal(deps, input.transactionId);
    announceMoneyChange(realtime, afterCommit, {
      ...result,
      transaction: transactionEvent(result.transaction),
    });
    return { status: 1, transaction: result.transaction };
  });

  bindCall(app, deps, listPendingWithdrawals, async ({ input }) => ({
    status: 1,
    ...(await listPendingWithdrawalRequests(db, input)),
  }));

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
