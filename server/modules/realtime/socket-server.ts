import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import type { AppDeps } from '../../deps';
import { createAuthenticator } from '../auth/authenticator';

export const playerRoom = (playerId: number) => `player:${playerId}`;
const sessionRoom = (family: string) => `session:${family}`;

/**
 * socket.io on the same HTTP server under /socket.io. A socket authenticates with the access
 * token (handshake `auth.token`) whose session still stands, joins its player's room and receives
 * that player's events until the session is revoked, as the node's session check (`deps.sessions`)
 * tells it.
 */
export function attachSocketServer(
  httpServer: HttpServer,
  deps: AppDeps,
  options: Partial<ServerOptions> = {},
): Server {
  const { sessions } = deps;
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false, ...options });
  const authenticator = createAuthenticator(deps.secrets.tokenSecret, sessions);
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
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
    void socket.join([
      playerRoom(socket.data.playerId as number),
      sessionRoom(socket.data.family as string),
    ]);
  });
  const unsubscribe = deps.realtime.subscribe(({ playerId, event, data }) => {
    io.to(playerRoom(playerId)).emit(event, data);
  });
  // every node hears each revocation itself, so each disconnects only its own sockets
  const stopWatching = sessions.onRevoked((family) => {
    if (family !== null) {
      io.local.in(sessionRoom(family)).disconnectSockets(true);
      return;
    }
    for (const socket of io.sockets.sockets.values()) {
      sessions.isActive(socket.data.family as string).then(
        (isActive) => isActive || socket.disconnect(true),
        () => undefined,
      );
    }
  });
  io.engine.on('close', () => {
    unsubscribe();
    stopWatching();
  });
  return io;
}
