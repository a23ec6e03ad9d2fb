// Test support: events made and moved through the feed store as a feed would (applyFeedMessage),
// for the sportsbook's call, placement and settlement tests.
import type { Database } from '../../db/database';
import type { FeedChange } from '../../modules/sportsbook/feed/feed-change';
import type {
  FeedMessage,
  MarketOdds,
  OutcomeResult,
} from '../../modules/sportsbook/feed/feed-messages';
import { formatSpecifiers } from '../../modules/sportsbook/feed/feed-messages';
import { applyFeedMessage } from '../../modules/sportsbook/feed/feed-store';
import { priceFootball, type FootballState } from '../../modules/sportsbook/pricing/football';
import { getEvent } from '../../modules/sportsbook/book/events-repository';

/** A message's own part: what its kind carries besides the id, event, seq and timestamp. */
export type MessageBody = FeedMessage extends infer M
  ? M extends FeedMessage
    ? Omit<M, 'id' | 'eventId' | 'seq' | 'timestamp'>
    : never
  : never;

let books = 0;

/** One test file's events: ids unique per call of `createTestBook`, each event's seq counted. */
export function createTestBook(db: Database) {
  books++;
  const prefix = `test:${process.pid}:${books}:${Date.now()}`;
  let events = 0;
  let messages = 0;
  const seqs = new Map<string, number>();

  function message(eventId: string, body: MessageBody, id?: string): FeedMessage {
    messages++;
    const seq = (seqs.get(eventId) ?? 0) + 1;
    seqs.set(eventId, seq);
    return {
      id: id ?? `${prefix}:msg:${messages}`,
      eventId,
      seq,
      timestamp: Date.now(),
      ...body,
    } as FeedMessage;
  }

  const apply = (eventId: string, body: MessageBody, id?: string): Promise<FeedChange> =>
    applyFeedMessage(db, message(eventId, body, id));

  /** A football match starting in an hour (or `startTime`), with a 1X2 and the totals given. */
  async function createEvent(
    options: { startTime?: number; status?: 'not_started' | 'live'; markets?: MarketOdds[] } = {},
  ) {
    events++;
    const eventId = `${prefix}:match:${events}`;
    await apply(eventId, {
      kind: 'fixture_change',
      fixture: {
        sport: { id: 'football', name: { es: 'Fútbol', en: 'Football' }, mainMarketType: '1x2' },
        league: {
          id: 'test-league',
          name: { es: 'Liga de prueba', en: 'Test league' },
          country: 'ES',
        },
        home: { es: `Local ${events}`, en: `Home ${events}` },
        away: { es: `Visitante ${events}`, en: `Away ${events}` },
        startTime: options.startTime ?? Date.now() + 3_600_000,
      },
    });
    await apply(eventId, {
      kind: 'odds_change',
      ...(options.status && { event: { status: options.status } }),
      markets: options.markets ?? [winner([2000, 3400, 3600])],
    });
    return eventId;
  }

  /** The selection ids of an event's outcomes, keyed `type/specifiers/outcome`. */
  async function selectionsOf(eventId: string): Promise<Record<string, string>> {
    const event = await getEvent(db, eventId);
    if (!event) throw new Error(`no event ${eventId}`);
    return Object.fromEntries(
      event.markets.flatMap((market) =>
        market.outcomes.map((outcome) => [
          `${market.type}/${market.specifiers}/${outcome.outcomeId}`,
          outcome.id,
        ]),
      ),
    );
  }

  const settle = (
    eventId: string,
    type: string,
    specifiers: string,
    outcomes: OutcomeResult[],
    id?: string,
  ) =>
    apply(
      eventId,
      { kind: 'bet_settlement', certainty: 2, markets: [{ type, specifiers, outcomes }] },
      id,
    );

  return { message, apply, createEvent, selectionsOf, settle };
}

export function winner(
  odds: [number, number, number],
  status: MarketOdds['status'] = 'active',
): MarketOdds {
  return {
    type: '1x2',
    specifiers: '',
    status,
    outcomes: ['1', 'x', '2'].map((id, index) => ({
      id,
      oddsMilli: odds[index] as number,
      isActive: true,
    })),
  };
}

export function twoWay(
  type: string,
  specifiers: string,
  ids: [string, string],
  odds: [number, number],
): MarketOdds {
  return {
    type,
    specifiers,
    status: 'active',
    outcomes: ids.map((id, index) => ({ id, oddsMilli: odds[index] as number, isActive: true })),
  };
}

/** Every football market of a state, as the simulator publishes it in an odds_change. */
export function publishedFootball(state: FootballState, margin: number): MarketOdds[] {
  return priceFootball(state, margin).map((market) => ({
    type: market.type,
    specifiers: formatSpecifiers(market.specifiers),
    status: 'active',
    outcomes: market.outcomes.map((outcome) => ({
      id: outcome.id,
      oddsMilli: outcome.odds,
      isActive: true,
    })),
  }));
}
