import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../testing/harness';
import { getEvent, listEvents, listSports, type EventDetail } from '../book/events-repository';
import type { FeedMessage, MarketOdds } from './feed-messages';
import { InvalidFactorError } from './feed-resolution';
import { applyFeedMessage, UnknownEventError } from './feed-store';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const START = Date.parse('2030-05-01T18:00:00Z');
let eventCount = 0;
let messageCount = 0;

/** A fresh event id per test, so tests share the database without seeing each other's events. */
function newEventId() {
  eventCount++;
  return `sr:match:${eventCount}`;
}

/** A message's own part: what its kind carries besides the id, event, seq and timestamp. */
type MessageBody = FeedMessage extends infer M
  ? M extends FeedMessage
    ? Omit<M, 'id' | 'eventId' | 'seq' | 'timestamp'>
    : never
  : never;

/** A message of `eventId` with a new id; `seq` is also its timestamp's offset. */
function message(eventId: string, seq: number, body: MessageBody): FeedMessage {
  messageCount++;
  const timestamp = START - 3_600_000 + seq;
  return { id: `msg-${messageCount}`, eventId, seq, timestamp, ...body } as FeedMessage;
}

function fixture(eventId: string, seq: number, overrides: Record<string, unknown> = {}) {
  return message(eventId, seq, {
    kind: 'fixture_change',
    fixture: {
      sport: { id: 'football', name: { es: 'Fútbol', en: 'Football' }, mainMarketType: '1x2' },
      league: { id: 'es-laliga', name: { es: 'LaLiga', en: 'LaLiga' }, country: 'ES' },
      home: { es: 'Sevilla', en: 'Seville' },
      away: { es: 'Bética', en: 'Betis' },
      startTime: START,
      ...overrides,
    },
  });
}

function winner(
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

function total(line: string, over: number, under: number): MarketOdds {
  return {
    type: 'total',
    specifiers: `total=${line}`,
    status: 'active',
    outcomes: [
      { id: 'over', oddsMilli: over, isActive: true },
      { id: 'under', oddsMilli: under, isActive: true },
    ],
  };
}

function oddsChange(eventId: string, seq: number, markets: MarketOdds[], event?: object) {
  return message(eventId, seq, { kind: 'odds_change', markets, ...(event && { event }) });
}

const apply = (feedMessage: FeedMessage) => applyFeedMessage(server.db, feedMessage);

async function eventOf(eventId: string): Promise<EventDetail> {
  const event = await getEvent(server.db, eventId);
  if (!event) throw new Error(`no event ${eventId}`);
  return event;
}

function marketOf(event: EventDetail, type: string, specifiers = '') {
  const market = event.markets.find((m) => m.type === type && m.specifiers === specifiers);
  if (!market) throw new Error(`no market ${type} ${specifiers}`);
  return market;
}

const oddsOf = (event: EventDetail, type: string, specifiers = '') =>
  marketOf(event, type, specifiers).outcomes.map((outcome) => outcome.oddsMilli);

/** An event created and priced: 1X2 and total 2.5 active at seq 2. */
async function pricedEvent() {
  const eventId = newEventId();
  await apply(fixture(eventId, 1));
  await apply(oddsChange(eventId, 2, [winner([2100, 3300, 3600]), total('2.5', 1900, 1950)]));
  return eventId;
}

describe('applying each kind of feed message', () => {
  it('fixture_change creates the event, its sport and league; a newer one rewrites start and names', async () => {
    const eventId = newEventId();
    const created = await apply(fixture(eventId, 1));
    expect(created).toMatchObject({ isApplied: true, isFixtureChanged: true });
    expect(created.event).toEqual({ status: 'not_started', score: null, clock: null });

    const moved = await apply(
      fixture(eventId, 5, {
        startTime: START + 7_200_000,
        home: { es: 'Sevilla FC', en: 'Sevilla FC' },
      }),
    );
    expect(moved.isFixtureChanged).toBe(true);
    const event = await eventOf(eventId);
    expect(event.startTime).toBe(new Date(START + 7_200_000).toISOString());
    expect(event.home).toEqual({ es: 'Sevilla FC', en: 'Sevilla FC' });
    expect(event.league).toEqual({
      id: 'es-laliga',
      name: { es: 'LaLiga', en: 'LaLiga' },
      country: 'ES',
    });

    // an older fixture arriving late changes nothing
    const late = await apply(fixture(eventId, 3, { home: { es: 'Viejo', en: 'Old' } }));
    expect(late.isFixtureChanged).toBe(false);
    expect((await eventOf(eventId)).home.en).toBe('Sevilla FC');
  });

  it('fixture_change with a status cancels the event', async () => {
    const eventId = newEventId();
    await apply(fixture(eventId, 1));
    const change = await apply(fixture(eventId, 2, { status: 'cancelled' }));
    expect(change.event?.status).toBe('cancelled');
    expect((await eventOf(eventId)).status).toBe('cancelled');
  });

  it('odds_change creates markets and outcomes, then reports only the odds that moved', async () => {
    const eventId = newEventId();
    await apply(fixture(eventId, 1));
    const first = await apply(oddsChange(eventId, 2, [winner([2100, 3300, 3600])]));
    expect(first.markets).toEqual([
      expect.objectContaining({ type: '1x2', specifiers: '', status: 'active' }),
    ]);
    expect(first.odds.map((odds) => [odds.outcomeId, odds.oddsMilli])).toEqual([
      ['1', 2100],
      ['x', 3300],
      ['2', 3600],
    ]);

    const second = await apply(
      oddsChange(eventId, 3, [winner([1950, 3300, 3900])], {
        status: 'live',
        score: { home: 1, away: 0 },
        clock: { period: '1h', elapsedSeconds: 1_230, isStopped: false },
      }),
    );
    expect(second.markets).toEqual([]);
    expect(second.odds.map((odds) => [odds.outcomeId, odds.oddsMilli])).toEqual([
      ['1', 1950],
      ['2', 3900],
    ]);
    expect(second.event).toEqual({
      status: 'live',
      score: { home: 1, away: 0 },
      clock: { period: '1h', elapsedSeconds: 1_230, isStopped: false },
    });
    const event = await eventOf(eventId);
    expect(event.status).toBe('live');
    expect(event.score).toEqual({ home: 1, away: 0 });
    expect(oddsOf(event, '1x2')).toEqual([1950, 3300, 3900]);
  });

  it('specifiers are stored in canonical form whatever order they came in', async () => {
    const eventId = newEventId();
    await apply(fixture(eventId, 1));
    await apply(
      oddsChange(eventId, 2, [
        {
          type: 'handicap_total',
          specifiers: 'total=2.5|hcp=-0.75',
          status: 'active',
          outcomes: [{ id: 'a', oddsMilli: 1800, isActive: true }],
        },
      ]),
    );
    expect(marketOf(await eventOf(eventId), 'handicap_total', 'hcp=-0.75|total=2.5')).toBeTruthy();
  });

  it('bet_stop suspends the event’s active markets; an odds_change reopens them', async () => {
    const eventId = await pricedEvent();
    const stop = await apply(message(eventId, 3, { kind: 'bet_stop' }));
    expect(stop.markets.map((market) => [market.type, market.status])).toEqual([
      ['1x2', 'suspended'],
      ['total', 'suspended'],
    ]);
    const reopen = await apply(oddsChange(eventId, 4, [winner([2000, 3300, 3700])]));
    expect(reopen.markets.map((market) => [market.type, market.status])).toEqual([
      ['1x2', 'active'],
    ]);
    const event = await eventOf(eventId);
    expect(marketOf(event, '1x2').status).toBe('active');
    expect(marketOf(event, 'total', 'total=2.5').status).toBe('suspended');
  });

  it('bet_stop of named markets leaves the others trading', async () => {
    const eventId = await pricedEvent();
    await apply(
      message(eventId, 3, {
        kind: 'bet_stop',
        markets: [{ type: 'total', specifiers: 'total=2.5' }],
        status: 'deactivated',
      }),
    );
    const event = await eventOf(eventId);
    expect(marketOf(event, '1x2').status).toBe('active');
    expect(marketOf(event, 'total', 'total=2.5').status).toBe('deactivated');
  });

  it('bet_settlement stores each outcome’s result and factors and settles the market', async () => {
    const eventId = await pricedEvent();
    const change = await apply(
      message(eventId, 3, {
        kind: 'bet_settlement',
        certainty: 2,
        markets: [
          {
            type: '1x2',
            specifiers: '',
            outcomes: [
              { id: '1', result: 1 },
              { id: 'x', result: 0 },
              { id: '2', result: 1, voidFactor: '0.5', deadHeatFactor: '1/3' },
            ],
          },
        ],
      }),
    );
    expect(change.resolvedMarkets).toEqual([
      expect.objectContaining({ type: '1x2', status: 'settled', settlementCertainty: 2 }),
    ]);
    const market = marketOf(await eventOf(eventId), '1x2');
    expect(market.status).toBe('settled');
    expect(
      market.outcomes.map((o) => [o.outcomeId, o.result, o.voidFactor, o.deadHeatFactor]),
    ).toEqual([
      ['1', 1, null, null],
      ['x', 0, null, null],
      ['2', 1, '0.5', '1/3'],
    ]);
  });

  it('a bet_settlement with a factor settlement cannot read is refused whole', async () => {
    const eventId = await pricedEvent();
    const settlement = message(eventId, 3, {
      kind: 'bet_settlement',
      certainty: 2,
      markets: [
        { type: '1x2', specifiers: '', outcomes: [{ id: '1', result: 1, voidFactor: '1.5' }] },
      ],
    });
    await expect(apply(settlement)).rejects.toBeInstanceOf(InvalidFactorError);
    expect(marketOf(await eventOf(eventId), '1x2').status).toBe('active');
  });

  it('rollback_bet_settlement clears the results and restores the status before the settlement', async () => {
    const eventId = await pricedEvent();
    await apply(message(eventId, 3, { kind: 'bet_stop' }));
    await apply(
      message(eventId, 4, {
        kind: 'bet_settlement',
        certainty: 1,
        markets: [{ type: '1x2', specifiers: '', outcomes: [{ id: '1', result: 1 }] }],
      }),
    );
    const rollback = await apply(
      message(eventId, 5, {
        kind: 'rollback_bet_settlement',
        markets: [{ type: '1x2', specifiers: '' }],
      }),
    );
    expect(rollback.resolvedMarkets).toEqual([
      expect.objectContaining({ type: '1x2', status: 'suspended', settlementCertainty: null }),
    ]);
    const market = marketOf(await eventOf(eventId), '1x2');
    expect(market.status).toBe('suspended');
    expect(market.outcomes.every((outcome) => outcome.result === null)).toBe(true);
    expect(oddsOf(await eventOf(eventId), '1x2')).toEqual([2100, 3300, 3600]);
  });

  it('bet_cancel stores its window and cancels the market; rollback_bet_cancel restores it', async () => {
    const eventId = await pricedEvent();
    const window = { startTime: START - 600_000, endTime: START - 300_000 };
    const cancel = await apply(
      message(eventId, 3, {
        kind: 'bet_cancel',
        markets: [{ type: 'total', specifiers: 'total=2.5' }],
        ...window,
      }),
    );
    expect(cancel.resolvedMarkets).toEqual([
      expect.objectContaining({
        type: 'total',
        status: 'cancelled',
        isCancelled: true,
        cancelStartTime: window.startTime,
        cancelEndTime: window.endTime,
      }),
    ]);
    const { rows } = await server.db.query<{ cancel_start_time: Date; cancel_end_time: Date }>(
      `SELECT cancel_start_time, cancel_end_time FROM sports_markets WHERE event_id = $1 AND type = 'total'`,
      [eventId],
    );
    expect(rows[0]?.cancel_start_time.getTime()).toBe(window.startTime);
    expect(rows[0]?.cancel_end_time.getTime()).toBe(window.endTime);
    // no odds_change reopens a cancelled market
    await apply(oddsChange(eventId, 4, [total('2.5', 1800, 2000)]));
    expect(marketOf(await eventOf(eventId), 'total', 'total=2.5').status).toBe('cancelled');

    const rollback = await apply(
      message(eventId, 5, {
        kind: 'rollback_bet_cancel',
        markets: [{ type: 'total', specifiers: 'total=2.5' }],
      }),
    );
    expect(rollback.markets).toEqual([
      expect.objectContaining({ type: 'total', status: 'active' }),
    ]);
    expect(marketOf(await eventOf(eventId), 'total', 'total=2.5').status).toBe('active');
  });

  it('a settled market that is then cancelled shows the settlement again once the cancel is rolled back', async () => {
    const eventId = await pricedEvent();
    const ref = { type: '1x2', specifiers: '' };
    await apply(
      message(eventId, 3, {
        kind: 'bet_settlement',
        certainty: 2,
        markets: [{ ...ref, outcomes: [{ id: '1', result: 1 }] }],
      }),
    );
    await apply(message(eventId, 4, { kind: 'bet_cancel', markets: [ref] }));
    expect(marketOf(await eventOf(eventId), '1x2').status).toBe('cancelled');
    await apply(message(eventId, 5, { kind: 'rollback_bet_cancel', markets: [ref] }));
    expect(marketOf(await eventOf(eventId), '1x2').status).toBe('settled');
  });

  it('a message about an event no fixture created is refused and not recorded', async () => {
    const eventId = newEventId();
    const early = oddsChange(eventId, 2, [winner([2000, 3000, 4000])]);
    await expect(apply(early)).rejects.toBeInstanceOf(UnknownEventError);
    await apply(fixture(eventId, 1));
    expect((await apply(early)).isApplied).toBe(true);
  });
});

describe('idempotency and ordering', () => {
  const settlement = (eventId: string) =>
    message(eventId, 3, {
      kind: 'bet_settlement',
      certainty: 2,
      markets: [{ type: '1x2', specifiers: '', outcomes: [{ id: '1', result: 1 }] }],
    });

  async function logRows(id: string) {
    const { rows } = await server.db.query('SELECT * FROM sports_feed_log WHERE id = $1', [id]);
    return rows.length;
  }

  it('a message replayed ten times in a row is applied once', async () => {
    const eventId = await pricedEvent();
    const replayed = settlement(eventId);
    const changes = [];
    for (let i = 0; i < 10; i++) changes.push(await apply(replayed));
    expect(changes.map((change) => change.isApplied)).toEqual([true, ...Array(9).fill(false)]);
    expect(changes.slice(1).every((change) => change.resolvedMarkets.length === 0)).toBe(true);
    expect(await logRows(replayed.id)).toBe(1);
    expect(marketOf(await eventOf(eventId), '1x2').status).toBe('settled');
  });

  it('a message replayed ten times at once is applied once', async () => {
    const eventId = await pricedEvent();
    const replayed = settlement(eventId);
    const before = await eventOf(eventId);
    const changes = await Promise.all(Array.from({ length: 10 }, () => apply(replayed)));
    expect(changes.filter((change) => change.isApplied)).toHaveLength(1);
    expect(changes.flatMap((change) => change.resolvedMarkets)).toHaveLength(1);
    expect(await logRows(replayed.id)).toBe(1);
    const after = await eventOf(eventId);
    expect(marketOf(after, '1x2').status).toBe('settled');
    expect(marketOf(after, 'total', 'total=2.5')).toEqual(marketOf(before, 'total', 'total=2.5'));
  });

  it('an older odds_change arriving after a newer one leaves the newer odds', async () => {
    const eventId = newEventId();
    await apply(fixture(eventId, 1));
    const older = oddsChange(eventId, 2, [winner([2100, 3300, 3600])], {
      score: { home: 0, away: 0 },
    });
    const newer = oddsChange(eventId, 3, [winner([1500, 4000, 6000])], {
      score: { home: 1, away: 0 },
    });
    await apply(newer);
    const late = await apply(older);
    expect(late).toMatchObject({ isApplied: true, event: null, markets: [], odds: [] });
    const event = await eventOf(eventId);
    expect(oddsOf(event, '1x2')).toEqual([1500, 4000, 6000]);
    expect(event.score).toEqual({ home: 1, away: 0 });
  });

  it('an odds_change older than a bet_stop does not reopen the market', async () => {
    const eventId = await pricedEvent();
    await apply(message(eventId, 5, { kind: 'bet_stop' }));
    const late = await apply(oddsChange(eventId, 4, [winner([2000, 3300, 3700])]));
    expect(late.markets).toEqual([]);
    const market = marketOf(await eventOf(eventId), '1x2');
    expect(market.status).toBe('suspended');
    expect(market.outcomes.map((outcome) => outcome.oddsMilli)).toEqual([2100, 3300, 3600]);
  });

  it('a bet_stop older than the last odds_change does not suspend the market', async () => {
    const eventId = newEventId();
    await apply(fixture(eventId, 1));
    await apply(oddsChange(eventId, 4, [winner([2000, 3300, 3700])]));
    await apply(message(eventId, 3, { kind: 'bet_stop' }));
    expect(marketOf(await eventOf(eventId), '1x2').status).toBe('active');
  });

  it('a settlement older than its rollback, arriving after it, does not settle the market again', async () => {
    const eventId = await pricedEvent();
    const older = settlement(eventId);
    await apply(older);
    const ref = { type: '1x2', specifiers: '' };
    const rollback = message(eventId, 4, { kind: 'rollback_bet_settlement', markets: [ref] });
    // a second settlement (seq 3, a new id) sent before the rollback but delivered after it
    await apply(rollback);
    const late = await apply({ ...older, id: `${older.id}-resent` });
    expect(late.resolvedMarkets).toEqual([]);
    expect(marketOf(await eventOf(eventId), '1x2').status).toBe('active');
  });

  it('the event remembers the last sequence and timestamp applied', async () => {
    const eventId = await pricedEvent();
    await apply(oddsChange(eventId, 9, []));
    await apply(oddsChange(eventId, 7, []));
    const { rows } = await server.db.query<{ last_seq: bigint; updated_ts: Date }>(
      'SELECT last_seq, updated_ts FROM sports_events WHERE id = $1',
      [eventId],
    );
    expect(rows[0]?.last_seq).toBe(9n);
    expect(rows[0]?.updated_ts.getTime()).toBe(START - 3_600_000 + 9);
  });
});

describe('reading the feed model', () => {
  it('lists sports with leagues and counts, events with their main market, and one event whole', async () => {
    const live = newEventId();
    await apply(
      fixture(live, 1, {
        league: {
          id: 'xx-read',
          name: { es: 'Liga de lectura', en: 'Read league' },
          country: null,
        },
      }),
    );
    await apply(
      oddsChange(live, 2, [winner([1800, 3500, 4500]), total('2.5', 1900, 1900)], {
        status: 'live',
      }),
    );
    const upcoming = newEventId();
    await apply(
      fixture(upcoming, 1, {
        startTime: START + 86_400_000,
        league: {
          id: 'xx-read',
          name: { es: 'Liga de lectura', en: 'Read league' },
          country: null,
        },
      }),
    );

    const football = (await listSports(server.db)).find((sport) => sport.id === 'football');
    const league = football?.leagues.find((l) => l.id === 'xx-read');
    expect(league).toEqual({
      id: 'xx-read',
      name: { es: 'Liga de lectura', en: 'Read league' },
      country: null,
      eventCount: 2,
      liveCount: 1,
    });

    const all = await listEvents(server.db, { leagueId: 'xx-read', page: 1, pageSize: 10 });
    expect(all.count).toBe(2);
    expect(all.events.map((event) => event.id)).toEqual([live, upcoming]);
    expect(all.events[0]?.mainMarket?.outcomes.map((o) => o.oddsMilli)).toEqual([1800, 3500, 4500]);
    expect(all.events[1]?.mainMarket).toBeNull();

    const inPlay = await listEvents(server.db, {
      leagueId: 'xx-read',
      isLive: true,
      page: 1,
      pageSize: 10,
    });
    expect(inPlay.events.map((event) => event.id)).toEqual([live]);
    const tomorrow = await listEvents(server.db, {
      sportId: 'football',
      leagueId: 'xx-read',
      from: new Date(START + 3_600_000),
      to: new Date(START + 2 * 86_400_000),
      page: 1,
      pageSize: 10,
    });
    expect(tomorrow.events.map((event) => event.id)).toEqual([upcoming]);
    const secondPage = await listEvents(server.db, { leagueId: 'xx-read', page: 2, pageSize: 1 });
    expect(secondPage).toMatchObject({ count: 2, events: [{ id: upcoming }] });

    const detail = await eventOf(live);
    expect(detail.markets.map((market) => [market.type, market.specifiers])).toEqual([
      ['1x2', ''],
      ['total', 'total=2.5'],
    ]);
    expect(await getEvent(server.db, 'sr:match:none')).toBeNull();
  });
});
