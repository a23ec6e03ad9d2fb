import { satoshisToMbtc } from '../../../../contract/money';
import type { SportsBetView } from '../../../../contract/sportsbook';
import type { Queryable } from '../../../db/database';
import { pageClause } from '../../../db/list-query';
import { isInCancelWindow, type BetSystem, type SettledLegResult } from './bet-repository';

// Bets as the player sees them (`sportsBet` of the contract): the answer of place_bet, the rows
// of get_bets and the sports_bet_settled and sports_bet_cashed_out events. Each leg carries the
// book's current price and status, from which the app values the bet's cash-out live.

interface BetViewRow {
  id: string;
  type: SportsBetView['type'];
  placed_at: Date;
  stake: bigint;
  system: string | null;
  system_lines: number | null;
  builder_odds_milli: number | null;
  potential_return: bigint;
  status: SportsBetView['status'];
  payout: bigint | null;
  settled_at: Date | null;
  settled_legs: (SettledLegResult | null)[] | null;
  open_stake: bigint;
  cashed_out: bigint;
  auto_cash_out: bigint | null;
  /** the standing settlement's, null while open */
  version: number | null;
  previous_payout: bigint | null;
}

interface LegViewRow {
  bet_id: string;
  position: number;
  outcome_id: string;
  event_id: string;
  home_es: string;
  home_en: string;
  away_es: string;
  away_en: string;
  start_time: Date;
  market_type: string;
  specifiers: string;
  outcome: string;
  odds_milli: number;
  market_id: string;
  market_status: SportsBetView['legs'][number]['marketStatus'];
  event_status: SportsBetView['legs'][number]['eventStatus'];
  current_odds_milli: number;
  is_active: boolean;
  result: 0 | 1 | null;
  void_factor: string | null;
  dead_heat_factor: string | null;
  is_cancelled: boolean;
  cancel_start_time: Date | null;
  cancel_end_time: Date | null;
}

const BET_COLUMNS = `b.id::text AS id, b.type, b.placed_at, b.stake, b.system, b.system_lines,
  b.builder_odds_milli,
  b.potential_return, b.status, b.payout, b.settled_at, s.legs AS settled_legs, b.open_stake,
  b.auto_cash_out,
  (SELECT coalesce(sum(c.amount), 0) FROM sports_bet_cash_outs c WHERE c.bet_id = b.id)::bigint
    AS cashed_out, s.version,
  (SELECT r.payout FROM sports_bet_settlements r WHERE r.bet_id = b.id
     AND r.reversal_journal_id IS NOT NULL ORDER BY r.version DESC LIMIT 1) AS previous_payout`;
// the standing settlement only: a bet a rollback returned to open shows none (migration 0020)
const BET_FROM = `FROM sports_bets b
  LEFT JOIN sports_bet_settlements s ON s.bet_id = b.id AND s.version = b.version
    AND s.reversal_journal_id IS NULL`;

/** The bets with these ids, in the order given (ids with no bet are left out). */
export async function getBetViews(db: Queryable, betIds: number[]): Promise<SportsBetView[]> {
  if (betIds.length === 0) return [];
  const { rows } = await db.query<BetViewRow>(
    `SELECT ${BET_COLUMNS} ${BET_FROM} WHERE b.id = ANY($1::bigint[])`,
    [betIds],
  );
  const views = await toViews(db, rows);
  const byId = new Map(views.map((view) => [view.id, view]));
  return betIds.flatMap((id) => byId.get(id) ?? []);
}

/** One page of a player's open or settled bets, newest first, and how many there are. */
export async function listPlayerBets(
  db: Queryable,
  playerId: number,
  filters: { status: SportsBetView['status']; page: number; itemsPerPage: number },
): Promise<{ rows: SportsBetView[]; count: number }> {
  // a bet cashed out in full is over: it is listed with the settled ones
  const where = `WHERE b.player_id = $1 AND (b.status = $2 OR ($2 = 'settled' AND b.status = 'cashed_out'))`;
  const [page, count] = await Promise.all([
    db.query<BetViewRow>(
      `SELECT ${BET_COLUMNS} ${BET_FROM} ${where} ORDER BY b.id DESC
       ${pageClause(filters.page, filters.itemsPerPage)}`,
      [playerId, filters.status],
    ),
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM sports_bets b ${where}`, [
      playerId,
      filters.status,
    ]),
  ]);
  return { rows: await toViews(db, page.rows), count: count.rows[0]?.count ?? 0 };
}

async function toViews(db: Queryable, bets: BetViewRow[]): Promise<SportsBetView[]> {
  if (bets.length === 0) return [];
  const { rows: legs } = await db.query<LegViewRow>(
    `SELECT l.bet_id::text AS bet_id, l.position, l.outcome_id::text AS outcome_id, l.event_id,
       e.home_es, e.home_en, e.away_es, e.away_en, e.start_time, m.type AS market_type,
       m.specifiers, o.outcome_id AS outcome, l.odds_milli, m.status AS market_status, o.result,
       o.void_factor, o.dead_heat_factor, l.market_id::text AS market_id,
       e.status AS event_status, o.odds_milli AS current_odds_milli, o.is_active, m.is_cancelled,
       m.cancel_start_time, m.cancel_end_time
     FROM sports_bet_legs l JOIN sports_outcomes o ON o.id = l.outcome_id
       JOIN sports_markets m ON m.id = l.market_id JOIN sports_events e ON e.id = l.event_id
     WHERE l.bet_id = ANY($1::bigint[]) ORDER BY l.bet_id, l.position`,
    [bets.map((bet) => bet.id)],
  );
  const legsByBet = new Map<string, LegViewRow[]>();
  for (const leg of legs) {
    const list = legsByBet.get(leg.bet_id) ?? [];
    list.push(leg);
    legsByBet.set(leg.bet_id, list);
  }
  return bets.map((bet) => toView(bet, legsByBet.get(bet.id) ?? []));
}

/**
 * The view of a bet just placed, from what its transaction read and wrote (placement.ts): what
 * getBetViews would read back, without the reads. Open, so no settlement; each leg's market was
 * active when the bet was checked, so no leg has a result.
 */
export function placedBetView(bet: {
  id: number;
  type: SportsBetView['type'];
  placedAt: Date;
  stake: bigint;
  system: BetSystem | null;
  builderOddsMilli: number | null;
  potentialReturn: bigint;
  legs: {
    /** the outcome's id in the book */
    outcomeId: string;
    eventId: string;
    home: { es: string; en: string };
    away: { es: string; en: string };
    startTime: Date;
    marketType: string;
    specifiers: string;
    /** the outcome's id within its market */
    outcome: string;
    oddsMilli: number;
    marketId: string;
    eventStatus: SportsBetView['legs'][number]['eventStatus'];
  }[];
}): SportsBetView {
  return toView(
    {
      id: String(bet.id),
      type: bet.type,
      placed_at: bet.placedAt,
      stake: bet.stake,
      system: bet.system?.name ?? null,
      system_lines: bet.system?.lines ?? null,
      builder_odds_milli: bet.builderOddsMilli,
      potential_return: bet.potentialReturn,
      status: 'open',
      payout: null,
      settled_at: null,
      settled_legs: null,
      open_stake: bet.stake,
      cashed_out: 0n,
      auto_cash_out: null,
      version: null,
      previous_payout: null,
    },
    bet.legs.map((leg, position) => ({
      bet_id: String(bet.id),
      position,
      outcome_id: leg.outcomeId,
      event_id: leg.eventId,
      home_es: leg.home.es,
      home_en: leg.home.en,
      away_es: leg.away.es,
      away_en: leg.away.en,
      start_time: leg.startTime,
      market_type: leg.marketType,
      specifiers: leg.specifiers,
      outcome: leg.outcome,
      odds_milli: leg.oddsMilli,
      market_id: leg.marketId,
      market_status: 'active',
      event_status: leg.eventStatus,
      current_odds_milli: leg.oddsMilli,
      is_active: true,
      result: null,
      void_factor: null,
      dead_heat_factor: null,
      is_cancelled: false,
      cancel_start_time: null,
      cancel_end_time: null,
    })),
  );
}

function toView(bet: BetViewRow, legs: LegViewRow[]): SportsBetView {
  return {
    id: Number(bet.id),
    type: bet.type,
    placedAt: bet.placed_at.toISOString(),
    stake: satoshisToMbtc(BigInt(bet.stake)),
    system: systemView(bet),
    builderOddsMilli: bet.builder_odds_milli,
    potentialReturn: satoshisToMbtc(BigInt(bet.potential_return)),
    status: bet.status,
    payout: bet.payout === null ? null : satoshisToMbtc(BigInt(bet.payout)),
    settledAt: bet.settled_at?.toISOString() ?? null,
    openStake: satoshisToMbtc(BigInt(bet.open_stake)),
    cashedOut: satoshisToMbtc(BigInt(bet.cashed_out)),
    autoCashOut: bet.auto_cash_out === null ? null : satoshisToMbtc(BigInt(bet.auto_cash_out)),
    version: bet.version ?? 0,
    previousPayout:
      bet.previous_payout === null ? null : satoshisToMbtc(BigInt(bet.previous_payout)),
    legs: legs.map((leg) => ({
      outcomeId: leg.outcome_id,
      eventId: leg.event_id,
      home: { es: leg.home_es, en: leg.home_en },
      away: { es: leg.away_es, en: leg.away_en },
      startTime: leg.start_time.toISOString(),
      marketType: leg.market_type,
      specifiers: leg.specifiers,
      outcome: leg.outcome,
      oddsMilli: leg.odds_milli,
      marketId: leg.market_id,
      currentOddsMilli: leg.current_odds_milli,
      isActive: leg.is_active,
      marketStatus: leg.market_status,
      eventStatus: leg.event_status,
      ...legResult(leg, bet.settled_legs?.[leg.position], bet.placed_at),
    })),
  };
}

/** A system bet's system, lines and stake per line (the stake is every line's); null for another bet. */
function systemView(bet: BetViewRow): SportsBetView['system'] {
  if (bet.system === null || bet.system_lines === null) return null;
  const lineStake = BigInt(bet.stake) / BigInt(bet.system_lines);
  return { name: bet.system, lines: bet.system_lines, lineStake: satoshisToMbtc(lineStake) };
}

/**
 * A settled bet shows each leg as it was paid; an open one the feed's current result of a
 * settled market (a leg already won or lost while others play on), or void when its market was
 * cancelled with the bet inside the window (as settlement and cash-out count it), nothing before.
 */
function legResult(
  leg: LegViewRow,
  settled: SettledLegResult | null | undefined,
  placedAt: Date,
):
  | SettledLegResult
  | {
      result: null;
      voidFactor: null;
      deadHeatFactor: null;
    } {
  if (settled) return settled;
  if (leg.market_status === 'settled' && leg.result !== null) {
    return {
      result: leg.result,
      voidFactor: leg.void_factor,
      deadHeatFactor: leg.dead_heat_factor,
    };
  }
  const market = {
    isCancelled: leg.is_cancelled,
    cancelStartTime: leg.cancel_start_time,
    cancelEndTime: leg.cancel_end_time,
  };
  if (leg.market_status === 'cancelled' && isInCancelWindow(market, placedAt)) {
    return { result: 0, voidFactor: '1', deadHeatFactor: null };
  }
  return { result: null, voidFactor: null, deadHeatFactor: null };
}
