import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPORTS_LIST_ROOM, sportsEventRoom } from '../../../../contract/sportsbook';
import { createRealtime, type RoomMessage } from '../../realtime/realtime';
import type { FeedChange, OddsUpdate } from './feed-change';
import { createFeedPublisher } from './feed-publisher';

const WINDOW = 100;

function oddsUpdate(type: string, outcomeId: string, oddsMilli: number): OddsUpdate {
  const marketId = type === '1x2' ? '10' : '11';
  const specifiers = type === '1x2' ? '' : 'total=2.5';
  const selectionId = `${marketId}${outcomeId.length}`;
  return { marketId, type, specifiers, outcomeId, selectionId, oddsMilli, isActive: true };
}

function change(eventId: string, parts: Partial<FeedChange>): FeedChange {
  return {
    messageId: `${eventId}:${String(Math.random())}`,
    eventId,
    kind: 'odds_change',
    timestamp: Date.parse('2030-05-01T18:00:00Z'),
    isApplied: true,
    isFixtureChanged: false,
    event: null,
    markets: [],
    odds: [],
    resolvedMarkets: [],
    ...parts,
  };
}

function setUp() {
  const realtime = createRealtime();
  const sent: RoomMessage[] = [];
  realtime.subscribeToRooms((message) => sent.push(message));
  return { publisher: createFeedPublisher(realtime, WINDOW), sent };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the feed publisher', () => {
  it('sends an event’s first change at once and coalesces those within the window', () => {
    vi.useFakeTimers();
    const { publisher, sent } = setUp();
    publisher.publish(change('e1', { odds: [oddsUpdate('1x2', 'home', 2100)] }));
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatchObject({
      rooms: [sportsEventRoom('e1')],
      event: 'sports_odds',
      data: { eventId: 'e1', outcomes: [{ marketId: '10', id: '104', oddsMilli: 2100 }] },
    });
    expect(sent[1]).toMatchObject({ rooms: [SPORTS_LIST_ROOM], event: 'sports_odds' });

    sent.length = 0;
    publisher.publish(change('e1', { odds: [oddsUpdate('1x2', 'home', 2200)] }));
    publisher.publish(
      change('e1', {
        odds: [oddsUpdate('1x2', 'home', 2300), oddsUpdate('total', 'over', 1900)],
        markets: [{ marketId: '11', type: 'total', specifiers: 'total=2.5', status: 'suspended' }],
        event: { status: 'live', score: { home: 1, away: 0 }, clock: null },
      }),
    );
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(WINDOW);
    const toEvent = sent.filter((message) => message.rooms.includes(sportsEventRoom('e1')));
    expect(toEvent.map((message) => message.event)).toEqual(['sports_odds', 'sports_event']);
    expect(toEvent[0]?.data).toEqual({
      eventId: 'e1',
      outcomes: [
        { marketId: '10', id: '104', oddsMilli: 2300, isActive: true },
        { marketId: '11', id: '114', oddsMilli: 1900, isActive: true },
      ],
      markets: [{ id: '11', status: 'suspended' }],
    });
    // the lists show the main market only
    const toList = sent.filter(
      (message) => message.event === 'sports_odds' && message.rooms.includes(SPORTS_LIST_ROOM),
    );
    expect(toList.map((message) => message.data)).toEqual([
      {
        eventId: 'e1',
        outcomes: [{ marketId: '10', id: '104', oddsMilli: 2300, isActive: true }],
        markets: [],
      },
    ]);
    expect(toEvent[1]).toMatchObject({
      rooms: [sportsEventRoom('e1'), SPORTS_LIST_ROOM],
      data: {
        id: 'e1',
        status: 'live',
        score: { home: 1, away: 0 },
        updatedAt: '2030-05-01T18:00:00.000Z',
      },
    });
  });

  it('keeps events apart and ignores messages that changed nothing', () => {
    vi.useFakeTimers();
    const { publisher, sent } = setUp();
    publisher.publish(change('e1', { isApplied: false, odds: [oddsUpdate('1x2', 'home', 2100)] }));
    publisher.publish(change('e1', {}));
    expect(sent).toEqual([]);
    publisher.publish(change('e1', { event: { status: 'live', score: null, clock: null } }));
    publisher.publish(change('e2', { event: { status: 'live', score: null, clock: null } }));
    expect(sent.map((message) => (message.data as { id: string }).id)).toEqual(['e1', 'e2']);
  });

  it('sends what waits when it stops', () => {
    vi.useFakeTimers();
    const { publisher, sent } = setUp();
    publisher.publish(change('e1', { event: { status: 'live', score: null, clock: null } }));
    publisher.publish(change('e1', { event: { status: 'ended', score: null, clock: null } }));
    publisher.stop();
    expect(sent.map((message) => (message.data as { status: string }).status)).toEqual([
      'live',
      'ended',
    ]);
  });
});
