import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPORTS_STAKE_LIMITS } from '../../../contract/sportsbook';
import { createTestServer, type TestServer } from '../../testing/harness';
import { createTestBook } from '../../testing/sportsbook/test-book';

let server: TestServer;
let book: ReturnType<typeof createTestBook>;
beforeAll(async () => {
  server = await createTestServer({ env: { SPORTS_LIVE_DELAY_SECONDS: '0' } });
  book = createTestBook(server.db);
});
afterAll(() => server.close());

describe('the sportsbook read calls', () => {
  it('get_sports lists sports with open and live counts and the bet limits', async () => {
    await book.createEvent();
    await book.createEvent({ status: 'live', startTime: Date.now() - 600_000 });
    const result = await server.call('getSports', {});
    expect(result.httpStatus).toBe(200);
    const football = result.body.sports.find((sport: { id: string }) => sport.id === 'football');
    const league = football.leagues.find((item: { id: string }) => item.id === 'test-league');
    expect(league).toMatchObject({ eventCount: 2, liveCount: 1 });
    expect(result.body.limits).toMatchObject(SPORTS_STAKE_LIMITS);
    expect(typeof result.body.limits.liveDelaySeconds).toBe('number');
  });

  it('get_events filters by league and live, with each event’s main market', async () => {
    const live = await server.call('getEvents', { leagueId: 'test-league', live: true });
    expect(live.httpStatus).toBe(200);
    expect(live.body.count).toBe(1);
    expect(live.body.rows[0].status).toBe('live');
    expect(live.body.rows[0].mainMarket.type).toBe('1x2');
    const all = await server.call('getEvents', { leagueId: 'test-league', itemsPerPage: 1 });
    expect(all.body).toMatchObject({ count: 2 });
    expect(all.body.rows).toHaveLength(1);
  });

  it('get_event answers every market, and 404 for an unknown event', async () => {
    const eventId = await book.createEvent();
    const found = await server.call('getEvent', { eventId });
    expect(found.httpStatus).toBe(200);
    expect(found.body.event.markets.map((market: { type: string }) => market.type)).toEqual([
      '1x2',
    ]);
    const missing = await server.call('getEvent', { eventId: 'no-such-event' });
    expect(missing.httpStatus).toBe(404);
    expect(missing.body).toEqual({ status: 0, code: 'not_found' });
  });

  it('refuses a date range that ends before it starts', async () => {
    const result = await server.call('getEvents', { from: '2030-01-02', to: '2030-01-01' });
    expect(result.httpStatus).toBe(400);
  });
});
