import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import {
  SPORTS_UNWATCH,
  SPORTS_WATCH,
  type SportsRealtimeEvents,
  type SportsWatchRequest,
} from '../../../../contract/sportsbook';
import { sportsQueries } from '../api/sports-queries';
import { applyEventChange, applyOddsChange } from './sports-cache-updates';

/**
 * Applies the sportsbook's realtime changes to the query cache while mounted; after a reconnect what is shown is asked again, as the changes sent
 * meanwhile are lost.
 */
export function useSportsFeed(socket: Socket | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    // the slip follows the cache (use-live-slip-odds.ts)
    const onOdds = (change: SportsRealtimeEvents['sports_odds']) =>
      applyOddsChange(queryClient, change);
    const onEvent = (change: SportsRealtimeEvents['sports_event']) =>
      applyEventChange(queryClient, change);
    let hasConnected = socket.connected;
    const onConnect = () => {
      if (hasConnected) void queryClient.invalidateQueries({ queryKey: sportsQueries.all() });
      hasConnected = true;
    };
    socket.on('sports_odds', onOdds);
    socket.on('sports_event', onEvent);
    socket.on('connect', onConnect);
    return () => {
      socket.off('sports_odds', onOdds);
      socket.off('sports_event', onEvent);
      socket.off('connect', onConnect);
    };
  }, [queryClient, socket]);
}

/** Joins a sportsbook room (`{}` the lists', `{ eventId }` an event's) while mounted. */
export function useSportsWatch(socket: Socket | undefined, eventId?: string): void {
  useEffect(() => {
    if (!socket) return;
    const request: SportsWatchRequest = eventId === undefined ? {} : { eventId };
    // a new connection is in no room: join again on every (re)connection
    const watch = () => socket.emit(SPORTS_WATCH, request);
    if (socket.connected) watch();
    socket.on('connect', watch);
    return () => {
      socket.off('connect', watch);
      if (socket.connected) socket.emit(SPORTS_UNWATCH, request);
    };
  }, [socket, eventId]);
}
