import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import {
  SPORTS_UNWATCH,
  SPORTS_WATCH,
  type SportsBetView,
  type SportsRealtimeEvents,
} from '../../../../contract/sportsbook';
import { myBetsQueries } from './my-bets-queries';

type Leg = SportsBetView['legs'][number];
type BetsPage = { rows: SportsBetView[] };

/** The bets' legs with a `sports_odds` change applied: their current price, offer and market status. */
export function applyOddsToBets<Page extends BetsPage>(
  page: Page,
  change: SportsRealtimeEvents['sports_odds'],
): Page {
  const outcomes = new Map(change.outcomes.map((outcome) => [outcome.id, outcome]));
  const markets = new Map(change.markets.map((market) => [market.id, market.status]));
  return updateLegs(page, (leg) => {
    if (leg.eventId !== change.eventId) return leg;
    const outcome = outcomes.get(leg.outcomeId);
    return {
      ...leg,
      ...(outcome && { currentOddsMilli: outcome.oddsMilli, isActive: outcome.isActive }),
      marketStatus: markets.get(leg.marketId) ?? leg.marketStatus,
    };
  });
}

/** The bets' legs with a `sports_event` change applied: their event's status. */
export function applyEventToBets<Page extends BetsPage>(
  page: Page,
  change: SportsRealtimeEvents['sports_event'],
): Page {
  return updateLegs(page, (leg) =>
    leg.eventId === change.id ? { ...leg, eventStatus: change.status } : leg,
  );
}

function updateLegs<Page extends BetsPage>(page: Page, update: (leg: Leg) => Leg): Page {
  return {
    ...page,
    rows: page.rows.map((bet) =>
      bet.status === 'open' ? { ...bet, legs: bet.legs.map(update) } : bet,
    ),
  };
}

/**
 * Keeps the open bets' cash-out values live while mounted: joins the rooms of their events and
 * writes each price or status change into the cached pages of My bets.
 */
export function useLiveBetPrices(socket: Socket | undefined, eventIds: string[]): void {
  const queryClient = useQueryClient();
  const key = [...new Set(eventIds)].sort().join('\n');
  useEffect(() => {
    if (!socket || key === '') return;
    const rooms = key.split('\n').map((eventId) => ({ eventId }));
    const update = (apply: (page: BetsPage) => BetsPage) =>
      queryClient.setQueriesData<BetsPage>({ queryKey: myBetsQueries.all() }, (page) =>
        page?.rows ? apply(page) : page,
      );
    const onOdds = (change: SportsRealtimeEvents['sports_odds']) => {
      update((page) => applyOddsToBets(page, change));
      // whether a cancel voids a bet depends on its window, which the server's view applies
      if (change.markets.some((market) => market.status === 'cancelled')) {
        void queryClient.invalidateQueries({ queryKey: myBetsQueries.all() });
      }
    };
    const onEvent = (change: SportsRealtimeEvents['sports_event']) =>
      update((page) => applyEventToBets(page, change));
    // a new connection is in no room, and changes sent meanwhile are lost: join and ask again
    const watch = () => {
      for (const room of rooms) socket.emit(SPORTS_WATCH, room);
    };
    const onConnect = () => {
      watch();
      void queryClient.invalidateQueries({ queryKey: myBetsQueries.all() });
    };
    if (socket.connected) watch();
    socket.on('connect', onConnect);
    socket.on('sports_odds', onOdds);
    socket.on('sports_event', onEvent);
    return () => {
      socket.off('connect', onConnect);
      socket.off('sports_odds', onOdds);
      socket.off('sports_event', onEvent);
      if (socket.connected) for (const room of rooms) socket.emit(SPORTS_UNWATCH, room);
    };
  }, [queryClient, socket, key]);
}
