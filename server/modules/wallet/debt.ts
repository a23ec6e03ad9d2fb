import type { Queryable } from '../../db/database';
import { postJournal, type Posting } from './ledger';

// A player's debt: what a claw-back took beyond the cash (a corrected sports result the cash
// could not cover; cash never goes below zero). It is the player's account of kind `debt`,
// allowed below zero and never above (migration 0020): its balance is minus what is owed. Every
// function here runs inside a transaction holding the player's cash lock, the first lock of
// every movement of that player (ledger.ts), so the debt needs no lock of its own.

/** The debt account's id, opened at the player's first debt. */
async function openDebtAccount(tx: Queryable, playerId: number): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO accounts (player_id, kind, allow_negative) VALUES ($1, 'debt', true)
     ON CONFLICT (player_id, kind) WHERE player_id IS NOT NULL DO UPDATE SET kind = 'debt'
     RETURNING id`,
    [playerId],
  );
  return (rows[0] as { id: number }).id;
}

async function findDebtAccount(
  db: Queryable,
  playerId: number,
): Promise<{ id: number; owed: bigint } | null> {
  const { rows } = await db.query<{ id: number; balance: bigint }>(
    `SELECT id, balance FROM accounts WHERE player_id = $1 AND kind = 'debt'`,
    [playerId],
  );
  return rows[0] ? { id: rows[0].id, owed: -BigInt(rows[0].balance) } : null;
}

/** Satoshis the player owes; 0 when nothing. */
export async function getDebt(db: Queryable, playerId: number): Promise<bigint> {
  return (await findDebtAccount(db, playerId))?.owed ?? 0n;
}

/**
 * The postings that take `amount` from the player: from the cash as far as it goes, the rest
 * owed. `cash` is the cash account as locked, its balance before.
 */
export async function takeFromPlayer(
  tx: Queryable,
  playerId: number,
  cash: { id: number; balance: bigint },
  amount: bigint,
): Promise<{ postings: Posting[]; fromCash: bigint }> {
  const fromCash = amount < cash.balance ? amount : cash.balance;
  const owed = amount - fromCash;
  const postings: Posting[] = [];
  if (fromCash > 0n) postings.push({ accountId: cash.id, amount: -fromCash });
  if (owed > 0n) postings.push({ accountId: await openDebtAccount(tx, playerId), amount: -owed });
  return { postings, fromCash };
}

/**
 * Pays back what the player owes from their cash, as far as it goes, as one `debt_repayment`
 * journal with `reference`: called in the transaction of a credit to the cash (a deposit, a
 * sports payout), after it. Answers the satoshis repaid (0 when nothing is owed).
 */
export async function repayDebt(
  tx: Queryable,
  playerId: number,
  cash: { id: number; balance: bigint },
  reference: string,
): Promise<bigint> {
  const debt = await findDebtAccount(tx, playerId);
  if (!debt) return 0n;
  const repaid = debt.owed < cash.balance ? debt.owed : cash.balance;
  if (repaid <= 0n) return 0n;
  await postJournal(tx, 'debt_repayment', reference, [
    { accountId: cash.id, amount: -repaid },
    { accountId: debt.id, amount: repaid },
  ]);
  return repaid;
}
