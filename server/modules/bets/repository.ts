import { SPORTSBOOK_PROVIDER, type BetRow } from '../../../contract/bets';
import { satoshisToMbtc } from '../../../contract/money';
import type { Queryable } from '../../db/database';
import { orderBy, pageClause, periodCondition, type PeriodFilter } from '../../db/list-query';

const BET_SORT: Record<string, string> = {
  createdAt: 'created_at',
  name: 'name',
  bet: 'bet',
  win: 'win',
  total: '(win - bet)',
};

export interface BetFilters extends PeriodFilter {
  filterProvider?: string | null | undefined;
  sortBy?: string | string[] | undefined;
  sortDesc?: boolean | boolean[] | undefined;
  page: number;
  itemsPerPage: number;
}

/** A settled sports bet's name: each leg's event and selection, in the player's language. */
const SPORTS_BET_NAME = `(
  SELECT string_agg(
      CASE WHEN pl.interface_local = 'es' THEN e.home_es || ' - ' || e.away_es
        ELSE e.home_en || ' - ' || e.away_en END
      || ': ' || m.type || CASE WHEN m.specifiers = '' THEN '' ELSE ' ' || m.specifiers END
      || ' ' || o.outcome_id,
      ' · ' ORDER BY l.position)
  FROM sports_bet_legs l JOIN sports_events e ON e.id = l.event_id
    JOIN sports_markets m ON m.id = l.market_id JOIN sports_outcomes o ON o.id = l.outcome_id
  WHERE l.bet_id = sb.id)`;

/**
 * A player's settled bets, casino rounds and sports bets together, one page of them, and how
 * many match in all. A provider filter keeps that provider's rounds (`Sportsbook`: sports bets).
 */
export async function listSettledBets(
  db: Queryable,
  playerId: number,
  filters: BetFilters,
): Promise<{ rows: BetRow[]; count: number }> {
  const params: unknown[] = [playerId];
  const casinoPeriod = periodCondition('b.created_at', filters, params.length + 1);
  params.push(...casinoPeriod.params);
  const sportsPeriod = periodCondition('sb.settled_at', filters, params.length + 1);
  params.push(...sportsPeriod.params);
  let casinoWhere = `b.player_id = $1 AND b.status = 'settled' AND ${casinoPeriod.sql}`;
  // a bet cashed out in full is over too
  let sportsWhere = `sb.player_id = $1 AND sb.status IN ('settled', 'cashed_out') AND ${sportsPeriod.sql}`;
  if (filters.filterProvider) {
    params.push(filters.filterProvider);
    const provider = `$${params.length}`;
    casinoWhere += ` AND (p.slug = ${provider} OR p.name = ${provider})`;
    sportsWhere += ` AND lower(${provider}) = lower('${SPORTSBOOK_PROVIDER}')`;
  }
  const from = `FROM (
    SELECT 'casino' AS kind, b.id::bigint AS id, b.created_at, g.name, p.name AS provider, b.bet,
      b.win
    FROM bets b JOIN games g ON g.id = b.game_id JOIN game_providers p ON p.id = g.provider_id
    WHERE ${casinoWhere}
    UNION ALL
    SELECT 'sports', sb.id, sb.settled_at, ${SPORTS_BET_NAME}, '${SPORTSBOOK_PROVIDER}', sb.stake,
      sb.payout + CASE WHEN sb.status = 'settled' THEN (SELECT coalesce(sum(c.amount), 0)
        FROM sports_bet_cash_outs c WHERE c.bet_id = sb.id)::bigint ELSE 0 END
    FROM sports_bets sb JOIN players pl ON pl.id = sb.player_id
    WHERE ${sportsWhere}) AS settled`;
  const [rows, count] = await Promise.all([
    db.query<{
      kind: 'casino' | 'sports';
      id: bigint;
      created_at: Date;
      name: string;
      provider: string;
      bet: bigint;
      win: bigint;
    }>(
      `SELECT kind, id, created_at, name, provider, bet, win ${from}
       ${orderBy(BET_SORT, filters.sortBy, filters.sortDesc, 'kind, id')} ${pageClause(filters.page, filters.itemsPerPage)}`,
      params,
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count ${from}`, params),
  ]);
  return {
    rows: rows.rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      createdAt: row.created_at.toISOString(),
      name: row.name,
      provider: row.provider,
      bet: satoshisToMbtc(BigInt(row.bet)),
      win: satoshisToMbtc(BigInt(row.win)),
      total: satoshisToMbtc(BigInt(row.win) - BigInt(row.bet)),
    })),
    count: count.rows[0]?.count ?? 0,
  };
}
