import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSE_API_BASE } from '../../../contract/house-page/house';
import { liveChatSend, type LiveChatEvent } from '../../../contract/house-page/live-chat';
import { LIVE_WATCH, liveTableRoom } from '../../../contract/house-page/live-tables';
import { createTestServer, type TestServer } from '../../testing/harness';
import { createHouseTestClient } from '../../testing/house/house-test-client';
import { attachSocketServer } from '../realtime/socket-server';

// A chat message as the game page gets it: over socket.io, to the sockets watching its table.
let server: TestServer;
let http: HttpServer;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await createTestServer({ seedDemo: true });
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

/** A guest socket (the game page connects as one) watching `table`'s room. */
async function watching(table: string) {
  const socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(socket);
  const received: LiveChatEvent[] = [];
  socket.on('live_chat', (event: LiveChatEvent) => received.push(event));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.emit(LIVE_WATCH, { table });
  await untilInRoom(socket, table);
  return { socket, received: () => received.filter((event) => event.kind === 'message') };
}

/** Once the server joined the socket to the table's room: a probe published there is heard. */
async function untilInRoom(socket: Socket, table: string) {
  const probe: LiveChatEvent = { table, kind: 'hidden', messageIds: [] };
  const heard = new Promise((resolve) => socket.once('live_chat', resolve));
  let isHeard = false;
  void heard.then(() => (isHeard = true));
  while (!isHeard) {
    server.deps.realtime.publishToRooms([liveTableRoom(table)], 'live_chat', probe);
    await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, 20))]);
  }
}

describe('chat messages over socket.io', () => {
  it('reach the sockets watching the table, guests included, and no other table', async () => {
    const house = createHouseTestClient(server);
    const registered = await server.register();
    const player = await house.launch(
      { playerId: registered.playerId, accessToken: registered.token },
      'ruleta-europea',
    );
    const atTable = await watching('ruleta-europea');
    const elsewhere = await watching('dice');
    const arrived = new Promise<LiveChatEvent>((resolve) =>
      atTable.socket.on('live_chat', (event: LiveChatEvent) => {
        if (event.kind === 'message') resolve(event);
      }),
    );
    const sent = await server.raw('POST', `${HOUSE_API_BASE}${liveChatSend.path}`, {
      body: JSON.stringify({ token: player.token, game: player.game, text: 'hola sala' }),
    });
    expect(sent.httpStatus).toBe(200);
    const event = await arrived;
    expect(event).toMatchObject({
      table: 'ruleta-europea',
      kind: 'message',
      message: { id: sent.body.message.id, text: 'hola sala' },
    });
    expect(atTable.received()).toHaveLength(1);
    expect(elsewhere.received()).toEqual([]);
  });
});
