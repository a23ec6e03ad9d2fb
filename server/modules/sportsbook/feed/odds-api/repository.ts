// What the book holds of the adapter's events: what the translator compares a poll against.
import type { Queryable } from '../../../../db/database';
import type { EventScore, EventStatus, MarketStatus } from '../feed-messages';
import type { GradableMarket } from './grading';

export interface BookMarket extends GradableMarket {
  status: MarketStatus;
}

export interface BookEvent {
  id: string;
  /** the API sport key the event came from (its league) */
  sportKey: string;
  status: EventStatus;
  startTime: number;
  /** the score the book shows, null before the first one */
  score: EventScore | null;
  /** the highest seq the book applied to the event: a poll's messages are stamped past it */
  lastSeq: number;
  markets: BookMarket[];
}

/**
 * The adapter's events, each with its markets unless it is over (closed or cancelled): pruning
 * deletes those a week after (feed-pruning.ts), until then a poll still listing one leaves it be.
 */
export async function selectApiEvents(db: Queryable): Promise<Map<string, BookEvent>> {
  const { rows } = await db.query<{
    id: string;
    league_id: string;
    status: EventStatus;
    start_time: Date | string;
    last_seq: string;
    score: EventScore | null;
    markets: BookMarket[] | null;
  }>(
    `SELECT e.id, e.league_id, e.status, e.start_time, e.last_seq::text AS last_seq,
            e.score,
            (SELECT json_agg(json_build_object(
                      'type', m.type, 'specifiers', m.specifiers, 'status', m.status,
                      'outcomeIds', (SELECT json_agg(o.outcome_id ORDER BY o.outcome_id)
                                       FROM sports_outcomes o WHERE o.market_id = m.id))
                      ORDER BY m.type, m.specifiers)
               FROM sports_markets m
              WHERE m.event_id = e.id AND e.status NOT IN ('closed', 'cancelled')) AS markets
       FROM sports_events e
      WHERE e.id LIKE 'odds-api:%'`,
  );
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        sportKey: row.league_id,
        status: row.status,
        startTime: new Date(row.start_time).getTime(),
        score: row.score,
        lastSeq: Number(row.last_seq),
        markets: (row.markets ?? []).map((market) => ({
          ...market,
          outcomeIds: market.outcomeIds ?? [],
        })),
      },
    ]),
  );
}
