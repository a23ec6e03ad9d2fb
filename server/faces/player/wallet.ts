import type { Hono } from 'hono';
import { satoshisToMbtc } from '../../../contract/money';
import {
  cancelWithdrawalRequest,
  generateWallet,
  getEupaymentFinancialTransaction,
  getFinancialTransaction,
  getFinancialTransactions,
  getPlayerBalance,
  getProcessors,
  getWithdrawalProcessors,
  sendWithdrawalRequest,
} from '../../../contract/wallet';
import { notFound } from '../../http/api-error';
import { isWaitThenRunAgain } from '../../http/idempotency';
import { bindPlayerCall } from './bind';
import type { AppDeps } from '../../deps';
import { getDebt } from '../../modules/wallet/debt';
import { getOrCreateDepositAddress, rememberDepositBonus } from '../../modules/wallet/deposits';
import { getBalance } from '../../modules/wallet/ledger';
import { announceMoneyChange, transactionEvent } from '../../modules/wallet/money-events';
import { readHeldDeposits } from '../../modules/wallet/held-deposits';
import { listProcessors } from '../../modules/wallet/processors';
import {
  balanceInfo,
  findTransaction,
  listTransactions,
  toFinancialTransaction,
} from '../../modules/wallet/repository';
import { requestWithdrawal } from '../../modules/wallet/withdrawal-request';
import { cancelWithdrawal } from '../../modules/wallet/withdrawals';
import { checkDepositAllowed } from '../../modules/protection/enforcement';

export function registerPlayerWalletCalls(app: Hono, deps: AppDeps): void {
  const { db, realtime } = deps;

  bindPlayerCall(app, deps, getPlayerBalance, async ({ caller }) => {
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

  bindPlayerCall(app, deps, getFinancialTransactions, async ({ input, caller }) => ({
    status: 1,
    ...(await listTransactions(db, caller.playerId, input)),
  }));

  bindPlayerCall(app, deps, getFinancialTransaction, async ({ input, caller }) => {
    const row = await findTransaction(db, caller.playerId, input.transactionId);
    if (!row) throw notFound();
    return { status: 1, transaction: toFinancialTransaction(row) };
  });

  bindPlayerCall(app, deps, getEupaymentFinancialTransaction, async ({ input, caller }) => {
    const row = await findTransaction(db, caller.playerId, input.transactionId);
    const processor = row?.processor_id
      ? (await listProcessors(db, 'any')).find((item) => item.id === row.processor_id)
      : undefined;
    // only card and wire ("EU payment") transactions are answered here
    if (!row || !processor || processor.kind === 'crypto') throw notFound();
    return { status: 1, transaction: toFinancialTransaction(row), processor };
  });

  bindPlayerCall<typeof sendWithdrawalRequest, string>(
    app,
    deps,
    sendWithdrawalRequest,
    async ({ input, caller, tx, afterCommit, waited, ip }) => {
      const proof = { totp: input.totp, stepUpToken: input.step_up_token };
      const outcome = await requestWithdrawal(
        tx,
        deps,
        { playerId: caller.playerId, amount: input.amount, address: input.address, proof, ip },
        waited,
      );
      if (isWaitThenRunAgain(outcome) || outcome.status !== 1) return outcome;
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

  bindPlayerCall(app, deps, cancelWithdrawalRequest, async ({ input, caller, afterCommit }) => {
    const result = await cancelWithdrawal(deps, caller.playerId, input.transactionId);
    announceMoneyChange(realtime, afterCommit, {
      ...result,
      transaction: transactionEvent(result.transaction),
    });
    return { status: 1, transaction: result.transaction, player: balanceInfo(result.balance) };
  });

  bindPlayerCall(app, deps, generateWallet, async ({ input, caller }) => {
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

  bindPlayerCall(app, deps, getProcessors, async () => ({
    status: 1,
    processors: await listProcessors(db, 'deposit'),
  }));
  bindPlayerCall(app, deps, getWithdrawalProcessors, async () => ({
    status: 1,
    processors: await listProcessors(db, 'withdrawal'),
  }));

  // the withdrawal's change commits with the operator's audit entry
}
