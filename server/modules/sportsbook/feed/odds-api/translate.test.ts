import { describe, expect, it } from 'vitest';
import type { BetSettlementMessage, FeedMessage, OddsChangeMessage } from '../feed-messages';
import { gradeMarkets } from './grading';
import { parseOddsPayload, parseScoresPayload } from './payloads';
import type { BookEvent } from './repository';
import { bookSportOf } from './sports';
import { createStamper, translateOdds, translateScores } from './translate';
import {
  NOW,
  UPCOMING,
  LIVE,
  STALE,
  readFixture,
} from '../../../../testing/sportsbook/odds-api-fixtures';
import { priceEvent } from './consensus';

function translate(name: string, book = new Map<string, BookEvent>(), now = NOW) {
  const { events } = parseOddsPayload(readFixture(name));
  const sportKey = events[0]?.sportKey ?? '';
  const stamp = createStamper(now);
  return translateOdds({ sportKey, events, book, now, margin: 0.05, staleMs: 90_000, stamp });
}

const ofEvent = (messages: FeedMessage[], eventId: string) =>
  messages.filter((message) => message.eventId === eventId);

describe('reading The Odds API payloads', () => {
  it('reads the events, ignores unknown fields and unreadable markets, and skips a malformed event', () => {
    const parsed = parseOddsPayload(readFixture('odds-soccer_epl'));
    expect(parsed.events.map((event) => event.id)).toEqual([
      'e1a2b3c4d5e6f70011223344556677aa',
      'f1a2b3c4d5e6f70011223344556677bb',
      'a9a2b3c4d5e6f70011223344556677cc',
    ]);
    expect(parsed.skipped).toEqual([
      { id: 'bad0000000000000000000000000000', reason: expect.stringContaining('commence_time') },
    ]);
    const [first] = parsed.events;
    expect(first?.commenceTime).toBe(Date.parse('2026-11-22T15:00:00Z'));
    // the totals outcome priced "n/a" is left out, its market kept empty
    expect(first?.bookmakers[1]?.markets.at(-1)).toEqual({ key: 'totals', outcomes: [] });
    expect(parseOddsPayload({ message: 'not a list' }).skipped).toHaveLength(1);
  });

  it('reads scores as numbers per side, and none before the start', () => {
    const { events, skipped } = parseScoresPayload(readFixture('scores-soccer_epl-final'));
    expect(skipped).toEqual([]);
    expect(events.map((event) => [event.completed, event.score])).toEqual([
      [false, null],
      [true, { home: 2, away: 1 }],
      [true, { home: 1, away: 1 }],
    ]);
    const broken = [{ ...(events[1] as object), completed: true, scores: null }];
    expect(parseScoresPayload(broken).events).toEqual([]);
  });
});

describe('pricing from the bookmakers', () => {
  it('takes the median fair probability per outcome and adds the book margin on the tick ladder', () => {
    const [event] = parseOddsPayload(readFixture('odds-soccer_epl')).events;
    const sport = bookSportOf('soccer_epl');
    if (!event || !sport) throw new Error('the fixture has no football event');
    const markets = priceEvent(event, sport, 0.05);
    const byKey = Object.fromEntries(markets.map((m) => [`${m.type}/${m.specifiers}`, m]));
    // fair: home 0.4535, away 0.2656, draw 0.2809; × 1.05, inverted, rounded down to the ladder
    expect(byKey['1x2/']?.outcomes).toEqual([
      { id: 'home', oddsMilli: 2100, isActive: true },
      { id: 'away', oddsMilli: 3550, isActive: true },
      { id: 'draw', oddsMilli: 3350, isActive: true },
    ]);
    expect(Object.keys(byKey).sort()).toEqual([
      '1x2/',
      'asian_handicap/hcp=-0.25',
      'asian_handicap/hcp=-0.5',
      'total/total=2.5',
      'total/total=3',
    ]);
    // every market carries the book's margin, not the bookmakers'
    for (const market of markets) {
      const overround = market.outcomes.reduce((sum, o) => sum + 1000 / o.oddsMilli, 0);
      expect(overround).toBeGreaterThanOrEqual(1.05);
      expect(overround).toBeLessThan(1.07);
    }
  });
});

describe('translating a poll', () => {
  it('creates each fixture, prices it, and stops an event in play whose prices are stale', () => {
    const messages = translate('odds-soccer_epl');
    expect(ofEvent(messages, UPCOMING).map((m) => m.kind)).toEqual([
      'fixture_change',
      'odds_change',
    ]);
    const upcomingOdds = ofEvent(messages, UPCOMING)[1] as OddsChangeMessage;
    expect(upcomingOdds.event).toEqual({ status: 'not_started' });
    const liveOdds = ofEvent(messages, LIVE)[1] as OddsChangeMessage;
    expect(liveOdds.event).toEqual({ status: 'live' });
    expect(liveOdds.markets.map((m) => `${m.type}/${m.specifiers}`)).toEqual([
      '1x2/',
      'asian_handicap/hcp=-1',
      'total/total=2.5',
    ]);
    expect(ofEvent(messages, STALE).map((m) => m.kind)).toEqual([
      'fixture_change',
      'odds_change',
      'bet_stop',
    ]);
    // seq rises through an event's messages
    const seqs = ofEvent(messages, STALE).map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(new Set(seqs).size).toBe(3);
  });

  it('makes the same ids from the same payload at a later poll, and new ones when prices move', () => {
    const first = translate('odds-soccer_epl').map((m) => m.id);
    const again = translate('odds-soccer_epl', new Map(), NOW + 30_000).map((m) => m.id);
    expect(again).toEqual(first);
    const later = translate('odds-soccer_epl-later', new Map(), NOW + 5 * 60_000);
    expect(first).not.toContain(later.find((m) => m.kind === 'odds_change')?.id);
  });

  it('stops an event gone from the list while it trades, and deactivates lines no longer quoted', () => {
    const book = new Map<string, BookEvent>([
      [
        UPCOMING,
        {
          id: UPCOMING,
          sportKey: 'soccer_epl',
          status: 'not_started',
          startTime: NOW,
          score: null,
          lastSeq: 0,
          markets: [{ type: '1x2', specifiers: '', status: 'active', outcomeIds: ['home'] }],
        },
      ],
      [
        LIVE,
        {
          id: LIVE,
          sportKey: 'soccer_epl',
          status: 'live',
          startTime: NOW,
          score: null,
          lastSeq: 0,
          markets: [{ type: 'total', specifiers: 'total=4.5', status: 'active', outcomeIds: [] }],
        },
      ],
    ]);
    const messages = translate('odds-soccer_epl-later', book, NOW + 5 * 60_000);
    expect(ofEvent(messages, UPCOMING).map((m) => m.kind)).toEqual(['bet_stop']);
    const odds = ofEvent(messages, LIVE).find((m) => m.kind === 'odds_change') as OddsChangeMessage;
    expect(odds.markets.find((m) => m.specifiers === 'total=4.5')).toEqual({
      type: 'total',
      specifiers: 'total=4.5',
      status: 'deactivated',
      outcomes: [],
    });
  });

  it('stamps past the seq the book last applied when the clock is behind it', () => {
    const lastSeq = (NOW + 60_000) * 100 + 7;
    const book = new Map<string, BookEvent>([
      [
        LIVE,
        {
          id: LIVE,
          sportKey: 'soccer_epl',
          status: 'live',
          startTime: NOW,
          score: null,
          lastSeq,
          markets: [],
        },
      ],
    ]);
    const stamp = createStamper(NOW, book);
    const seqs = [LIVE, LIVE, UPCOMING].map((id) => stamp(id, 'x', { kind: 'bet_stop' }).seq);
    expect(seqs).toEqual([lastSeq + 1, lastSeq + 2, NOW * 100]);
  });

  it('stops the markets of an event in play whose score changed from the one the book shows', () => {
    const { events } = parseScoresPayload(readFixture('scores-soccer_epl-live'));
    const kinds = (score: BookEvent['score']) => {
      const held: BookEvent = {
        id: LIVE,
        sportKey: 'soccer_epl',
        status: 'live',
        startTime: NOW,
        score,
        lastSeq: 0,
        markets: [],
      };
      const stamp = createStamper(NOW);
      return ofEvent(translateScores(events, new Map([[LIVE, held]]), stamp), LIVE).map(
        (message) => message.kind,
      );
    };
    // the fixture's score is 1-0
    expect(kinds({ home: 0, away: 0 })).toEqual(['bet_stop', 'odds_change']);
    expect(kinds({ home: 1, away: 0 })).toEqual(['odds_change']);
    expect(kinds(null)).toEqual(['odds_change']);
  });

  it('ends, grades and closes a completed event the book holds, and only one it holds', () => {
    const book = new Map<string, BookEvent>([
      [
        LIVE,
        {
          id: LIVE,
          sportKey: 'soccer_epl',
          status: 'live',
          startTime: NOW,
          score: null,
          lastSeq: 0,
          markets: [
            { type: '1x2', specifiers: '', status: 'active', outcomeIds: ['away', 'draw', 'home'] },
          ],
        },
      ],
    ]);
    const { events } = parseScoresPayload(readFixture('scores-soccer_epl-final'));
    const messages = translateScores(events, book, createStamper(NOW));
    expect(messages.map((m) => `${m.eventId} ${m.kind}`)).toEqual([
      `${LIVE} bet_stop`,
      `${LIVE} odds_change`,
      `${LIVE} bet_settlement`,
      `${LIVE} odds_change`,
    ]);
    expect((messages[2] as BetSettlementMessage).markets[0]?.outcomes).toEqual([
      { id: 'away', result: 0 },
      { id: 'draw', result: 0 },
      { id: 'home', result: 1 },
    ]);
  });
});

describe('grading from the final score', () => {
  const grade = (
    type: string,
    specifiers: string,
    outcomeIds: string[],
    home: number,
    away: number,
  ) => gradeMarkets([{ type, specifiers, outcomeIds }], { home, away })[0]?.outcomes;

  it('grades three-way h2h with the draw and refunds a tied two-way one', () => {
    expect(grade('1x2', '', ['home', 'draw', 'away'], 1, 1)).toEqual([
      { id: 'home', result: 0 },
      { id: 'draw', result: 1 },
      { id: 'away', result: 0 },
    ]);
    expect(grade('moneyline', '', ['home', 'away'], 3, 3)).toEqual([
      { id: 'home', result: 0, voidFactor: '1' },
      { id: 'away', result: 0, voidFactor: '1' },
    ]);
  });

  it('grades spreads on the home line: win, push, half lines and quarter lines', () => {
    expect(grade('spread', 'hcp=-3', ['home', 'away'], 103, 100)).toEqual([
      { id: 'home', result: 0, voidFactor: '1' },
      { id: 'away', result: 0, voidFactor: '1' },
    ]);
    expect(grade('spread', 'hcp=-2.5', ['home', 'away'], 103, 100)).toEqual([
      { id: 'home', result: 1 },
      { id: 'away', result: 0 },
    ]);
    expect(grade('asian_handicap', 'hcp=-0.75', ['home', 'away'], 1, 0)).toEqual([
      { id: 'home', result: 1, voidFactor: '0.5' },
      { id: 'away', result: 0, voidFactor: '0.5' },
    ]);
  });

  it('grades totals over and under, a whole line landing exactly refunding both', () => {
    expect(grade('total', 'total=2.5', ['over', 'under'], 2, 1)).toEqual([
      { id: 'over', result: 1 },
      { id: 'under', result: 0 },
    ]);
    expect(grade('total', 'total=3', ['over', 'under'], 2, 1)).toEqual([
      { id: 'over', result: 0, voidFactor: '1' },
      { id: 'under', result: 0, voidFactor: '1' },
    ]);
    expect(grade('total', 'total=200.5', ['over', 'under'], 103, 100)).toEqual([
      { id: 'over', result: 1 },
      { id: 'under', result: 0 },
    ]);
  });
});
