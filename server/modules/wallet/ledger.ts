// Lock order of every money path. A movement belongs to one player and takes, in this order:
//   1. its request's own serialiser, which nobody holds while waiting for money: the advisory
//      lock of a seamless provider transaction id (a withdrawal's idempotency key is committed
//      before its transaction starts, so it is no lock);
//   2. the player's cash account, with `lockCashBalance`: the first row lock of every movement
//      (deposit, bonus, withdrawal request/cancel/complete/reject, seamless bet/win/rollback,
//      settled round, registration bonus; `lockCashBalanceWith` takes the same lock for a sports
//      bet, with the bet's event locks after it in the same statement). A row the movement has
//      to read to find its player (deposit address, transaction, bet, game session) is read
//      without a lock first;
//   3. then that player's own rows: the financial transaction, the bet, the game session, the
//      players row (FOR NO KEY UPDATE: an insert that references the player by foreign key takes
//      FOR KEY SHARE, which FOR UPDATE would wait for), bonuses, the withdrawal_pending account.
// The system contra accounts are never locked: their balance is derived from their entries
// (migration 0005), a posting to them only inserts an entry, and the entry's foreign key takes
// FOR KEY SHARE, which conflicts with nothing anyone takes on them. So movements of one player
// run one by one and movements of different players never wait for each other.
import { prepared, type Queryable } from '../../db/database';
import type { JournalKind } from './journal-kinds';

/** `held_deposit`: deposits beyond a deposit limit or during a break (player protection) */
export type PlayerAccountKind = 'cash' | 'withdrawal_pending' | 'held_deposit';
export type SystemAccountKind =
  | 'system:deposits'
  | 'system:withdrawals'
  | 'system:bonuses'
  | 'system:games'
  /** the sportsbook's open stakes (migration 0011) */
  | 'system:sports_book'
  /** what the sportsbook kept or paid beyond the stakes */
  | 'system:sports_house'
  /** what operators put in or took out by hand (migration 0026, player-admin/adjustments.ts) */
  | 'system:adjustments';

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

/** The cash lock: the player's ($1) cash account FOR UPDATE. */
const LOCK_CASH_SQL = `SELECT id, balance FROM accounts WHERE player_id = $1 AND kind = 'cash' FOR UPDATE`;

/**
 * Locks the player's cash account: the first lock of every money path (see the order above), so
 * concurrent movements of one player run one after another against the real balance.
 */
export async function lockCashBalance(
  tx: Queryable,
  playerId: number,
): Promise<{ id: number; balance: bigint }> {
  const { rows } = await tx.query<{ id: number; balance: bigint }>(LOCK_CASH_SQL, [playerId]);
  if (!rows[0]) throw new Error(`player ${playerId} has no cash account`);
  return rows[0];
}

/**
 * `lockCashBalance` and what a hot path does next, in one statement (one round trip where they
 * would take three): the cash lock, then the caller's `then.columns`, result columns evaluated
 * once the cash row is locked (the next locks of its order: a sports bet's shared event locks),
 * which may use `then.from`, a FROM item joined to the cash row; and the id of the system account
 * `system` the movement goes to (never locked). The caller's parameters are $3 on; its texts are
 * fixed (the statement is prepared) and name none of `id`, `balance` and `system_account_id`.
 * What they read is seen in the statement's snapshot, taken before the cash lock waited.
 */
export async function lockCashBalanceWith<Then extends object>(
  tx: Queryable,
  playerId: number,
  system: SystemAccountKind,
  then: { columns: string; from?: string; params: unknown[] },
): Promise<{ cash: { id: number; balance: bigint }; systemAccountId: number; then: Then }> {
  const { rows } = await tx.query<
    { id: number; balance: bigint; system_account_id: number | null } & Then
  >(
    prepared(`SELECT cash.id, cash.balance,
       (SELECT id FROM accounts WHERE player_id IS NULL AND kind = $2) AS system_account_id,
       ${then.columns}
     FROM (${LOCK_CASH_SQL}) AS cash${then.from ? `, ${then.from}` : ''}`),
    [playerId, system, ...then.params],
  );
  const row = rows[0];
  if (!row) throw new Error(`player ${playerId} has no cash account`);
  const { id, balance, system_account_id: systemAccountId, ...rest } = row;
  if (systemAccountId === null) throw new Error(`missing system account ${system}`);
  return { cash: { id, balance }, systemAccountId, then: rest as unknown as Then };
}

/**
 * Locks a row that belongs to one player in the ledger's order when only the row names the
 * player: read unlocked for its player (who never changes), then that player's cash is locked,
 * then the row is read again with its lock, so its status is seen under both. Null when absent.
 */
export async function lockPlayerRowAfterCash<Row>(
  tx: Queryable,
  find: (lock: boolean) => Promise<Row | null>,
  playerOf: (row: Row) => number,
): Promise<{ row: Row; cash: { id: number; balance: bigint } } | null> {
  const found = await find(false);
  if (!found) return null;
  const cash = await lockCashBalance(tx, playerOf(found));
  return { row: (await find(true)) as Row, cash };
}

/**
 * Records one movement as a journal of balanced entries and applies it to the player-side
 * balances, inside the caller's transaction, which holds the player's cash lock. A conditional
 * update refuses to take a player's account below zero; an account whose balance is derived (a
 * contra account) gets only its entry.
 */
export async function postJournal(
  tx: Queryable,
  kind: JournalKind,
  reference: string,
  postings: Posting[],
): Promise<bigint> {
  const sum = postings.reduce((total, posting) => total + posting.amount, 0n);
  const accounts = new Set(postings.map((posting) => posting.accountId));
  if (
    sum !== 0n ||
    postings.length < 2 ||
    accounts.size !== postings.length ||
    postings.some((posting) => posting.amount === 0n)
  ) {
    throw new Error(`unbalanced journal ${kind}`);
  }
  const values = postings
    .map((_, index) => `($${index * 2 + 1}::int, $${index * 2 + 2}::bigint, ${index})`)
    .join(', ');
  const params = postings.flatMap((posting) => [posting.accountId, posting.amount.toString()]);
  // One statement: the kept balances moved, then, unless the update refused a posting (a kept
  // account that would go below zero), the journal and its entries. Refused, nothing is inserted
  // and the error rolls the caller's transaction back.
  // prepared: one text per number of postings, sent by every money path
  const { rows } = await tx.query<{ journal_id: bigint | null; refused: number | null }>(
    prepared(`WITH posting (account_id, amount, position) AS (VALUES ${values}),
     moved AS (
       UPDATE accounts a SET balance = a.balance + p.amount FROM posting p
        WHERE a.id = p.account_id AND NOT a.balance_derived
          AND (a.allow_negative OR a.balance + p.amount >= 0)
       RETURNING a.id),
     refused AS (
       SELECT p.account_id, p.position FROM posting p JOIN accounts a ON a.id = p.account_id
        WHERE NOT a.balance_derived AND p.account_id NOT IN (SELECT id FROM moved)),
     journal AS (
       INSERT INTO journal (kind, reference)
       SELECT $${params.length + 1}::text, $${params.length + 2}::text
        WHERE NOT EXISTS (SELECT 1 FROM refused)
       RETURNING id),
     entry AS (
       INSERT INTO entries (journal_id, account_id, amount)
       SELECT journal.id, p.account_id, p.amount FROM journal, posting p ORDER BY p.position)
     SELECT (SELECT id FROM journal) AS journal_id,
       (SELECT account_id FROM refused ORDER BY position LIMIT 1) AS refused`),
    [...params, kind, reference],
  );
  const row = rows[0] as { journal_id: bigint | null; refused: number | null };
  if (row.refused !== null) throw new InsufficientFundsError(row.refused);
  return row.journal_id as bigint;
}

/** Moves `amount` satoshis from one account to another as one journal. */
export function transfer(
  tx: Queryable,
  kind: JournalKind,
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

/**
 * Proves the ledger: every journal sums to zero and every kept balance (a player's) equals the
 * sum of its entries. A derived balance is that sum by definition, so together these prove that
 * all balances, the contra accounts' included, sum to zero.
 */
export async function checkLedger(db: Queryable): Promise<LedgerReport> {
  const unbalanced = await db.query<{ journal_id: bigint }>(
    'SELECT journal_id FROM entries GROUP BY journal_id HAVING sum(amount) <> 0',
  );
  const mismatched = await db.query<{ id: number; balance: bigint; total: bigint }>(
    `SELECT a.id, a.balance, coalesce(sum(e.amount), 0)::bigint AS total
       FROM accounts a LEFT JOIN entries e ON e.account_id = a.id
      WHERE NOT a.balance_derived
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

/** The contra accounts' balances, each the sum of its entries (none is stored). */
export async function getSystemBalances(db: Queryable): Promise<Record<SystemAccountKind, bigint>> {
  const { rows } = await db.query<{ kind: SystemAccountKind; balance: bigint }>(
    `SELECT a.kind, coalesce(sum(e.amount), 0)::bigint AS balance
       FROM accounts a LEFT JOIN entries e ON e.account_id = a.id
      WHERE a.balance_derived GROUP BY a.kind`,
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.balance])) as Record<
    SystemAccountKind,
    bigint
  >;
}

export function isLedgerBalanced(report: LedgerReport): boolean {
  return (
    report.unbalancedJournals.length === 0 &&
    report.mismatchedAccounts.length === 0 &&
    report.negativePlayerAccounts.length === 0
  );
}
