// A player's bets for the back-office (contract/operator/player-bets.ts), newest first, a page at a
// time by id: `before` the last id read, one row more than asked to know whether a page follows.
import { satoshisToMbtc } from '../../../contract/money';
import type { PlayerCasinoBet, PlayerSportsBet } from '../../../contract/operator/player-bets';
import type { Queryable } from '../../db/database';
import { getBetViews } from '../sportsbook/bets/bet-views';

interface CursorPage {
  before?: number | undefined;
  limit: number;
}

/** The page's rows and the cursor of the next one (null when none follows). */
function pageOf<Row extends { id: number }>(rows: Row[], limit: number) {
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: rows.length > limit ? (page.at(-1)?.id ?? null) : null };
}

interface EventRow {
  id: string;
  sport_id: string;
  league_es: string;
  league_en: string;
  status: string;
  score: { home: number; away: number } | null;
}

interface CashOutRow {
  bet_id: string;
  amount: bigint;
  closed_stake: bigint;
  is_full: boolean;
  is_automatic: boolean;
  cashed_out_at: Date;
}

export async function listPlayerSportsBets(
  db: Queryable,
  playerId: number,
  page: CursorPage,
): Promise<{ rows: PlayerSportsBet[]; nextCursor: number | null }> {
  const { rows: ids } = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM sports_bets
      WHERE player_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [playerId, page.before ?? null, page.limit + 1],
  );
  const views = await getBetViews(
    db,
    ids.map((row) => Number(row.id)),
  );
  if (views.length === 0) return { rows: [], nextCursor: null };
  const eventIds = [...new Set(views.flatMap((bet) => bet.legs.map((leg) => leg.eventId)))];
  const [events, cashOuts] = await Promise.all([
    db.query<EventRow>(
      `SELECT e.id, e.sport_id, l.name_es AS league_es, l.name_en AS league_en, e.status,
              CASE WHEN e.score IS NULL THEN NULL
                   ELSE jsonb_build_object('home', e.score->'home', 'away', e.score->'away') END
                AS score
         FROM sports_events e JOIN sports_leagues l ON l.id = e.league_id
        WHERE e.id = ANY($1::text[])`,
      [eventIds],
    ),
    db.query<CashOutRow>(
      `SELECT bet_id::text AS bet_id, amount, closed_stake, is_full, is_automatic, cashed_out_at
         FROM sports_bet_cash_outs WHERE bet_id = ANY($1::bigint[]) ORDER BY id`,
      [views.map((bet) => bet.id)],
    ),
  ]);
  const eventById = new Map(
    events.rows.map((row) => [
      row.id,
      {
        id: row.id,
        sportId: row.sport_id,
        league: { es: row.league_es, en: row.league_en },
        status: row.status,
        score: row.score,
      },
    ]),
  );
  const rows = views.map((bet) => ({
    ...bet,
    cashOuts: cashOuts.rows
      .filter((row) => Number(row.bet_id) === bet.id)
      .map((row) => ({
        amount: satoshisToMbtc(row.amount),
        closedStake: satoshisToMbtc(row.closed_stake),
        isFull: row.is_full,
        isAutomatic: row.is_automatic,
        at: row.cashed_out_at.toISOString(),
      })),
    events: [...new Set(bet.legs.map((leg) => leg.eventId))].flatMap(
      (id) => eventById.get(id) ?? [],
    ),
  }));
  return pageOf(rows, page.limit);
}

interface CasinoRow {
  id: number;
  game: string;
  provider: string;
  round_id: string;
  bet: bigint;
  win: bigint;
  status: string;
  created_at: Date;
  house_engine: string | null;
  server_seed_hash: string | null;
  server_seed: string | null;
  client_seed: string | null;
  nonce: number | null;
  live_engine: string | null;
  live_index: number | null;
  live_hash: string | null;
}

// A house game's round id is its house_rounds id; a live table's is `live:<live bet id>`
// (live/wallet-steps.ts). A retired seed pair's server seed is public; the one in play is not.
export async function listPlayerCasinoBets(
  db: Queryable,
  playerId: number,
  page: CursorPage,
): Promise<{ rows: PlayerCasinoBet[]; nextCursor: number | null }> {
  const { rows } = await db.query<CasinoRow>(
    `SELECT b.id, g.name AS game, gp.name AS provider, b.round_id, b.bet, b.win, b.status,
            b.created_at, hr.engine AS house_engine, hs.server_seed_hash,
            CASE WHEN hs.revealed_at IS NOT NULL THEN hs.server_seed END AS server_seed,
            hs.client_seed, hr.nonce, lr.engine AS live_engine, lr.idx AS live_index,
            CASE WHEN lr.phase IN ('ended', 'settled') THEN lr.hash END AS live_hash
       FROM bets b JOIN games g ON g.id = b.game_id
       JOIN game_providers gp ON gp.id = g.provider_id
       LEFT JOIN house_rounds hr ON hr.id = b.round_id AND hr.nonce IS NOT NULL
       LEFT JOIN house_seeds hs ON hs.id = hr.seed_id
       LEFT JOIN live_bets lb ON b.round_id LIKE 'live:%' AND lb.id = substr(b.round_id, 6)
       LEFT JOIN live_rounds lr ON lr.id = lb.round_id
      WHERE b.player_id = $1 AND ($2::int IS NULL OR b.id < $2)
      ORDER BY b.id DESC LIMIT $3`,
    [playerId, page.before ?? null, page.limit + 1],
  );
  return pageOf(rows.map(toCasinoBet), page.limit);
}

function toCasinoBet(row: CasinoRow): PlayerCasinoBet {
  return {
    id: row.id,
    game: row.game,
    provider: row.provider,
    roundId: row.round_id,
    bet: satoshisToMbtc(row.bet),
    win: satoshisToMbtc(row.win),
    status: row.status,
    createdAt: row.created_at.toISOString(),
    fairness: fairnessOf(row),
  };
}

function fairnessOf(row: CasinoRow): PlayerCasinoBet['fairness'] {
  if (row.house_engine && row.server_seed_hash && row.client_seed && row.nonce !== null) {
    return {
      kind: 'seeds',
      game: row.house_engine,
      serverSeedHash: row.server_seed_hash,
      serverSeed: row.server_seed,
      clientSeed: row.client_seed,
      nonce: row.nonce,
    };
  }
  if (row.live_engine && row.live_index !== null) {
    return {
      kind: 'chain',
      game: row.live_engine,
      roundNumber: row.live_index,
      roundHash: row.live_hash,
    };
  }
  return null;
}
