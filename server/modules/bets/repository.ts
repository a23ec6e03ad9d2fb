import type { BetRow } from '../../../contract/bets';
import { satoshisToMbtc } from '../../../contract/money';
import type { Queryable } from '../../db/database';
import { orderBy, pageClause, periodCondition, type PeriodFilter } from '../../db/list-query';

const BET_SORT: Record<string, string> = {
  createdAt: 'b.created_at',
  name: 'g.name',
  bet: 'b.bet',
  win: 'b.win',
  total: '(b.win - b.bet)',
};

export interface BetFilters extends PeriodFilter {
  filterProvider?: string | null | undefined;
  sortBy?: string | string[] | undefined;
  sortDesc?: boolean | boolean[] | undefined;
  page: number;
  itemsPerPage: number;
}

/** A player's settled bets, one page of them, and how many match in all. */
export async function listSettledBets(
  db: Queryable,
  playerId: number,
  filters: BetFilters,
): Promise<{ rows: BetRow[]; count: number }> {
  const params: unknown[] = [playerId];
  const period = periodCondition('b.created_at', filters, 2);
  params.push(...period.params);
  let where = `b.player_id = $1 AND b.status = 'settled' AND ${period.sql}`;
  if (filters.filterProvider) {
    params.push(filters.filterProvider);
    where += ` AND (p.slug = $${params.length} OR p.name = $${params.length})`;
  }
  const from =
    'FROM bets b JOIN games g ON g.id = b.game_id JOIN game_providers p ON p.id = g.provider_id';
  const [rows, count] = await Promise.all([
    db.query<{
      id: number;
      created_at: Date;
      name: string;
      provider: string;
      bet: bigint;
      win: bigint;
    }>(
      `SELECT b.id, b.created_at, g.name, p.name AS provider, b.bet, b.win ${from} WHERE ${where}
       ${orderBy(BET_SORT, filters.sortBy, filters.sortDesc, 'b.id')} ${pageClause(filters.page, filters.itemsPerPage)}`,
      params,
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count ${from} WHERE ${where}`, params),
  ]);
  return {
    rows: rows.rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      name: row.name,
      provider: row.provider,
      bet: satoshisToMbtc(row.bet),
      win: satoshisToMbtc(row.win),
      total: satoshisToMbtc(row.win - row.bet),
    })),
    count: count.rows[0]?.count ?? 0,
  };
}
