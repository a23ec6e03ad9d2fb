import { PLAYER_CURRENCY } from '../../../contract/constants';
import { satoshisToMbtc } from '../../../contract/money';
import type { FinancialTransaction } from '../../../contract/wallet';
import type { Queryable } from '../../db/database';
import { orderBy, pageClause, periodCondition, type PeriodFilter } from '../../db/list-query';

export function balanceInfo(balance: bigint) {
  return { real_balance: satoshisToMbtc(balance), player_currency: PLAYER_CURRENCY };
}

export interface TransactionRow {
  id: number;
  player_id: number;
  type: FinancialTransaction['type'];
  created_at: Date;
  amount: bigint;
  processor_name: string | null;
  processor_id: number | null;
  status: FinancialTransaction['status'];
  is_bonus: boolean;
  address: string | null;
  txid: string | null;
  confirmations: number | null;
  required_confirmations: number | null;
  cancel_reason: string | null;
  promo_code: string | null;
}

const TRANSACTION_SELECT = `
  SELECT t.id, t.player_id, t.type, t.created_at, t.amount, p.name AS processor_name, t.processor_id, t.status,
         t.is_bonus, t.address, t.txid, t.confirmations, t.required_confirmations, t.cancel_reason, t.promo_code
    FROM financial_transactions t LEFT JOIN payment_processors p ON p.id = t.processor_id`;

export function toFinancialTransaction(row: TransactionRow): FinancialTransaction {
  return {
    id: row.id,
    type: row.type,
    createdAt: row.created_at.toISOString(),
    amount: satoshisToMbtc(row.amount),
    name: row.processor_name ?? row.promo_code ?? row.type,
    status: row.status,
    is_bonus: row.is_bonus,
    address: row.address,
    txid: row.txid,
    confirmations: row.confirmations,
    requiredConfirmations: row.required_confirmations,
    cancelReason: row.cancel_reason,
  };
}

export interface TransactionFilters extends PeriodFilter {
  filterStatus?: string | null | undefined;
  filterType?: string | null | undefined;
  filterProvider?: string | null | undefined;
  sortBy?: string | string[] | undefined;
  sortDesc?: boolean | boolean[] | undefined;
  page: number;
  itemsPerPage: number;
}

const TRANSACTION_SORT: Record<string, string> = {
  createdAt: 't.created_at',
  amount: 't.amount',
  type: 't.type',
  status: 't.status',
  name: 'p.name',
};

export async function listTransactions(
  db: Queryable,
  playerId: number,
  filters: TransactionFilters,
) {
  const conditions = ['t.player_id = $1'];
  const params: unknown[] = [playerId];
  const period = periodCondition('t.created_at', filters, params.length + 1);
  conditions.push(period.sql);
  params.push(...period.params);
  if (filters.filterStatus && filters.filterStatus !== 'all') {
    params.push(filters.filterStatus);
    conditions.push(`t.status = $${params.length}`);
  }
  if (filters.filterType && filters.filterType !== 'all') {
    params.push(filters.filterType);
    conditions.push(`t.type = $${params.length}`);
  }
  if (filters.filterProvider) {
    params.push(filters.filterProvider);
    conditions.push(`(p.slug = $${params.length} OR p.name = $${params.length})`);
  }
  const where = conditions.join(' AND ');
  const [rows, count] = await Promise.all([
    db.query<TransactionRow>(
      `${TRANSACTION_SELECT} WHERE ${where} ${orderBy(TRANSACTION_SORT, filters.sortBy, filters.sortDesc, 't.id')}
       ${pageClause(filters.page, filters.itemsPerPage)}`,
      params,
    ),
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM financial_transactions t LEFT JOIN payment_processors p ON p.id = t.processor_id
        WHERE ${where}`,
      params,
    ),
  ]);
  return { rows: rows.rows.map(toFinancialTransaction), count: count.rows[0]?.count ?? 0 };
}

export async function findTransaction(
  db: Queryable,
  playerId: number,
  id: number,
  lock = false,
): Promise<TransactionRow | null> {
  const { rows } = await db.query<TransactionRow>(
    `${TRANSACTION_SELECT} WHERE t.id = $1 AND t.player_id = $2${lock ? ' FOR UPDATE OF t' : ''}`,
    [id, playerId],
  );
  return rows[0] ?? null;
}

export async function findTransactionForOperator(
  db: Queryable,
  id: number,
  lock: boolean,
): Promise<TransactionRow | null> {
  const { rows } = await db.query<TransactionRow>(
    `${TRANSACTION_SELECT} WHERE t.id = $1${lock ? ' FOR UPDATE OF t' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The player's newest `limit` transactions of one type, newest first. */
export async function listPlayerTransactions(
  db: Queryable,
  playerId: number,
  type: FinancialTransaction['type'],
  limit: number,
): Promise<FinancialTransaction[]> {
  const { rows } = await db.query<TransactionRow>(
    `${TRANSACTION_SELECT} WHERE t.player_id = $1 AND t.type = $2 ORDER BY t.id DESC LIMIT ${Math.trunc(limit)}`,
    [playerId, type],
  );
  return rows.map(toFinancialTransaction);
}

export type PendingWithdrawalRow = TransactionRow & { username: string };

/** The withdrawals waiting for the operator, oldest first, each with its player's username. */
export async function listPendingWithdrawalRows(
  db: Queryable,
  page: { page: number; itemsPerPage: number },
): Promise<{ rows: PendingWithdrawalRow[]; count: number }> {
  const [rows, count] = await Promise.all([
    db.query<PendingWithdrawalRow>(
      `SELECT x.*, pl.username FROM (${TRANSACTION_SELECT} WHERE t.type = 'withdrawal' AND t.status = 'pending') x
         JOIN players pl ON pl.id = x.player_id ORDER BY x.created_at ASC, x.id ASC ${pageClause(page.page, page.itemsPerPage)}`,
    ),
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM financial_transactions WHERE type = 'withdrawal' AND status = 'pending'`,
    ),
  ]);
  return { rows: rows.rows, count: count.rows[0]?.count ?? 0 };
}

export async function getProcessorId(db: Queryable, slug: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM payment_processors WHERE slug = $1',
    [slug],
  );
  if (!rows[0]) throw new Error(`missing payment processor ${slug}`);
  return rows[0].id;
}
