import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  SportsEventDetail,
  SportsEventSummary,
  SportsRealtimeEvents,
} from '../../../../contract/sportsbook';
import { sportsQueries } from '../api/sports-queries';

type OddsChange = SportsRealtimeEvents['sports_odds'];
type EventChange = SportsRealtimeEvents['sports_event'];
type Market = SportsEventDetail['markets'][number];
type EventList = { rows: SportsEventSummary[]; count: number };
type ListData = EventList | InfiniteData<EventList>;

/** The market with the change's prices and status; the same object when nothing of it moved. */
export function applyOddsToMarket(market: Market, change: OddsChange): Market {
  const status = change.markets.find((item) => item.id === market.id)?.status ?? market.status;
  let isChanged = status !== market.status;
  const outcomes = market.outcomes.map((outcome) => {
    const moved = change.outcomes.find(
      (item) => item.marketId === market.id && item.id === outcome.id,
    );
    if (!moved || (moved.oddsMilli === outcome.oddsMilli && moved.isActive === outcome.isActive))
      return outcome;
    isChanged = true;
    return { ...outcome, oddsMilli: moved.oddsMilli, isActive: moved.isActive };
  });
  return isChanged ? { ...market, status, outcomes } : market;
}

/**
 * The event with the change's score, clock and status, unless the event already holds a newer
 * state (messages may arrive out of order around a reconnect).
 */
export function applyEventState<Event extends SportsEventSummary | SportsEventDetail>(
  event: Event,
  change: EventChange,
): Event {
  if (event.id !== change.id) return event;
  if (Date.parse(change.updatedAt) < Date.parse(event.updatedAt)) return event;
  const { status, score, clock, updatedAt } = change;
  return { ...event, status, score, clock, updatedAt };
}

function mapListRows(data: ListData, update: (row: SportsEventSummary) => SportsEventSummary) {
  const mapPage = (page: EventList): EventList => {
    const rows = page.rows.map(update);
    return rows.some((row, index) => row !== page.rows[index]) ? { ...page, rows } : page;
  };
  if ('pages' in data) {
    const pages = data.pages.map(mapPage);
    return pages.some((page, index) => page !== data.pages[index]) ? { ...data, pages } : data;
  }
  return mapPage(data);
}

/** Writes a `sports_odds` change into the event's page and into every list that shows it. */
export function applyOddsChange(queryClient: QueryClient, change: OddsChange): void {
  queryClient.setQueryData(sportsQueries.event(change.eventId).queryKey, (event) => {
    if (!event) return event;
    const markets = event.markets.map((market) => applyOddsToMarket(market, change));
    return markets.some((market, index) => market !== event.markets[index])
      ? { ...event, markets }
      : event;
  });
  queryClient.setQueriesData<ListData>({ queryKey: sportsQueries.lists() }, (data) =>
    data
      ? mapListRows(data, (row) => {
          if (row.id !== change.eventId || !row.mainMarket) return row;
          const mainMarket = applyOddsToMarket(row.mainMarket, change);
          return mainMarket === row.mainMarket ? row : { ...row, mainMarket };
        })
      : data,
  );
}

/** Whether the event moved between the lists (it started, or ended): they are asked again. */
const isListChange = (before: string, after: string) =>
  (before === 'live') !== (after === 'live') ||
  (before === 'not_started') !== (after === 'not_started');

/** Writes a `sports_event` change (score, clock, status) into its page and every list. */
export function applyEventChange(queryClient: QueryClient, change: EventChange): void {
  let previousStatus: string | undefined;
  queryClient.setQueryData(sportsQueries.event(change.id).queryKey, (event) => {
    previousStatus ??= event?.status;
    return event ? applyEventState(event, change) : event;
  });
  queryClient.setQueriesData<ListData>({ queryKey: sportsQueries.lists() }, (data) =>
    data
      ? mapListRows(data, (row) => {
          if (row.id !== change.id) return row;
          previousStatus ??= row.status;
          return applyEventState(row, change);
        })
      : data,
  );
  if (previousStatus !== undefined && isListChange(previousStatus, change.status))
    void queryClient.invalidateQueries({ queryKey: sportsQueries.lists() });
}
