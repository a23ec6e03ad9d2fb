import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import {
  SPORTS_LIST_ROOM,
  SPORTS_UNWATCH,
  SPORTS_WATCH,
  sportsEventRoom,
} from '../../../contract/sportsbook';
import { LIVE_UNWATCH, LIVE_WATCH, liveTableRoom } from '../../../contract/house-page/live-tables';
import type { AppDeps } from '../../deps';
import { createAuthenticator } from '../identity/auth/authenticator';

export const playerRoom = (playerId: number) => `player:${playerId}`;
const sessionRoom = (family: string) => `session:${family}`;
/** How many events' rooms one socket may watch at once. */
export const MAX_WATCHED_EVENTS = 50;
const EVENT_ID = /^[\w:.-]{1,100}$/;
/** A live table's slug (a catalogue game's); watching a slug without a table is harmless. */
const TABLE_SLUG = /^[a-z0-9-]{1,100}$/;
/** How many live tables one socket may watch at once. */
export const MAX_WATCHED_TABLES = 5;

/**
 * socket.io on the same HTTP server under /socket.io. A socket authenticates with the access
 * token (handshake `auth.token`) whose session still stands, joins its player's room and receives
 * that player's events until the session is revoked, as the node's session check (`deps.sessions`)
 * tells it. A socket without a token is a guest's: it has no player's room. Any socket may watch
 * the sportsbook's public rooms (`SPORTS_WATCH` / `SPORTS_UNWATCH`), at most
 * `MAX_WATCHED_EVENTS` events at once, and the live tables' rooms (`LIVE_WATCH` / `LIVE_UNWATCH`
 * with `{ table }`), at most `MAX_WATCHED_TABLES`; a token that is not valid is refused.
 */
export function attachSocketServer(
  httpServer: HttpServer,
  deps: AppDeps,
  options: Partial<ServerOptions> = {},
): Server {
  const { sessions } = deps;
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false, ...options });
  const authenticator = createAuthenticator(deps.secrets.tokenSecret, sessions, deps.db, () =>
    deps.clock.now(),
  );
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    if (token === undefined || token === null) return next();
    if (typeof token !== 'string') return next(new Error('unauthorized'));
    authenticator.callerOf(token).then(
      (caller) => {
        if (!caller) return next(new Error('unauthorized'));
        socket.data.playerId = caller.playerId;
        socket.data.family = caller.sessionFamily;
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });
  io.on('connection', (socket) => {
    if (typeof socket.data.playerId === 'number') {
      void socket.join([
        playerRoom(socket.data.playerId as number),
        sessionRoom(socket.data.family as string),
      ]);
    }
    socket.on(SPORTS_WATCH, (payload: unknown) => {
      const room = sportsRoomOf(payload);
      if (room === null) return;
      const watched = [...socket.rooms].filter((name) => name.startsWith(sportsEventRoom('')));
      if (room !== SPORTS_LIST_ROOM && watched.length >= MAX_WATCHED_EVENTS) return;
      void socket.join(room);
    });
    socket.on(SPORTS_UNWATCH, (payload: unknown) => {
      const room = sportsRoomOf(payload);
      if (room !== null) void socket.leave(room);
    });
    socket.on(LIVE_WATCH, (payload: unknown) => {
      const room = liveRoomOf(payload);
      if (room === null) return;
      const watched = [...socket.rooms].filter((name) => name.startsWith(liveTableRoom('')));
      if (watched.length < MAX_WATCHED_TABLES) void socket.join(room);
    });
    socket.on(LIVE_UNWATCH, (payload: unknown) => {
      const room = liveRoomOf(payload);
      if (room !== null) void socket.leave(room);
    });
  });
  const unsubscribe = deps.realtime.subscribe(({ playerId, event, data }) => {
    io.to(playerRoom(playerId)).emit(event, data);
  });
  const unsubscribeRooms = deps.realtime.subscribeToRooms(({ rooms, event, data }) => {
    io.to(rooms).emit(event, data);
  });
  // every node hears each revocation itself, so each disconnects only its own sockets
  const stopWatching = sessions.onRevoked((family) => {
    if (family !== null) {
      io.local.in(sessionRoom(family)).disconnectSockets(true);
      return;
    }
    for (const socket of io.sockets.sockets.values()) {
      if (typeof socket.data.family !== 'string') continue;
      sessions.isActive(socket.data.family as string).then(
        (isActive) => isActive || socket.disconnect(true),
        () => undefined,
      );
    }
  });
  io.engine.on('close', () => {
    unsubscribe();
    unsubscribeRooms();
    stopWatching();
  });
  return io;
}

/** The sports room a watch payload names: `{}` the lists', `{ eventId }` an event's; else null. */
function sportsRoomOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const keys = Object.keys(payload);
  if (keys.length === 0) return SPORTS_LIST_ROOM;
  const { eventId } = payload as { eventId?: unknown };
  if (keys.length !== 1 || typeof eventId !== 'string' || !EVENT_ID.test(eventId)) return null;
  return sportsEventRoom(eventId);
}

/** The live table's room a watch payload `{ table }` names; else null. */
function liveRoomOf(payload: unknown): string | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { table } = payload as { table?: unknown };
  return typeof table === 'string' && TABLE_SLUG.test(table) ? liveTableRoom(table) : null;
}
