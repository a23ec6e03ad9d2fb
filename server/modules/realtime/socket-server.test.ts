import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/harness';
import { attachSocketServer } from './socket-server';

let server: TestServer;
let http: HttpServer;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await createTestServer();
  http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as HttpServer;
  attachSocketServer(http, server.deps);
  await new Promise<void>((resolve) =>
    http.listening ? resolve() : http.once('listening', () => resolve()),
  );
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await new Promise((resolve) => http.close(resolve));
  await server.close();
});

function open(token: string | undefined): Socket {
  const socket = connect(url, {
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}

const once = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve) => socket.once(event, resolve));

describe('socket.io realtime', () => {
  it('delivers balance and transaction changes to the player, and only to them', async () => {
    const player = await server.register();
    const bystander = await server.register();
    const mine = open(player.token);
    const theirs = open(bystander.token);
    await Promise.all([once(mine, 'connect'), once(theirs, 'connect')]);
    const strayEvents: unknown[] = [];
    theirs.on('balance', (data) => strayEvents.push(data));

    const balance = once<{ real_balance: number }>(mine, 'balance');
    const transaction = once<{ type: string; status: string }>(mine, 'transaction');
    await server.deposit(player.playerId, 300_000n);
    expect(await balance).toEqual({ real_balance: 3, player_currency: 'mBTC' });
    expect(await transaction).toMatchObject({ type: 'deposit', status: 'complete', amount: 3 });
    expect(strayEvents).toEqual([]);
  });

  it('refuses the token of a logged-out session, and disconnects its open sockets', async () => {
    const player = await server.register();
    const login = await server.call('login', {
      username: player.username,
      password: player.password,
    });
    const token = login.body.accessToken as string;
    const refreshCookie = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('front_refresh='))
      ?.split(';')[0] as string;
    const connected = open(token);
    await once(connected, 'connect');
    const otherSession = open(player.token);
    await once(otherSession, 'connect');

    const disconnected = once<string>(connected, 'disconnect');
    await server.call('logout', {}, { headers: { Cookie: refreshCookie } });
    expect(await disconnected).toBe('io server disconnect');
    expect(otherSession.connected).toBe(true);

    const error = await once<Error>(open(token), 'connect_error');
    expect(error.message).toBe('unauthorized');
  });

  it('refuses a connection without a valid token', async () => {
    const socket = open('not-a-token');
    const error = await once<Error>(socket, 'connect_error');
    expect(error.message).toBe('unauthorized');
  });
});
