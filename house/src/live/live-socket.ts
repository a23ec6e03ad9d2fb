// The table's room events over the site's socket.io connection. The game page has an opaque
// origin, so it connects to the same host with the websocket transport only (no CORS for
// websockets) and as a guest: room events are public, the player acts through house calls.
import { io, type Socket } from 'socket.io-client';
import {
  LIVE_UNWATCH,
  LIVE_WATCH,
  type LiveRealtimeEvents,
  type LiveWatchRequest,
} from '../../../contract/house-page/live-tables';

type Events = LiveRealtimeEvents;

export interface LiveSocketHandlers {
  onRound: (data: Events['live_round']) => void;
  onTick: (data: Events['live_tick']) => void;
  onBets: (data: Events['live_bets']) => void;
  /** connected again after a loss: events may have been missed, the table must be asked again */
  onReconnect: () => void;
  onConnectionChange: (isConnected: boolean) => void;
}

/** A socket to the site, not yet connected. */
export function createLiveSocket(): Socket {
  return io({ path: '/socket.io', transports: ['websocket'], autoConnect: false });
}

// another table's message (a socket may watch several) is not this screen's
const ofTable = (table: string, data: unknown) =>
  typeof data === 'object' && data !== null && (data as { table?: unknown }).table === table;

/**
 * Connects, watches the table on every (re)connection and passes its events on; the returned
 * function stops and disconnects.
 */
export function watchTable(socket: Socket, table: string, handlers: LiveSocketHandlers) {
  let hasConnected = false;
  const onConnect = () => {
    // the server forgets a socket's rooms with the connection: watch again each time
    socket.emit(LIVE_WATCH, { table } satisfies LiveWatchRequest);
    handlers.onConnectionChange(true);
    if (hasConnected) handlers.onReconnect();
    hasConnected = true;
  };
  const onDisconnect = () => handlers.onConnectionChange(false);
  const onRound = (data: Events['live_round']) => ofTable(table, data) && handlers.onRound(data);
  const onTick = (data: Events['live_tick']) => ofTable(table, data) && handlers.onTick(data);
  const onBets = (data: Events['live_bets']) => ofTable(table, data) && handlers.onBets(data);
  socket.on('connect', onConnect);
  socket.on('disconnect', onDisconnect);
  socket.on('live_round', onRound);
  socket.on('live_tick', onTick);
  socket.on('live_bets', onBets);
  socket.connect();
  return () => {
    if (socket.connected) socket.emit(LIVE_UNWATCH, { table } satisfies LiveWatchRequest);
    socket.off('connect', onConnect);
    socket.off('disconnect', onDisconnect);
    socket.off('live_round', onRound);
    socket.off('live_tick', onTick);
    socket.off('live_bets', onBets);
    socket.disconnect();
  };
}
