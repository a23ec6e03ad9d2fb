import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { CallRequest } from '../../../../../contract/call';
import { adminSportsPreviewSettlement } from '../../../../../contract/operator/sports-settlement';
import {
  adminSportsGetEvents,
  type tradingEvent,
} from '../../../../../contract/operator/sports-trading';
import type { SPORTS_EVENT_STATUSES } from '../../../../../contract/sportsbook';
import { callStaffApi } from '../../../lib/api-client';

export type TradingEvent = v.InferOutput<typeof tradingEvent>;
export type TradingMarket = TradingEvent['markets'][number];
export type TradingOutcome = TradingMarket['outcomes'][number];
export type EventStatus = (typeof SPORTS_EVENT_STATUSES)[number];

/**
 * The list's filters: a status (open events when left out), one event by id, words of a team's or
 * league's name, the view (all events folded, or the markets with exposure), the page.
 */
export interface TradingSearch {
  status?: EventStatus;
  event?: string;
  q?: string;
  view?: 'exposure';
  page: number;
}

export type SettlementPreviewRequest = CallRequest<typeof adminSportsPreviewSettlement>;

export const TRADING_PAGE_SIZE = 20;
/** Liabilities move as bets arrive: the list is read again this often while open. */
export const TRADING_REFRESH_MS = 10_000;

export const tradingQueries = {
  all: ['trading'] as const,
  events: ({ status, event, q, view, page }: TradingSearch) =>
    queryOptions({
      queryKey: [
        ...tradingQueries.all,
        'events',
        status ?? 'open',
        event ?? null,
        q ?? null,
        view ?? 'events',
        page,
      ],
      queryFn: () =>
        callStaffApi(adminSportsGetEvents, {
          status: status ?? null,
          eventId: event ?? null,
          search: q ?? null,
          isExposed: view === 'exposure',
          page,
          itemsPerPage: TRADING_PAGE_SIZE,
        }),
      refetchInterval: TRADING_REFRESH_MS,
    }),
  /** What a settlement call would do to the market's bets (read only). */
  preview: (request: SettlementPreviewRequest) =>
    queryOptions({
      queryKey: [...tradingQueries.all, 'preview', request],
      queryFn: () => callStaffApi(adminSportsPreviewSettlement, request),
    }),
};
