import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { ApiError, notFound } from '../../http/api-error';
import { findActivePromoCode, grantBonus } from './bonuses';
import { repayDebt } from './debt';
import { splitDeposit } from './held-deposits';
import { getSystemAccountId, lockCashBalance, postJournal } from './ledger';
import { getProcessorId } from './repository';

/** The player's deposit address: allocated once from the next derivation index, then reused. */
export async function getOrCreateDepositAddress(deps: AppDeps, playerId: number): Promise<string> {
  const existing = await deps.db.query<{ address: string }>(
    'SELECT address FROM wallet_addresses WHERE player_id = $1',
    [playerId],
  );
  if (existing.rows[0]) return existing.rows[0].address;
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ index: bigint }>(
      `SELECT nextval('wallet_address_index') AS index`,
    );
    const index = Number((rows[0] as { index: bigint }).index);
    const address = deps.depositWallet.addressAt(index);
    await tx.query(
      'INSERT INTO wallet_addresses (player_id, derivation_index, address) VALUES ($1, $2, $3) ON CONFLICT (player_id) DO NOTHING',
      [playerId, index, address],
    );
    // a concurrent first call may have won; either way the stored address is the player's
    const stored = await tx.query<{ address: string }>(
      'SELECT address FROM wallet_addresses WHERE player_id = $1',
      [playerId],
    );
    return (stored.rows[0] as { address: string }).address;
  });
}

/** A bonus code given with the deposit request applies to the next credited deposit. */
export async function rememberDepositBonus(
  db: Queryable,
  playerId: number,
  code: string | null,
): Promise<void> {
  if (!code) return;
  if (!(await findActivePromoCode(db, code)))
    throw new ApiError(400, 'invalid_promo_code', { bonus_code: 'invalid_promo_code' });
  await db.query('UPDATE players SET pending_bonus_code = $2 WHERE id = $1', [playerId, code]);
}

export interface DepositOutput {
  txid: string;
  vout: number;
  address: string;
  amount: bigint;
  confirmations: number;
}

export type DepositOutcome = {
  result: 'pending' | 'credited' | 'already_credited';
  transactionId: number;
  playerId: number;
  balance: bigint | null;
};

/**
 * Applies a processor report of one output. The output is recorded once (unique txid:vout),
 * its confirmations only grow, and it is credited exactly once when they reach the minimum.
 * Locks in the ledger's order: the player's cash first, then the output's row, then the player.
 */
export async function applyDepositOutput(
  deps: AppDeps,
  output: DepositOutput,
): Promise<DepositOutcome> {
  return deps.db.transaction(async (tx) => {
    const owner = await tx.query<{ player_id: number }>(
      'SELECT player_id FROM wallet_addresses WHERE address = $1',
      [output.address],
    );
    const playerId = owner.rows[0]?.player_id;
    if (playerId === undefined) throw notFound();
    const cash = await lockCashBalance(tx, playerId);

    await tx.query(
      `INSERT INTO financial_transactions
         (player_id, type, amount, status, processor_id, address, txid, vout, confirmations, required_confirmations)
       VALUES ($1, 'deposit', $2, 'pending', $3, $4, $5, $6, $7, $8)
       ON CONFLICT (txid, vout) WHERE type = 'deposit' DO NOTHING`,
      [
        playerId,
        output.amount.toString(),
        await getProcessorId(tx, 'btc'),
        output.address,
        output.txid,
        output.vout,
        output.confirmations,
        deps.config.DEPOSIT_CONFIRMATIONS,
      ],
    );
    const { rows } = await tx.query<{
      id: number;
      player_id: number;
      amount: bigint;
      address: string;
      status: string;
      confirmations: number;
      required_confirmations: number;
    }>(
      `SELECT id, player_id, amount, address, status, confirmations, required_confirmations
         FROM financial_transactions WHERE txid = $1 AND vout = $2 AND type = 'deposit' FOR UPDATE`,
      [output.txid, output.vout],
    );
    const deposit = rows[0];
    if (!deposit) throw new Error('deposit row vanished');
    if (deposit.amount !== output.amount || deposit.address !== output.address) {
      // an output cannot change: a report that disagrees is refused and changes nothing
      throw new ApiError(400, 'invalid_value');
    }
    if (deposit.status === 'complete') {
      return { result: 'already_credited', transactionId: deposit.id, playerId, balance: null };
    }
    const confirmations = Math.max(deposit.confirmations, output.confirmations);
    if (confirmations < deposit.required_confirmations) {
      await tx.query(
        'UPDATE financial_transactions SET confirmations = $2, updated_at = now() WHERE id = $1',
        [deposit.id, confirmations],
      );
      return { result: 'pending', transactionId: deposit.id, playerId, balance: null };
    }
    await tx.query(
      `UPDATE financial_transactions SET confirmations = $2, status = 'complete', updated_at = now() WHERE id = $1`,
      [deposit.id, confirmations],
    );
    // beyond the deposit limits, or during a break, the deposit is held apart (player protection)
    const { postings, playable } = await splitDeposit(tx, {
      playerId,
      cashId: cash.id,
      sourceId: await getSystemAccountId(tx, 'system:deposits'),
      amount: deposit.amount,
      now: deps.clock.now(),
    });
    await postJournal(tx, 'deposit', `financial_transaction:${deposit.id}`, postings);
    // what the player owes (a corrected sports result, debt.ts) is paid back from the deposit
    const reference = `financial_transaction:${deposit.id}`;
    const credited = { id: cash.id, balance: cash.balance + playable };
    const repaid = await repayDebt(tx, playerId, credited, reference);
    const bonus = await applyPendingBonus(tx, playerId);
    return {
      result: 'credited',
      transactionId: deposit.id,
      playerId,
      balance: credited.balance - repaid + bonus,
    };
  });
}

/** Grants the bonus code remembered for the next deposit, once; returns the amount credited. */
async function applyPendingBonus(tx: Queryable, playerId: number): Promise<bigint> {
  // NO KEY UPDATE: inserts referencing the player (their foreign key's KEY SHARE) need not wait
  const { rows } = await tx.query<{ code: string | null }>(
    'SELECT pending_bonus_code AS code FROM players WHERE id = $1 FOR NO KEY UPDATE',
    [playerId],
  );
  const code = rows[0]?.code;
  if (!code) return 0n;
  await tx.query('UPDATE players SET pending_bonus_code = NULL WHERE id = $1', [playerId]);
  const promo = await findActivePromoCode(tx, code);
  if (!promo || !(await grantBonus(tx, playerId, promo))) return 0n;
  return promo.bonusAmount;
}
