import { satoshisToMbtc } from '../../../../contract/money';
import type { Queryable } from '../../../db/database';
import { pageClause } from '../../../db/list-query';
import {
  EVENT_COLUMNS,
  EVENT_FROM,
  OPEN_STATUSES,
  selectMarketViews,
  toEventView,
  type EventRow,
  type MarketView,
} from '../book/events-repository';
import type { EventStatus, MarketStatus } from '../feed/feed-messages';
import { openBetsByOutcome } from '../limits/limits-repository';

// The back-office's trading view (contract/operator/sports-trading.ts) and the operator's suspension of a
// market (migration 0027: a layer over the feed's trading status that only a resume lifts).

export interface TradingFilter {
  status?: EventStatus | null | undefined;
  eventId?: string | null | undefined;
  search?: string | null | undefined;
  isExposed?: boolean | undefined;
  page: number;
  itemsPerPage: number;
}

interface OutcomeBets {
  stake: bigint;
  payout: bigint;
}

// accents the search ignores, in the names and in the words (searchWords)
const ACCENTED = 'áàâäéèêëíìîïóòôöúùûüñç';
const PLAIN = 'aaaaeeeeiiiioooouuuunc';
/** The event's names (teams and league, both languages) in lower case without accents. */
const SEARCHABLE = `translate(lower(e.home_es || ' ' || e.home_en || ' ' || e.away_es || ' '
  || e.away_en || ' ' || l.name_es || ' ' || l.name_en), '${ACCENTED}', '${PLAIN}')`;
/** The stake still riding on the open bets with a leg on the event. */
const OPEN_STAKE_OF_EVENT = `(SELECT sum(b.open_stake) FROM sports_bet_legs l2
  JOIN sports_bets b ON b.id = l2.bet_id WHERE l2.event_id = e.id AND b.status = 'open')`;

/** A search's words in lower case without accents, as SEARCHABLE reads the names. */
export function searchWords(search: string): string[] {
  return search
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/\s+/)
    .filter(Boolean);
}

/** One page of events with their markets, open stakes and the book's liability per outcome. */
export async function listTradingEvents(db: Queryable, filter: TradingFilter) {
  const params: unknown[] = [];
  const conditions: string[] = [];
  if (filter.status) {
    params.push(filter.status);
    conditions.push(`e.status = $${params.length}`);
  } else if (!filter.isExposed) {
    conditions.push(`e.status IN ${OPEN_STATUSES}`);
  }
  if (filter.eventId) {
    params.push(filter.eventId);
    conditions.push(`e.id = $${params.length}`);
  }
  for (const word of searchWords(filter.search ?? '')) {
    params.push(word);
    conditions.push(`strpos(${SEARCHABLE}, $${params.length}) > 0`);
  }
  if (filter.isExposed) conditions.push(`${OPEN_STAKE_OF_EVENT} > 0`);
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
  const order = filter.isExposed
    ? `${OPEN_STAKE_OF_EVENT} DESC, e.start_time, e.id`
    : 'e.start_time, e.id';
  const page = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} ${EVENT_FROM} ${where} ORDER BY ${order}
     ${pageClause(filter.page, filter.itemsPerPage)}`,
    params,
  );
  const count = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count ${EVENT_FROM} ${where}`,
    params,
  );
  const eventIds = page.rows.map((row) => row.id);
  const markets = await selectMarketViews(db, 'm.event_id = ANY($1::text[])', [eventIds]);
  const suspended = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM sports_markets
     WHERE event_id = ANY($1::text[]) AND operator_suspended_at IS NOT NULL`,
    [eventIds],
  );
  const bets = await db.query<{ outcome_id: string; stake: string; payout: string }>(
    `SELECT outcome_id, stake::text AS stake, payout::text AS payout
     FROM (${openBetsByOutcome('$1::text[]')}) AS o`,
    [eventIds],
  );
  const open = await db.query<{ event_id: string; stake: string; bets: number }>(
    `SELECT l.event_id, sum(b.open_stake)::text AS stake, count(*)::int AS bets
     FROM sports_bet_legs l JOIN sports_bets b ON b.id = l.bet_id
     WHERE l.event_id = ANY($1::text[]) AND b.status = 'open' GROUP BY l.event_id`,
    [eventIds],
  );
  const onOutcome = new Map<string, OutcomeBets>(
    bets.rows.map((row) => [
      row.outcome_id,
      { stake: BigInt(row.stake), payout: BigInt(row.payout) },
    ]),
  );
  const operatorSuspended = new Set(suspended.rows.map((row) => row.id));
  const openOnEvent = new Map(open.rows.map((row) => [row.event_id, row]));
  return {
    rows: page.rows.map((row) => ({
      ...toEventView(row),
      openStake: satoshisToMbtc(BigInt(openOnEvent.get(row.id)?.stake ?? 0)),
      openBets: openOnEvent.get(row.id)?.bets ?? 0,
      markets: (markets.get(row.id) ?? []).map((market) =>
        tradingMarket(market, onOutcome, operatorSuspended.has(market.id)),
      ),
    })),
    count: count.rows[0]?.count ?? 0,
  };
}

function tradingMarket(
  market: MarketView,
  onOutcome: Map<string, OutcomeBets>,
  isOperatorSuspended: boolean,
) {
  const betsOf = (outcomeId: string) => onOutcome.get(outcomeId) ?? { stake: 0n, payout: 0n };
  // a bet has one leg per event, so the market's open stake is its outcomes' stakes together
  const openStake = market.outcomes.reduce((sum, outcome) => sum + betsOf(outcome.id).stake, 0n);
  const liabilities = market.outcomes.map((outcome) => betsOf(outcome.id).payout - openStake);
  const maxLiability = liabilities.reduce((max, value) => (value > max ? value : max), -openStake);
  return {
    id: market.id,
    type: market.type,
    specifiers: market.specifiers,
    status: market.status,
    isOperatorSuspended,
    openStake: satoshisToMbtc(openStake),
    maxLiability: satoshisToMbtc(maxLiability),
    outcomes: market.outcomes.map((outcome, index) => ({
      id: outcome.id,
      outcomeId: outcome.outcomeId,
      oddsMilli: outcome.oddsMilli,
      isActive: outcome.isActive,
      result: outcome.result,
      stake: satoshisToMbtc(betsOf(outcome.id).stake),
      payout: satoshisToMbtc(betsOf(outcome.id).payout),
      liability: satoshisToMbtc(liabilities[index] as bigint),
    })),
  };
}

export interface MarketSuspension {
  id: string;
  status: MarketStatus;
  isOperatorSuspended: boolean;
}

/** The market, locked; null when the event has no such market. */
export async function lockMarketSuspension(
  tx: Queryable,
  market: { eventId: string; type: string; specifiers: string },
): Promise<MarketSuspension | null> {
  const { rows } = await tx.query<{ id: string; status: MarketStatus; suspended: boolean }>(
    `SELECT id::text AS id, status, operator_suspended_at IS NOT NULL AS suspended
     FROM sports_markets WHERE event_id = $1 AND type = $2 AND specifiers = $3 FOR UPDATE`,
    [market.eventId, market.type, market.specifiers],
  );
  const row = rows[0];
  return row ? { id: row.id, status: row.status, isOperatorSuspended: row.suspended } : null;
}

/** Sets or lifts the operator's suspension; answers the market after. */
export async function setOperatorSuspension(
  tx: Queryable,
  marketId: string,
  suspendedBy: number | null,
): Promise<MarketSuspension> {
  const { rows } = await tx.query<{ id: string; status: MarketStatus; suspended: boolean }>(
    `UPDATE sports_markets SET
       operator_suspended_at = CASE WHEN $2::int IS NULL THEN NULL ELSE now() END,
       operator_suspended_by = $2
     WHERE id = $1
     RETURNING id::text AS id, status, operator_suspended_at IS NOT NULL AS suspended`,
    [marketId, suspendedBy],
  );
  const row = rows[0] as { id: string; status: MarketStatus; suspended: boolean };
  return { id: row.id, status: row.status, isOperatorSuspended: row.suspended };
}
