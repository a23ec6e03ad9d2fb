import type { AddressInfo } from 'node:net';
import type { Server as HttpServer } from 'node:http';
import { serve } from '@hono/node-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/harness';
import {
  SPORTS_LIST_ROOM,
  SPORTS_UNWATCH,
  SPORTS_WATCH,
  sportsEventRoom,
  type SportsRealtimeEvents,
} from '../../../contract/sportsbook';
import { LIVE_UNWATCH, LIVE_WATCH, liveTableRoom } from '../../../contract/house-page/live-tables';
import { attachSocketServer, MAX_WATCHED_EVENTS } from './socket-server';

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

describe('the sportsbook rooms', () => {
  const eventUpdate = (id: string): SportsRealtimeEvents['sports_event'] => ({
    id,
    status: 'live',
    score: { home: 1, away: 0 },
    clock: { period: '1h', elapsedSeconds: 600, isStopped: false },
    updatedAt: new Date().toISOString(),
  });

  /** Publishes to a room until `socket` hears it: watching takes a round trip to the server. */
  async function untilHeard(socket: Socket, room: string, id: string) {
    const heard = new Promise<SportsRealtimeEvents['sports_event']>((resolve) =>
      socket.on('sports_event', (data: SportsRealtimeEvents['sports_event']) => {
        if (data.id === id) resolve(data);
      }),
    );
    const timer = setInterval(
      () => server.deps.realtime.publishToRooms([room], 'sports_event', eventUpdate(id)),
      20,
    );
    try {
      return await heard;
    } finally {
      clearInterval(timer);
    }
  }

  it('lets a guest without a token watch the lists and an event, and nothing else', async () => {
    const guest = open(undefined);
    await once(guest, 'connect');
    const stray: unknown[] = [];
    guest.on('sports_event', (data: { id: string }) => {
      if (data.id === 'sim:other') stray.push(data);
    });
    guest.emit(SPORTS_WATCH, {});
    expect((await untilHeard(guest, SPORTS_LIST_ROOM, 'sim:list')).id).toBe('sim:list');
    guest.emit(SPORTS_WATCH, { eventId: 'sim:1' });
    expect((await untilHeard(guest, sportsEventRoom('sim:1'), 'sim:1')).score).toEqual({
      home: 1,
      away: 0,
    });
    server.deps.realtime.publishToRooms(
      [sportsEventRoom('sim:other')],
      'sports_event',
      eventUpdate('sim:other'),
    );

    // a guest has no player's room: money events go elsewhere
    const player = await server.register();
    const balances: unknown[] = [];
    guest.on('balance', (data) => balances.push(data));
    const mine = open(player.token);
    await once(mine, 'connect');
    const balance = once(mine, 'balance');
    await server.deposit(player.playerId, 100_000n);
    await balance;

    guest.emit(SPORTS_UNWATCH, { eventId: 'sim:1' });
    guest.emit(SPORTS_UNWATCH, {});
    // the leave is done once the server answers a later watch
    guest.emit(SPORTS_WATCH, { eventId: 'sim:2' });
    await untilHeard(guest, sportsEventRoom('sim:2'), 'sim:2');
    const late: unknown[] = [];
    guest.on('sports_event', (data: { id: string }) => {
      if (data.id === 'sim:1' || data.id === 'sim:list-late') late.push(data);
    });
    server.deps.realtime.publishToRooms(
      [sportsEventRoom('sim:1')],
      'sports_event',
      eventUpdate('sim:1'),
    );
    server.deps.realtime.publishToRooms(
      [SPORTS_LIST_ROOM],
      'sports_event',
      eventUpdate('sim:list-late'),
    );
    await untilHeard(guest, sportsEventRoom('sim:2'), 'sim:2');
    expect(late).toEqual([]);
    expect(stray).toEqual([]);
    expect(balances).toEqual([]);
  });

  it('ignores watch payloads that are not {} or {eventId}, and caps the events watched', async () => {
    const socket = open(undefined);
    await once(socket, 'connect');
    const heard: string[] = [];
    socket.on('sports_event', (data: { id: string }) => heard.push(data.id));
    for (const payload of [
      null,
      'sim:1',
      [],
      { eventId: 5 },
      { eventId: 'x', more: 1 },
      { eventId: 'a b' },
    ])
      socket.emit(SPORTS_WATCH, payload);
    for (let index = 0; index < MAX_WATCHED_EVENTS + 5; index += 1)
      socket.emit(SPORTS_WATCH, { eventId: `cap:${String(index)}` });
    socket.emit(SPORTS_WATCH, {});
    await untilHeard(socket, SPORTS_LIST_ROOM, 'list');
    for (const room of ['x', 'a b', `cap:${String(MAX_WATCHED_EVENTS)}`, 'cap:0']) {
      server.deps.realtime.publishToRooms(
        [sportsEventRoom(room)],
        'sports_event',
        eventUpdate(room),
      );
    }
    await untilHeard(socket, SPORTS_LIST_ROOM, 'list-again');
    expect(heard.filter((id) => !id.startsWith('list'))).toEqual(['cap:0']);
  });

  it('still refuses a token that is not valid', async () => {
    const error = await once<Error>(open('forged'), 'connect_error');
    expect(error.message).toBe('unauthorized');
  });
});

describe('the live tables rooms', () => {
  /** Publishes a tick to the table's room until `socket` hears it (watching takes a round trip). */
  async function untilTick(socket: Socket, table: string) {
    const heard = new Promise<string>((resolve) =>
      socket.on('live_tick', (data: { table: string }) => {
        if (data.table === table) resolve(data.table);
      }),
    );
    const tick = () =>
      server.deps.realtime.publishToRooms([liveTableRoom(table)], 'live_tick', {
        table,
        roundId: 'r',
        elapsedMs: 100,
        serverTime: Date.now(),
      });
    const timer = setInterval(tick, 20);
    try {
      return await heard;
    } finally {
      clearInterval(timer);
    }
  }

  it('lets a guest watch a table by its slug, ignores other payloads, and stops on unwatch', async () => {
    const guest = open(undefined);
    await once(guest, 'connect');
    const stray: unknown[] = [];
    guest.on('live_tick', (data: { table: string }) => {
      if (data.table === 'x') stray.push(data);
    });
    for (const payload of [
      null,
      'crash',
      { table: 'Crash!' },
      { table: 7 },
      { table: 'x'.repeat(101) },
    ])
      guest.emit(LIVE_WATCH, payload);
    guest.emit(LIVE_WATCH, { table: 'crash' });
    expect(await untilTick(guest, 'crash')).toBe('crash');
    server.deps.realtime.publishToRooms([liveTableRoom('x'.repeat(101))], 'live_tick', {
      table: 'x',
      roundId: 'r',
      elapsedMs: 1,
      serverTime: 1,
    });
    guest.emit(LIVE_UNWATCH, { table: 'crash' });
    guest.emit(LIVE_WATCH, { table: 'live-roulette' });
    expect(await untilTick(guest, 'live-roulette')).toBe('live-roulette');
    const after: unknown[] = [];
    guest.on('live_tick', (data: { table: string }) => {
      if (data.table === 'crash') after.push(data);
    });
    server.deps.realtime.publishToRooms([liveTableRoom('crash')], 'live_tick', {
      table: 'crash',
      roundId: 'r',
      elapsedMs: 1,
      serverTime: 1,
    });
    // a tick to the table still watched arrives after the one to the table left: none came
    expect(await untilTick(guest, 'live-roulette')).toBe('live-roulette');
    expect(after).toEqual([]);
    expect(stray).toEqual([]);
  });
});
