import type { Queryable } from '../../db/database';
import { getSystemAccountId, lockCashBalance, transfer } from './ledger';

interface PromoCode {
  code: string;
  bonusAmount: bigint;
  wagerMultiplier: number;
}

export async function findActivePromoCode(db: Queryable, code: string): Promise<PromoCode | null> {
  if (!code) return null;
  const { rows } = await db.query<{ code: string; bonus_amount: bigint; wager_multiplier: number }>(
    `SELECT code, bonus_amount, wager_multiplier FROM promo_codes
      WHERE lower(code) = lower($1) AND active AND (expires_at IS NULL OR expires_at > now())`,
    [code],
  );
  const row = rows[0];
  return row
    ? { code: row.code, bonusAmount: row.bonus_amount, wagerMultiplier: row.wager_multiplier }
    : null;
}

/**
 * Credits a promo code's bonus once per player: a bonus transaction, the ledger movement, and
 * the wager requirement (amount times the multiplier) that must be met before a withdrawal.
 * Returns false when the player already had this bonus. Takes the player's cash lock first (a
 * no-op when the caller, a deposit, holds it already).
 */
export async function grantBonus(
  tx: Queryable,
  playerId: number,
  promo: PromoCode,
): Promise<boolean> {
  const cash = await lockCashBalance(tx, playerId);
  const wagerRequired = promo.bonusAmount * BigInt(promo.wagerMultiplier);
  const inserted = await tx.query(
    `INSERT INTO bonuses (player_id, promo_code, amount, wager_required) VALUES ($1, $2, $3, $4)
     ON CONFLICT (player_id, promo_code) DO NOTHING RETURNING id`,
    [playerId, promo.code, promo.bonusAmount.toString(), wagerRequired.toString()],
  );
  if (inserted.rowCount === 0) return false;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO financial_transactions (player_id, type, amount, status, is_bonus, promo_code)
     VALUES ($1, 'bonus', $2, 'complete', true, $3) RETURNING id`,
    [playerId, promo.bonusAmount.toString(), promo.code],
  );
  await transfer(
    tx,
    'bonus',
    `financial_transaction:${rows[0]?.id}`,
    await getSystemAccountId(tx, 'system:bonuses'),
    cash.id,
    promo.bonusAmount,
  );
  return true;
}

/** Whether an active bonus still needs wagering, which blocks withdrawals. */
export async function hasUnmetWagerRequirement(db: Queryable, playerId: number): Promise<boolean> {
  const { rowCount } = await db.query(
    `SELECT 1 FROM bonuses WHERE player_id = $1 AND status = 'active' AND wagered < wager_required`,
    [playerId],
  );
  return rowCount > 0;
}

/** Counts a stake towards the player's active bonuses; a bonus whose requirement is met completes. */
export async function addWagered(tx: Queryable, playerId: number, stake: bigint): Promise<void> {
  await tx.query(
    `UPDATE bonuses SET wagered = wagered + $2,
        status = CASE WHEN wagered + $2 >= wager_required THEN 'completed' ELSE status END
      WHERE player_id = $1 AND status = 'active'`,
    [playerId, stake.toString()],
  );
}
