import type { Queryable } from '../../db/database';

export type PlayerAccountKind = 'cash' | 'withdrawal_pending';
export type SystemAccountKind =
  'system:deposits' | 'system:withdrawals' | 'system:bonuses' | 'system:games';

export interface Posting {
  accountId: number;
  /** satoshis; positive adds to the account, negative takes from it */
  amount: bigint;
}

/** A movement would take an account below zero. */
export class InsufficientFundsError extends Error {
  constructor(readonly accountId: number) {
    super('insufficient funds');
  }
}

export async function openPlayerAccounts(tx: Queryable, playerId: number): Promise<void> {
  await tx.query(
    `INSERT INTO accounts (player_id, kind) VALUES ($1, 'cash'), ($1, 'withdrawal_pending') ON CONFLICT DO NOTHING`,
    [playerId],
  );
}

export async function getPlayerAccountId(
  tx: Queryable,
  playerId: number,
  kind: PlayerAccountKind,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM accounts WHERE player_id = $1 AND kind = $2',
    [playerId, kind],
  );
  if (!rows[0]) throw new Error(`player ${playerId} has no ${kind} account`);
  return rows[0].id;
}

export async function getSystemAccountId(tx: Queryable, kind: SystemAccountKind): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM accounts WHERE player_id IS NULL AND kind = $1',
    [kind],
  );
  if (!rows[0]) throw new Error(`missing system account ${kind}`);
  return rows[0].id;
}

/**
 * Records one movement as a journal of balanced entries and applies it to the balances, inside
 * the caller's transaction. Accounts are updated in id order so concurrent movements never
 * deadlock; a conditional update refuses to take a player's account below zero.
 */
export async function postJournal(
  tx: Queryable,
  kind: string,
  reference: string,
  postings: Posting[],
): Promise<bigint> {
  const sum = postings.reduce((total, posting) => total + posting.amount, 0n);
  if (sum !== 0n || postings.length < 2 || postings.some((posting) => posting.amount === 0n)) {
    throw new Error(`unbalanced journal ${kind}`);
  }
  for (const posting of [...postings].sort((a, b) => a.accountId - b.accountId)) {
    const updated = await tx.query(
      `UPDATE accounts SET balance = balance + $2
        WHERE id = $1 AND (allow_negative OR balance + $2 >= 0)`,
      [posting.accountId, posting.amount.toString()],
    );
    if (updated.rowCount === 0) throw new InsufficientFundsError(posting.accountId);
  }
  const { rows } = await tx.query<{ id: bigint }>(
    'INSERT INTO journal (kind, reference) VALUES ($1, $2) RETURNING id',
    [kind, reference],
  );
  const journalId = (rows[0] as { id: bigint }).id;
  const values = postings
    .map((_, index) => `($1, $${index * 2 + 2}, $${index * 2 + 3})`)
    .join(', ');
  await tx.query(`INSERT INTO entries (journal_id, account_id, amount) VALUES ${values}`, [
    journalId.toString(),
    ...postings.flatMap((posting) => [posting.accountId, posting.amount.toString()]),
  ]);
  return journalId;
}

/** Moves `amount` satoshis from one account to another as one journal. */
export function transfer(
  tx: Queryable,
  kind: string,
  reference: string,
  from: number,
  to: number,
  amount: bigint,
): Promise<bigint> {
  return postJournal(tx, kind, reference, [
    { accountId: from, amount: -amount },
    { accountId: to, amount },
  ]);
}

export async function getBalance(db: Queryable, playerId: number): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    `SELECT balance FROM accounts WHERE player_id = $1 AND kind = 'cash'`,
    [playerId],
  );
  return rows[0]?.balance ?? 0n;
}

export interface LedgerReport {
  journals: number;
  accounts: number;
  unbalancedJournals: string[];
  mismatchedAccounts: { accountId: number; balance: string; entries: string }[];
  negativePlayerAccounts: number[];
}

/** Proves the ledger: every journal sums to zero and every balance equals the sum of its entries. */
export async function checkLedger(db: Queryable): Promise<LedgerReport> {
  const unbalanced = await db.query<{ journal_id: bigint }>(
    'SELECT journal_id FROM entries GROUP BY journal_id HAVING sum(amount) <> 0',
  );
  const mismatched = await db.query<{ id: number; balance: bigint; total: bigint }>(
    `SELECT a.id, a.balance, coalesce(sum(e.amount), 0)::bigint AS total
       FROM accounts a LEFT JOIN entries e ON e.account_id = a.id
      GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`,
  );
  const negative = await db.query<{ id: number }>(
    'SELECT id FROM accounts WHERE NOT allow_negative AND balance < 0',
  );
  const counts = await db.query<{ journals: number; accounts: number }>(
    'SELECT (SELECT count(*) FROM journal)::int AS journals, (SELECT count(*) FROM accounts)::int AS accounts',
  );
  return {
    journals: counts.rows[0]?.journals ?? 0,
    accounts: counts.rows[0]?.accounts ?? 0,
    unbalancedJournals: unbalanced.rows.map((row) => row.journal_id.toString()),
    mismatchedAccounts: mismatched.rows.map((row) => ({
      accountId: row.id,
      balance: row.balance.toString(),
      entries: row.total.toString(),
    })),
    negativePlayerAccounts: negative.rows.map((row) => row.id),
  };
}

export function isLedgerBalanced(report: LedgerReport): boolean {
  return (
    report.unbalancedJournals.length === 0 &&
    report.mismatchedAccounts.length === 0 &&
    report.negativePlayerAccounts.length === 0
  );
}
