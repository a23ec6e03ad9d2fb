import type { ReportGranularity, ReportVertical } from '../../../contract/operator/reports';
import type { Queryable } from '../../db/database';

// The reports' SQL, all of it over the ledger (journal, entries, accounts): what a vertical took
// and paid is what its system account received and gave (docs/operations.md, Reports). Every
// query reads the journals of [$1, $2) and groups them by period; `range` puts the whole range in
// one period (its first day), for the totals.

export type ReportBucket = ReportGranularity | 'range';

/** The period (its first day, YYYY-MM-DD) of a UTC timestamp (`timestamp`, no zone). */
function periodOf(bucket: ReportBucket, utcTimestamp: string): string {
  const start =
    bucket === 'range'
      ? `($1::timestamptz AT TIME ZONE 'UTC')`
      : `date_trunc('${bucket}', ${utcTimestamp})`;
  return `to_char(${start}, 'YYYY-MM-DD')`;
}

// date_trunc on timestamptz truncates in the session's time zone: read the time in UTC
const periodOfTime = (bucket: ReportBucket, column: string) =>
  periodOf(bucket, `(${column} AT TIME ZONE 'UTC')`);
const periodOfJournal = (bucket: ReportBucket) => periodOfTime(bucket, 'j.created_at');

/** The round a `game_bet`, `game_win` or `game_round` journal names (`bet:<id>`); null for others. */
const BET_OF_JOURNAL = `CASE WHEN j.kind IN ('game_bet', 'game_win', 'game_round')
  THEN substr(j.reference, 5)::int END`;
const VERTICAL_OF_GAME = `CASE WHEN g.is_live THEN 'live' ELSE 'casino' END`;
const SYSTEM_ACCOUNT = (kind: string) =>
  `(SELECT id FROM accounts WHERE player_id IS NULL AND kind = '${kind}')`;

export interface BettingRow {
  period: string;
  vertical: ReportVertical;
  stakes: bigint;
  wins: bigint;
  bets: number;
}

/**
 * Stakes, wins and bets per period and vertical. Casino and live: the rounds settled (not open,
 * not rolled back), by the time of their stake; stake and win are the `game_bet` and `game_win`
 * entries on the games account; a round of the demo's history (`game_round`, its net as one
 * journal) by its journal's time, stake and win as its round records them. Sports: by the time of each settlement, cash-out or reversal,
 * the stake leaving the book (back in it for a reversal) and what the house kept of it; a
 * correction so lands in the period it was made.
 */
export async function selectBetting(
  db: Queryable,
  bucket: ReportBucket,
  range: [Date, Date],
): Promise<BettingRow[]> {
  const { rows } = await db.query<{
    period: string;
    vertical: ReportVertical;
    stakes: string;
    wins: string;
    bets: number;
  }>(
    `WITH games_account AS (SELECT ${SYSTEM_ACCOUNT('system:games')} AS id),
     staked AS (
       SELECT ${periodOfJournal(bucket)} AS period, ${BET_OF_JOURNAL} AS bet_id, e.amount AS stake
       FROM journal j JOIN entries e ON e.journal_id = j.id
       WHERE j.kind = 'game_bet' AND j.created_at >= $1 AND j.created_at < $2
         AND e.account_id = (SELECT id FROM games_account)),
     rounds AS (
       SELECT s.period, ${VERTICAL_OF_GAME} AS vertical, s.stake,
         coalesce((SELECT -sum(we.amount) FROM journal w JOIN entries we ON we.journal_id = w.id
                   WHERE w.reference = 'bet:' || s.bet_id AND w.kind = 'game_win'
                     AND we.account_id = (SELECT id FROM games_account)), 0) AS win
       FROM staked s JOIN bets b ON b.id = s.bet_id JOIN games g ON g.id = b.game_id
       WHERE b.status = 'settled'
       UNION ALL
       SELECT ${periodOfJournal(bucket)}, ${VERTICAL_OF_GAME}, b.bet, b.win
       FROM journal j JOIN bets b ON b.id = ${BET_OF_JOURNAL} JOIN games g ON g.id = b.game_id
       WHERE j.kind = 'game_round' AND j.created_at >= $1 AND j.created_at < $2),
     sports AS (
       SELECT ${periodOfJournal(bucket)} AS period,
         -coalesce(sum(e.amount) FILTER (WHERE a.kind = 'system:sports_book'), 0) AS stakes,
         coalesce(sum(e.amount) FILTER (WHERE a.kind = 'system:sports_house'), 0) AS kept,
         count(DISTINCT j.reference) FILTER (WHERE j.kind <> 'sports_reversal')::int AS bets
       FROM journal j JOIN entries e ON e.journal_id = j.id JOIN accounts a ON a.id = e.account_id
       WHERE j.kind IN ('sports_win', 'sports_lost', 'sports_void', 'sports_cash_out',
                        'sports_reversal')
         AND j.created_at >= $1 AND j.created_at < $2
       GROUP BY 1)
     SELECT period, vertical, sum(stake)::text AS stakes, sum(win)::text AS wins,
       count(*)::int AS bets
     FROM rounds GROUP BY period, vertical
     UNION ALL
     SELECT period, 'sports', stakes::text, (stakes - kept)::text, bets FROM sports`,
    range,
  );
  return rows.map((row) => ({
    period: row.period,
    vertical: row.vertical,
    stakes: BigInt(row.stakes),
    wins: BigInt(row.wins),
    bets: row.bets,
  }));
}

export interface ActivePlayersRow {
  period: string;
  /** null: every vertical */
  vertical: ReportVertical | null;
  players: number;
}

/**
 * Players who placed a bet (a `game_bet`, `game_round` or `sports_bet` journal) per period and
 * vertical, and in all.
 */
export async function selectActivePlayers(
  db: Queryable,
  bucket: ReportBucket,
  range: [Date, Date],
): Promise<ActivePlayersRow[]> {
  const { rows } = await db.query<ActivePlayersRow>(
    `WITH stakes AS (
       SELECT ${periodOfJournal(bucket)} AS period, a.player_id,
         CASE WHEN j.kind = 'sports_bet' THEN 'sports' ELSE ${VERTICAL_OF_GAME} END AS vertical
       FROM journal j JOIN entries e ON e.journal_id = j.id
         JOIN accounts a ON a.id = e.account_id AND a.player_id IS NOT NULL
         LEFT JOIN bets b ON b.id = ${BET_OF_JOURNAL}
         LEFT JOIN games g ON g.id = b.game_id
       WHERE j.kind IN ('game_bet', 'game_round', 'sports_bet') AND j.created_at >= $1 AND j.created_at < $2)
     SELECT period, vertical, count(DISTINCT player_id)::int AS players FROM stakes
     GROUP BY GROUPING SETS ((period, vertical), (period))`,
    range,
  );
  return rows;
}

export interface CashflowRow {
  period: string;
  deposits: bigint;
  depositCount: number;
  withdrawals: bigint;
  withdrawalCount: number;
  bonusCosts: bigint;
  /** credited by operators less debited (out of the adjustments account) */
  adjustments: bigint;
}

/**
 * Deposits credited (`deposit` journals, out of the deposits account), withdrawals completed
 * (`withdrawal_payout`, into the withdrawals account), bonuses credited (out of the bonuses
 * account) and operators' adjustments (out of the adjustments account, net), per period.
 */
export async function selectCashflow(
  db: Queryable,
  bucket: ReportBucket,
  range: [Date, Date],
): Promise<CashflowRow[]> {
  const { rows } = await db.query<{
    period: string;
    deposits: string;
    deposit_count: number;
    withdrawals: string;
    withdrawal_count: number;
    bonus_costs: string;
    adjustments: string;
  }>(
    `SELECT ${periodOfJournal(bucket)} AS period,
       (-coalesce(sum(e.amount) FILTER (WHERE a.kind = 'system:deposits'), 0))::text AS deposits,
       count(*) FILTER (WHERE a.kind = 'system:deposits')::int AS deposit_count,
       coalesce(sum(e.amount) FILTER (WHERE a.kind = 'system:withdrawals'), 0)::text AS withdrawals,
       count(*) FILTER (WHERE a.kind = 'system:withdrawals')::int AS withdrawal_count,
       (-coalesce(sum(e.amount) FILTER (WHERE a.kind = 'system:bonuses'), 0))::text AS bonus_costs,
       (-coalesce(sum(e.amount) FILTER (WHERE a.kind = 'system:adjustments'), 0))::text AS adjustments
     FROM journal j JOIN entries e ON e.journal_id = j.id
       JOIN accounts a ON a.id = e.account_id AND a.player_id IS NULL
     WHERE j.created_at >= $1 AND j.created_at < $2
       AND ((j.kind = 'deposit' AND a.kind = 'system:deposits')
         OR (j.kind = 'withdrawal_payout' AND a.kind = 'system:withdrawals')
         OR a.kind IN ('system:bonuses', 'system:adjustments'))
     GROUP BY 1`,
    range,
  );
  return rows.map((row) => ({
    period: row.period,
    deposits: BigInt(row.deposits),
    depositCount: row.deposit_count,
    withdrawals: BigInt(row.withdrawals),
    withdrawalCount: row.withdrawal_count,
    bonusCosts: BigInt(row.bonus_costs),
    adjustments: BigInt(row.adjustments),
  }));
}

/** Players whose first `deposit` journal ever falls in the range, per period. */
export async function selectFirstTimeDepositors(
  db: Queryable,
  bucket: ReportBucket,
  range: [Date, Date],
): Promise<{ period: string; players: number }[]> {
  const period = periodOfTime(bucket, 'f.first');
  const { rows } = await db.query<{ period: string; players: number }>(
    `SELECT ${period} AS period, count(*)::int AS players
     FROM (SELECT a.player_id, min(j.created_at) AS first
           FROM journal j JOIN entries e ON e.journal_id = j.id
             JOIN accounts a ON a.id = e.account_id AND a.player_id IS NOT NULL
           WHERE j.kind = 'deposit' AND j.created_at < $2
           GROUP BY a.player_id) f
     WHERE f.first >= $1
     GROUP BY 1`,
    range,
  );
  return rows;
}
