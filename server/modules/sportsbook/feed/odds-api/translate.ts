// A poll of The Odds API as the book's feed messages (docs/sportsbook-odds-api.md). Ids are made
// from what a message says, so polling the same payload again makes the same ids and the feed
// log applies nothing twice; `seq` is the poll's time (×100, plus the message's place among the
// event's messages of that poll), or just past the event's last applied seq when that is higher
// (a node whose clock is behind took the feed over), the poller being the feed's only producer.
import { createHash } from 'node:crypto';
import type { FeedMessage, MarketOdds } from '../feed-messages';
import type { MessageBody } from '../simulator/message-stamp';
import { marketKey } from '../feed-change';
import { priceEvent } from './consensus';
import { gradeMarkets } from './grading';
import type { OddsEvent, ScoreEvent } from './payloads';
import type { BookEvent } from './repository';
import { bookEventId, bookSportOf } from './sports';

/**
 * Stamps the messages of one poll: each event's seq rising from the poll's time, or from just
 * past the last seq the book applied to it (`book`, as read before the poll) when that is later,
 * so a message is never older than what the book holds, whatever the node's clock says.
 */
export function createStamper(now: number, book: Map<string, BookEvent> = new Map()) {
  const next = new Map<string, number>();
  return (eventId: string, id: string, body: MessageBody): FeedMessage => {
    const seq = next.get(eventId) ?? Math.max(now * 100, (book.get(eventId)?.lastSeq ?? 0) + 1);
    next.set(eventId, seq + 1);
    return { ...body, id, eventId, seq, timestamp: now } as FeedMessage;
  };
}
export type Stamper = ReturnType<typeof createStamper>;

const digest = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

export interface OddsPoll {
  sportKey: string;
  events: OddsEvent[];
  /** the adapter's events the book holds */
  book: Map<string, BookEvent>;
  now: number;
  margin: number;
  /** how old an event's latest price may be while it is in play before its markets stop */
  staleMs: number;
  stamp: Stamper;
}

/** Whether the book still trades the event: not ended, closed or cancelled. */
const isOpen = (event: BookEvent) =>
  event.status === 'not_started' || event.status === 'live' || event.status === 'suspended';

/** The most recent update of any bookmaker quoting the event, or null when none does. */
const latestUpdate = (event: OddsEvent) =>
  event.bookmakers.length > 0 ? Math.max(...event.bookmakers.map((item) => item.lastUpdate)) : null;

/**
 * Per event: its fixture, its prices (and markets the bookmakers stopped quoting deactivated),
 * or a bet_stop while it is in play and its prices are stale; then a bet_stop of every event the
 * book still trades that the payload no longer lists.
 */
export function translateOdds(poll: OddsPoll): FeedMessage[] {
  const { now, stamp } = poll;
  const messages: FeedMessage[] = [];
  const listed = new Set<string>();
  for (const event of poll.events) {
    const sport = bookSportOf(event.sportKey);
    if (!sport || event.sportKey !== poll.sportKey) continue;
    const eventId = bookEventId(event.id);
    listed.add(eventId);
    const known = poll.book.get(eventId);
    // an event that ended takes nothing more than its settlement
    if (known && !isOpen(known)) continue;
    const fixture = {
      sport: { id: sport.id, name: sport.name, mainMarketType: sport.mainMarketType },
      league: {
        id: event.sportKey,
        name: { es: event.sportTitle, en: event.sportTitle },
        country: null,
      },
      home: { es: event.homeTeam, en: event.homeTeam },
      away: { es: event.awayTeam, en: event.awayTeam },
      startTime: event.commenceTime,
    };
    messages.push(
      stamp(eventId, `${eventId}:fixture:${digest(fixture)}`, { kind: 'fixture_change', fixture }),
    );
    const status = event.commenceTime <= now ? 'live' : 'not_started';
    const lastUpdate = latestUpdate(event);
    const markets: MarketOdds[] = priceEvent(event, sport, poll.margin);
    const priced = new Set(markets.map(marketKey));
    for (const market of known?.markets ?? []) {
      if (priced.has(marketKey(market))) continue;
      if (market.status !== 'active' && market.status !== 'suspended') continue;
      const { type, specifiers } = market;
      markets.push({ type, specifiers, status: 'deactivated', outcomes: [] });
    }
    // in play with stale prices: the book shows the last ones but takes no bet on them
    const isStale = status === 'live' && (lastUpdate === null || now - lastUpdate > poll.staleMs);
    if (isStale) {
      for (const market of markets) if (market.status === 'active') market.status = 'suspended';
    }
    const id = `${eventId}:odds:${digest([status, lastUpdate, markets])}`;
    messages.push(stamp(eventId, id, { kind: 'odds_change', event: { status }, markets }));
    if (isStale)
      messages.push(stamp(eventId, `${eventId}:stale:${String(lastUpdate)}`, { kind: 'bet_stop' }));
  }
  for (const known of poll.book.values()) {
    if (known.sportKey !== poll.sportKey || listed.has(known.id) || known.status === 'ended')
      continue;
    // gone from the odds but not over: nothing is taken on it until it is listed again or ends
    if (!known.markets.some((market) => market.status === 'active')) continue;
    messages.push(stamp(known.id, `${known.id}:gone:${String(now)}`, { kind: 'bet_stop' }));
  }
  return messages;
}

/**
 * Per event the book holds: the score while in play, after a bet_stop of its markets when the
 * score changed from the one the book shows; once completed, every market stops, the
 * event ends with its final score, its markets are graded from it (certainty 2) and it closes.
 */
export function translateScores(
  events: ScoreEvent[],
  book: Map<string, BookEvent>,
  stamp: Stamper,
): FeedMessage[] {
  const messages: FeedMessage[] = [];
  for (const event of events) {
    const eventId = bookEventId(event.id);
    const known = book.get(eventId);
    if (!known || !event.score || known.status === 'closed' || known.status === 'cancelled')
      continue;
    const score = { home: event.score.home, away: event.score.away };
    const tag = `${String(score.home)}-${String(score.away)}`;
    if (!event.completed) {
      const id = `${eventId}:score:${tag}:${String(event.lastUpdate)}`;
      // a goal: the prices were made before it, so nothing is taken on them until the next
      // odds poll brings prices the bookmakers updated since (a new odds_change reopens them)
      const held = known.score;
      if (held && (held.home !== score.home || held.away !== score.away))
        messages.push(stamp(eventId, `${id}:stop`, { kind: 'bet_stop' }));
      const body: MessageBody = {
        kind: 'odds_change',
        event: { status: 'live', score },
        markets: [],
      };
      messages.push(stamp(eventId, id, body));
      continue;
    }
    const final = `${eventId}:final:${tag}`;
    const open = known.markets.filter(
      (market) => market.status !== 'settled' && market.status !== 'cancelled',
    );
    messages.push(
      stamp(eventId, `${final}:stop`, { kind: 'bet_stop' }),
      stamp(eventId, `${final}:ended`, {
        kind: 'odds_change',
        event: { status: 'ended', score },
        markets: [],
      }),
    );
    if (open.length > 0) {
      const markets = gradeMarkets(open, score);
      messages.push(
        stamp(eventId, `${final}:settle`, { kind: 'bet_settlement', certainty: 2, markets }),
      );
    }
    messages.push(
      stamp(eventId, `${final}:closed`, {
        kind: 'odds_change',
        event: { status: 'closed' },
        markets: [],
      }),
    );
  }
  return messages;
}
