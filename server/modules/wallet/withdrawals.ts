import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import { satoshisToMbtc } from '../../../contract/money';
import { sendWithdrawalSentEmail } from './withdrawal-emails';
import { lockHeldDeposits, readHeldPartOfWithdrawal } from './held-deposits';
import { isWithdrawalCancelAllowed } from '../protection/profiles';
import {
  getPlayerAccountId,
  getSystemAccountId,
  lockCashBalance,
  lockPlayerRowAfterCash,
  postJournal,
  transfer,
  type Posting,
} from './ledger';
import {
  balanceInfo,
  findTransaction,
  findTransactionForOperator,
  getProcessorId,
  toFinancialTransaction,
  type TransactionRow,
} from './repository';

/**
 * Records a withdrawal request and moves `amount` from the player's balance to pending
 * withdrawals, in the caller's transaction, once the request passed its checks
 * (`withdrawal-request.ts`): from the cash first, then from deposits held beyond the deposit
 * limits (docs/player-protection.md). `cash` and `held` are the rows the request locked, cash
 * first, so concurrent requests and releases are checked one after another against the real
 * balances.
 */
export async function moveToPendingWithdrawal(
  tx: Queryable,
  request: { playerId: number; amount: bigint; address: string },
  cash: { id: number; balance: bigint },
  held: { id: number; balance: bigint } | null,
) {
  const { playerId, amount, address } = request;
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO financial_transactions (player_id, type, amount, status, processor_id, address)
     VALUES ($1, 'withdrawal', $2, 'pending', $3, $4) RETURNING id`,
    [playerId, amount.toString(), await getProcessorId(tx, 'btc'), address],
  );
  const id = (inserted.rows[0] as { id: number }).id;
  const pending = await getPlayerAccountId(tx, playerId, 'withdrawal_pending');
  const fromCash = amount < cash.balance ? amount : cash.balance;
  const fromHeld = amount - fromCash;
  const postings: Posting[] = [{ accountId: pending, amount }];
  if (fromCash > 0n) postings.push({ accountId: cash.id, amount: -fromCash });
  if (held && fromHeld > 0n) postings.push({ accountId: held.id, amount: -fromHeld });
  await postJournal(tx, 'withdrawal_request', `financial_transaction:${id}`, postings);
  const balance = cash.balance - fromCash;
  return {
    result: { id, amount: satoshisToMbtc(amount), address, status: 'pending' as const },
    player: balanceInfo(balance),
    /** In satoshis, for the face's realtime announcement; not part of the answer. */
    balance,
  };
}

/** The player reverses their own pending withdrawal: the amount returns to the balance. */
export async function cancelWithdrawal(deps: AppDeps, playerId: number, transactionId: number) {
  if (!isWithdrawalCancelAllowed(deps.config))
    throw new ApiError(403, 'withdrawal_cancel_disabled');
  return deps.db.transaction(async (tx) => {
    const cash = await lockCashBalance(tx, playerId);
    const row = await findTransaction(tx, playerId, transactionId, true);
    if (!row || row.type !== 'withdrawal') throw notFound();
    return refund(tx, row, cash, 'reversed', 'withdrawal_reversal');
  });
}

/** An operator's withdrawal, locked in the ledger's order (its player's cash first). */
async function lockWithdrawalForOperator(tx: Queryable, transactionId: number) {
  const locked = await lockPlayerRowAfterCash(
    tx,
    (lock) => findTransactionForOperator(tx, transactionId, lock),
    (row) => row.player_id,
  );
  if (!locked || locked.row.type !== 'withdrawal') throw notFound();
  return locked;
}

/** The operator refuses a pending withdrawal: the amount returns to the player's balance. */
/** What an operator's change of a withdrawal commits with (the audit entry): before and after. */
export type WithdrawalAudit = (
  tx: Queryable,
  change: {
    playerId: number;
    before: ReturnType<typeof toFinancialTransaction>;
    after: ReturnType<typeof toFinancialTransaction>;
  },
) => Promise<void>;

export async function rejectWithdrawal(
  deps: AppDeps,
  transactionId: number,
  audit: WithdrawalAudit,
) {
  return deps.db.transaction(async (tx) => {
    const { row, cash } = await lockWithdrawalForOperator(tx, transactionId);
    const result = await refund(tx, row, cash, 'rejected', 'withdrawal_rejection');
    await audit(tx, {
      playerId: row.player_id,
      before: toFinancialTransaction(row),
      after: result.transaction,
    });
    return result;
  });
}

async function refund(
  tx: Queryable,
  row: TransactionRow,
  cash: { id: number; balance: bigint },
  reason: 'reversed' | 'rejected',
  journalKind: 'withdrawal_rejection' | 'withdrawal_reversal',
) {
  if (row.status !== 'pending') throw new ApiError(400, 'withdrawal_not_pending');
  const pending = await getPlayerAccountId(tx, row.player_id, 'withdrawal_pending');
  // what came from held deposits goes back to them: the deposit limits still decide its release
  const toHeld = await readHeldPartOfWithdrawal(tx, row.id);
  const held = toHeld > 0n ? await lockHeldDeposits(tx, row.player_id) : null;
  const toCash = row.amount - toHeld;
  const postings: Posting[] = [{ accountId: pending, amount: -row.amount }];
  if (toCash > 0n) postings.push({ accountId: cash.id, amount: toCash });
  if (held) postings.push({ accountId: held.id, amount: toHeld });
  await postJournal(tx, journalKind, `financial_transaction:${row.id}`, postings);
  await tx.query(
    `UPDATE financial_transactions SET status = 'cancelled', cancel_reason = $2, updated_at = now() WHERE id = $1`,
    [row.id, reason],
  );
  return {
    playerId: row.player_id,
    transaction: toFinancialTransaction({ ...row, status: 'cancelled', cancel_reason: reason }),
    balance: cash.balance + toCash,
  };
}

/** The operator has sent the coins: the pending amount leaves the platform with its txid. */
export async function completeWithdrawal(
  deps: AppDeps,
  transactionId: number,
  txid: string,
  audit: WithdrawalAudit,
) {
  const paid = await deps.db.transaction(async (tx) => {
    const { row } = await lockWithdrawalForOperator(tx, transactionId);
    if (row.status !== 'pending') throw new ApiError(400, 'withdrawal_not_pending');
    const pending = await getPlayerAccountId(tx, row.player_id, 'withdrawal_pending');
    const paidOut = await getSystemAccountId(tx, 'system:withdrawals');
    await transfer(
      tx,
      'withdrawal_payout',
      `financial_transaction:${row.id}`,
      pending,
      paidOut,
      row.amount,
    );
    await tx.query(
      `UPDATE financial_transactions SET status = 'complete', txid = $2, updated_at = now() WHERE id = $1`,
      [row.id, txid],
    );
    const transaction = toFinancialTransaction({ ...row, status: 'complete', txid });
    await audit(tx, {
      playerId: row.player_id,
      before: toFinancialTransaction(row),
      after: transaction,
    });
    return { row, transaction };
  });
  // once the payout committed: the player hears it was sent
  const { row, transaction } = paid;
  await sendWithdrawalSentEmail(deps, {
    playerId: row.player_id,
    amount: row.amount,
    address: row.address ?? '',
    txid,
  });
  return { playerId: row.player_id, transaction };
}
