import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SportsEventDetail, SportsEventSummary } from '../../../../contract/sportsbook';
import { sportsQueries } from '../api/sports-queries';
import { applyEventChange, applyOddsChange } from './sports-cache-updates';
import { FEED_BATCH_MS, feedBatcher } from './use-sports-live';

const market = {
  id: '10',
  type: '1x2',
  specifiers: '',
  status: 'active' as const,
  outcomes: [
    { id: '101', outcomeId: 'home', oddsMilli: 2100, isActive: true },
    { id: '102', outcomeId: 'draw', oddsMilli: 3300, isActive: true },
    { id: '103', outcomeId: 'away', oddsMilli: 3600, isActive: true },
  ].map((outcome) => ({ ...outcome, result: null, voidFactor: null, deadHeatFactor: null })),
};

const base = {
  sportId: 'football',
  league: { id: 'laliga', name: { es: 'LaLiga', en: 'LaLiga' }, country: 'ES' },
  home: { es: 'Sevilla', en: 'Seville' },
  away: { es: 'Betis', en: 'Betis' },
  startTime: '2026-11-22T18:00:00.000Z',
  status: 'live' as const,
  score: { home: 0, away: 0 },
  clock: { period: '1h', elapsedSeconds: 600, isStopped: false },
  updatedAt: '2026-11-22T18:10:00.000Z',
};

const summary = (id: string): SportsEventSummary => ({ ...base, id, mainMarket: market });
const detail: SportsEventDetail = {
  ...base,
  id: 'e1',
  markets: [market, { ...market, id: '11', type: 'btts' }],
};

const liveFilters = { live: true };
const upcomingFilters = { live: false, sportId: 'football' };

let queryClient: QueryClient;
function seed() {
  queryClient = new QueryClient();
  queryClient.setQueryData(sportsQueries.event('e1').queryKey, detail);
  queryClient.setQueryData(sportsQueries.events(liveFilters).queryKey, {
    status: 1 as const,
    rows: [summary('e1'), summary('e2')],
    count: 2,
  });
  queryClient.setQueryData(sportsQueries.eventPages(upcomingFilters).queryKey, {
    pages: [{ status: 1 as const, rows: [summary('e2'), summary('e1')], count: 2 }],
    pageParams: [1],
  });
}
afterEach(() => queryClient.clear());

const odds = (eventId: string, oddsMilli: number, isActive = true) => ({
  eventId,
  outcomes: [{ marketId: '10', id: '101', oddsMilli, isActive }],
  markets: [],
});

describe('realtime changes in the query cache', () => {
  it('move a price in the event page and in every list showing the event, and nowhere else', () => {
    seed();
    applyOddsChange(queryClient, odds('e1', 2250));
    const page = queryClient.getQueryData(sportsQueries.event('e1').queryKey);
    expect(page?.markets[0]?.outcomes[0]?.oddsMilli).toBe(2250);
    // another market of the same event with an outcome of the same id in another market: untouched
    expect(page?.markets[1]?.outcomes[0]?.oddsMilli).toBe(2100);
    const live = queryClient.getQueryData(sportsQueries.events(liveFilters).queryKey);
    expect(live?.rows[0]?.mainMarket?.outcomes[0]?.oddsMilli).toBe(2250);
    expect(live?.rows[1]?.mainMarket?.outcomes[0]?.oddsMilli).toBe(2100);
    const upcoming = queryClient.getQueryData(sportsQueries.eventPages(upcomingFilters).queryKey);
    expect(upcoming?.pages[0]?.rows[1]?.mainMarket?.outcomes[0]?.oddsMilli).toBe(2250);
    expect(upcoming?.pages[0]?.rows[0]?.mainMarket?.outcomes[0]?.oddsMilli).toBe(2100);
  });

  it('close an outcome and suspend a market', () => {
    seed();
    applyOddsChange(queryClient, {
      ...odds('e1', 2100, false),
      markets: [{ id: '10', status: 'suspended' }],
    });
    const page = queryClient.getQueryData(sportsQueries.event('e1').queryKey);
    expect(page?.markets[0]?.status).toBe('suspended');
    expect(page?.markets[0]?.outcomes[0]?.isActive).toBe(false);
    expect(page?.markets[1]?.status).toBe('active');
  });

  it('keep the same data objects when nothing changed (no re-render)', () => {
    seed();
    const before = queryClient.getQueryData(sportsQueries.events(liveFilters).queryKey);
    applyOddsChange(queryClient, odds('e1', 2100));
    applyOddsChange(queryClient, odds('unknown', 5000));
    expect(queryClient.getQueryData(sportsQueries.events(liveFilters).queryKey)).toBe(before);
  });

  it('write the score and clock, but never over a newer state', () => {
    seed();
    const goal = {
      id: 'e1',
      status: 'live' as const,
      score: { home: 1, away: 0 },
      clock: { period: '1h', elapsedSeconds: 900, isStopped: false },
      updatedAt: '2026-11-22T18:15:00.000Z',
    };
    applyEventChange(queryClient, goal);
    applyEventChange(queryClient, {
      ...goal,
      score: { home: 0, away: 0 },
      updatedAt: '2026-11-22T18:12:00.000Z',
    });
    expect(queryClient.getQueryData(sportsQueries.event('e1').queryKey)?.score).toEqual({
      home: 1,
      away: 0,
    });
    const live = queryClient.getQueryData(sportsQueries.events(liveFilters).queryKey);
    expect(live?.rows[0]?.score).toEqual({ home: 1, away: 0 });
    expect(live?.rows[0]?.clock?.elapsedSeconds).toBe(900);
    expect(live?.rows[1]?.score).toEqual({ home: 0, away: 0 });
  });

  it('ask the lists again when an event leaves them (it ended)', () => {
    seed();
    const key = sportsQueries.events(liveFilters).queryKey;
    applyEventChange(queryClient, {
      id: 'e1',
      status: 'live',
      score: { home: 1, away: 0 },
      clock: null,
      updatedAt: '2026-11-22T18:20:00.000Z',
    });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(false);
    applyEventChange(queryClient, {
      id: 'e1',
      status: 'ended',
      score: { home: 1, away: 0 },
      clock: null,
      updatedAt: '2026-11-22T19:50:00.000Z',
    });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

describe('the feed batcher', () => {
  afterEach(() => vi.useRealTimers());

  it('applies the changes of a batch in order, in one task (one render)', async () => {
    vi.useFakeTimers();
    seed();
    const heard: number[] = [];
    const observer = new QueryObserver<SportsEventDetail>(queryClient, {
      queryKey: sportsQueries.event('e1').queryKey,
      enabled: false,
    });
    const stop = observer.subscribe((result) =>
      heard.push(result.data?.markets[0]?.outcomes[0]?.oddsMilli ?? 0),
    );
    const batcher = feedBatcher(queryClient);
    for (const price of [2200, 2300, 2400]) batcher.odds(odds('e1', price));
    // nothing before the batch is due
    await vi.advanceTimersByTimeAsync(FEED_BATCH_MS - 1);
    const page = () => queryClient.getQueryData(sportsQueries.event('e1').queryKey);
    expect(page()?.markets[0]?.outcomes[0]?.oddsMilli).toBe(2100);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(page()?.markets[0]?.outcomes[0]?.oddsMilli).toBe(2400);
    // the observers hear of every change together when the batch ends
    await vi.advanceTimersByTimeAsync(0);
    expect(heard).toEqual([2200, 2300, 2400]);

    // a flush applies what waits at once (a reconnect, an unmount)
    batcher.odds(odds('e1', 2500));
    batcher.flush();
    expect(page()?.markets[0]?.outcomes[0]?.oddsMilli).toBe(2500);
    stop();
  });
});
