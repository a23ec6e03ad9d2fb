import { notifyManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
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
 * Changes arriving within this long are applied together: one render for all of them. A busy
 * book sends many a second (every match in play moves its prices and its clock), and a render
 * with a paint for each kept a phone's main thread busy most of the time.
 */
export const FEED_BATCH_MS = 250;

/** The realtime changes waiting for their batch; `flush` applies them at once. */
export interface FeedBatcher {
  odds: (change: SportsRealtimeEvents['sports_odds']) => void;
  event: (change: SportsRealtimeEvents['sports_event']) => void;
  flush: () => void;
}

/**
 * Queues the changes in order and applies them FEED_BATCH_MS after the first of a batch, inside
 * one `notifyManager.batch`: the cache's observers hear of them all at once.
 */
export function feedBatcher(queryClient: QueryClient): FeedBatcher {
  let queued: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const changes = queued;
    queued = [];
    if (changes.length === 0) return;
    notifyManager.batch(() => {
      for (const apply of changes) apply();
    });
  };
  const enqueue = (apply: () => void) => {
    queued.push(apply);
    timer ??= setTimeout(flush, FEED_BATCH_MS);
  };
  return {
    odds: (change) => enqueue(() => applyOddsChange(queryClient, change)),
    event: (change) => enqueue(() => applyEventChange(queryClient, change)),
    flush,
  };
}

/**
 * Applies the sportsbook's realtime changes to the query cache while mounted, in batches
 * (feedBatcher); after a reconnect what is shown is asked again, as the changes sent meanwhile
 * are lost.
 */
export function useSportsFeed(socket: Socket | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    // the slip follows the cache (use-live-slip-odds.ts)
    const batcher = feedBatcher(queryClient);
    let hasConnected = socket.connected;
    const onConnect = () => {
      // what arrived before the connection dropped comes first, then everything is asked again
      batcher.flush();
      if (hasConnected) void queryClient.invalidateQueries({ queryKey: sportsQueries.all() });
      hasConnected = true;
    };
    socket.on('sports_odds', batcher.odds);
    socket.on('sports_event', batcher.event);
    socket.on('connect', onConnect);
    return () => {
      socket.off('sports_odds', batcher.odds);
      socket.off('sports_event', batcher.event);
      socket.off('connect', onConnect);
      batcher.flush();
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
