import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { CallRequest } from '../../../../contract/call';
import { getEvent, getEvents, getSports } from '../../../../contract/sportsbook';
import { priceBetBuilder } from '../../../../contract/sports-bet-builder';
import { callApi } from '../../../lib/api-client';

export type EventFilters = Omit<CallRequest<typeof getEvents>, 'page'>;

/** Upcoming events per page ("show more" asks the next): a phone's few screens, not the day. */
export const EVENTS_PAGE_SIZE = 20;
/** The matches in play, all at once (a few dozen at most). */
const LIVE_PAGE_SIZE = 100;

// Realtime changes keep these current (sportsbook-live.ts), so they go stale slowly: a refetch
// follows a reconnect, not a timer.
const LIST_STALE_MS = 60_000;

/** What the lists ask the book for: the sport and league chosen, in play or not started. */
export function listFilters(choices: { sport?: string | undefined; league?: string | undefined }): {
  live: EventFilters;
  upcoming: EventFilters;
} {
  const scope = {
    ...(choices.sport && { sportId: choices.sport }),
    ...(choices.league && { leagueId: choices.league }),
  };
  return {
    live: { ...scope, live: true, itemsPerPage: LIVE_PAGE_SIZE },
    upcoming: { ...scope, live: false },
  };
}

export const sportsQueries = {
  all: () => ['sports'] as const,
  /** The sports with their leagues and open event counts, and the stake limits. */
  sports: () =>
    queryOptions({
      queryKey: [...sportsQueries.all(), 'sports'],
      queryFn: () => callApi(getSports, {}),
      staleTime: 5 * 60_000,
    }),
  /** Every list of events (the prefix realtime changes write to). */
  lists: () => [...sportsQueries.all(), 'events'] as const,
  /** One page of events (the matches in play: all of them in one). */
  events: (filters: EventFilters) =>
    queryOptions({
      queryKey: [...sportsQueries.lists(), 'page', filters],
      queryFn: () => callApi(getEvents, { itemsPerPage: EVENTS_PAGE_SIZE, ...filters, page: 1 }),
      staleTime: LIST_STALE_MS,
    }),
  /** Events page after page ("show more"). */
  eventPages: (filters: EventFilters) =>
    infiniteQueryOptions({
      queryKey: [...sportsQueries.lists(), 'pages', filters],
      queryFn: ({ pageParam }) =>
        callApi(getEvents, { itemsPerPage: EVENTS_PAGE_SIZE, ...filters, page: pageParam }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => {
        const shown = pages.reduce((sum, page) => sum + page.rows.length, 0);
        return shown < last.count && last.rows.length > 0 ? pages.length + 1 : undefined;
      },
      staleTime: LIST_STALE_MS,
    }),
  /** Every event page (the prefix realtime changes write to). */
  details: () => [...sportsQueries.all(), 'event'] as const,
  /** One event with every market. */
  event: (eventId: string) =>
    queryOptions({
      queryKey: [...sportsQueries.details(), eventId],
      queryFn: () => callApi(getEvent, { eventId }).then((answer) => answer.event),
      staleTime: LIST_STALE_MS,
    }),
  /**
   * A bet builder's joint price for these selections, keyed by the event's prices too: a moved
   * price asks again, so the joint price follows the markets the player sees.
   */
  builderQuote: (eventId: string, selections: string[], prices: readonly unknown[]) =>
    queryOptions({
      queryKey: [...sportsQueries.all(), 'bet-builder', eventId, selections, prices],
      queryFn: ({ signal }) => callApi(priceBetBuilder, { selections }, { signal }),
      staleTime: Infinity,
      gcTime: 30_000,
      retry: false,
    }),
};
