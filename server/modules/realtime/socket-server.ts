import type { Server as HttpServer } from 'node:http';
import { Server, type ServerOptions } from 'socket.io';
import type { AppDeps } from '../../deps';
import { verifyAccessToken } from '../auth/tokens';

export const playerRoom = (playerId: number) => `player:${playerId}`;

/**
 * socket.io on the same HTTP server under /socket.io. A socket authenticates with the access
 * token (handshake `auth.token`), joins its player's room and receives that player's events.
 */
export function attachSocketServer(
  httpServer: HttpServer,
  deps: AppDeps,
  options: Partial<ServerOptions> = {},
): Server {
  const io = new Server(httpServer, { path: '/socket.io', serveClient: false, ...options });
  io.use((socket, next) => {
    const token: unknown = socket.handshake.auth.token;
    const claims =
      typeof token === 'string' ? verifyAccessToken(token, deps.secrets.tokenSecret) : null;
    if (!claims) return next(new Error('unauthorized'));
    socket.data.playerId = claims.sub;
    next();
  });
  io.on('connection', (socket) => {
    void socket.join(playerRoom(socket.data.playerId as number));
  });
  const unsubscribe = deps.realtime.subscribe(({ playerId, event, data }) => {
    io.to(playerRoom(playerId)).emit(event, data);
  });
  io.engine.on('close', unsubscribe);
  return io;
}
