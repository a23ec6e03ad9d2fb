import type { Hono } from 'hono';
import { getBetList } from '../../../contract/bets';
import { satoshisToMbtc } from '../../../contract/money';
import { orderBy, pageClause, periodCondition } from '../../db/list-query';
import type { AppDeps } from '../../deps';
import { bindCall } from '../../http/bind';

const BET_SORT: Record<string, string> = {
  createdAt: 'b.created_at',
  name: 'g.name',
  bet: 'b.bet',
  win: 'b.win',
  total: '(b.win - b.bet)',
};

export function registerBetRoutes(app: Hono, deps: AppDeps): void {
  bindCall(app, deps, getBetList, async ({ input, caller }) => {
    const params: unknown[] = [caller.playerId];
    const period = periodCondition('b.created_at', input, 2);
    params.push(...period.params);
    let where = `b.player_id = $1 AND b.status = 'settled' AND ${period.sql}`;
    if (input.filterProvider) {
      params.push(input.filterProvider);
      where += ` AND (p.slug = $${params.length} OR p.name = $${params.length})`;
    }
    const from =
      'FROM bets b JOIN games g ON g.id = b.game_id JOIN game_providers p ON p.id = g.provider_id';
    const [rows, count] = await Promise.all([
      deps.db.query<{
        id: number;
        created_at: Date;
        name: string;
        provider: string;
        bet: bigint;
        win: bigint;
      }>(
        `SELECT b.id, b.created_at, g.name, p.name AS provider, b.bet, b.win ${from} WHERE ${where}
         ${orderBy(BET_SORT, input.sortBy, input.sortDesc, 'b.id')} ${pageClause(input.page, input.itemsPerPage)}`,
        params,
      ),
      deps.db.query<{ count: number }>(
        `SELECT count(*)::int AS count ${from} WHERE ${where}`,
        params,
      ),
    ]);
    return {
      status: 1,
      transactions: {
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
      },
    };
  });
}
