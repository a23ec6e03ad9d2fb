import { satoshisToMbtc } from '../../../contract/money';
import type { Queryable } from '../../db/database';
import { pageClause } from '../../db/list-query';

// The back-office's reads of the live tables (contract/operator/live-tables.ts): rounds with what was
// staked and paid on them, and one round's bets with their players.

interface RoundSummaryRow {
  id: string;
  table_slug: string;
  engine: 'crash' | 'live-roulette';
  phase: 'betting' | 'running' | 'ended' | 'settled';
  opened_at: Date;
  betting_closes_at: Date;
  started_at: Date | null;
  ended_at: Date | null;
  result: number | null;
  hash: string | null;
  interrupted: boolean;
  staked: string;
  paid: string;
  bets: number;
}

/** The rounds of `source` (a query aliased as `r`) with their totals; result and hash stay hidden until the round shows them to its players. */
const roundSummaries = (source: string) => `
  SELECT r.id, r.table_slug, r.engine, r.phase, r.opened_at, r.betting_closes_at, r.started_at,
    r.ended_at, CASE WHEN r.is_revealed THEN r.result END AS result,
    CASE WHEN r.is_revealed THEN r.hash END AS hash, r.interrupted,
    coalesce(t.staked, 0)::text AS staked, coalesce(t.paid, 0)::text AS paid,
    coalesce(t.bets, 0)::int AS bets
  FROM ${source}
  LEFT JOIN LATERAL (
    SELECT sum(b.stake) AS staked, sum(b.payout) AS paid, count(*) AS bets FROM live_bets b
    WHERE b.round_id = r.id AND b.state NOT IN ('pending', 'void')) t ON true`;

const iso = (time: Date | null) => time?.toISOString() ?? null;

function toRoundSummary(row: RoundSummaryRow) {
  return {
    id: row.id,
    table: row.table_slug,
    engine: row.engine,
    phase: row.phase,
    openedAt: row.opened_at.toISOString(),
    bettingClosesAt: row.betting_closes_at.toISOString(),
    startedAt: iso(row.started_at),
    endedAt: iso(row.ended_at),
    result: row.result,
    hash: row.hash,
    interrupted: row.interrupted,
    staked: satoshisToMbtc(BigInt(row.staked)),
    paid: satoshisToMbtc(BigInt(row.paid)),
    bets: row.bets,
  };
}

/** One page of a table's rounds, newest first, and how many it has. */
export async function listTableRounds(
  db: Queryable,
  table: string,
  page: { page: number; itemsPerPage: number },
) {
  const [{ rows }, count] = await Promise.all([
    db.query<RoundSummaryRow>(
      `${roundSummaries(`(SELECT * FROM live_rounds WHERE table_slug = $1
         ORDER BY opened_at DESC, id DESC ${pageClause(page.page, page.itemsPerPage)}) r`)}
       ORDER BY r.opened_at DESC, r.id DESC`,
      [table],
    ),
    db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM live_rounds WHERE table_slug = $1',
      [table],
    ),
  ]);
  return { rows: rows.map(toRoundSummary), count: count.rows[0]?.count ?? 0 };
}

/** A round with its bets in the order they were placed, each with its player; null when unknown. */
export async function findRoundWithBets(db: Queryable, roundId: string) {
  const { rows } = await db.query<RoundSummaryRow>(
    `${roundSummaries('live_rounds r')} WHERE r.id = $1`,
    [roundId],
  );
  const round = rows[0];
  if (!round) return null;
  const bets = await db.query<{
    id: string;
    player_id: number | null;
    username: string | null;
    kind: string;
    spot: unknown;
    auto_cash_out: number | null;
    stake: bigint;
    state: 'pending' | 'open' | 'cashed-out' | 'won' | 'lost' | 'void';
    multiplier: number | null;
    payout: bigint;
    created_at: Date;
  }>(
    `SELECT b.id, p.id AS player_id, p.username, b.kind, b.spot, b.auto_cash_out, b.stake, b.state,
       b.multiplier, b.payout, b.created_at
     FROM live_bets b LEFT JOIN players p ON p.id::text = b.player
     WHERE b.round_id = $1 ORDER BY b.created_at, b.id`,
    [roundId],
  );
  return {
    round: toRoundSummary(round),
    bets: bets.rows.map((bet) => ({
      id: bet.id,
      playerId: bet.player_id,
      username: bet.username,
      kind: bet.kind,
      spot: bet.spot,
      autoCashOut: bet.auto_cash_out,
      stake: satoshisToMbtc(BigInt(bet.stake)),
      state: bet.state,
      multiplier: bet.multiplier,
      payout: satoshisToMbtc(BigInt(bet.payout)),
      createdAt: bet.created_at.toISOString(),
    })),
  };
}
