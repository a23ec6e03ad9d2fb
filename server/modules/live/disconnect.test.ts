import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_WATCH, type LiveRealtimeEvents } from '../../../contract/house-page/live-tables';
import { createTestServer, type TestServer } from '../../testing/harness';
import { attachSocketServer } from '../realtime/socket-server';
import {
  chainStartingWith,
  createLiveTestKit,
  satoshis,
  TABLE,
} from '../../testing/live/live-test-kit';
import {
  bettingRound,
  PATIENCE,
  roundInPlay,
  waitSettled,
} from '../../testing/live/takeover-test-kit';

// The disconnect rule of Crash's rules (house i18n `crashRulesDisconnect`, docs/live-tables.md):
// a player whose connection goes away mid-round keeps their bet; an auto cash-out still fires at
// its target on the server, a bet without one rides to the bust. One node running the rounds
// (LIVE_TABLES=on) with its socket server listening; each player watches the table through a
// socket.io client, as the game does, and the sockets close during the climb.
const LIVE_ENV = { LIVE_TABLES: 'on', LIVE_CHAIN_LENGTH: '2000' };
/**
 * The rounds the test can use: the target 1.5 wins with time to spare (1.5x about 6.8 s into the
 * climb, 2x about 11.6 s), and the round is short (4x about 23 s). The node's first rounds all
 * bust so (chainStartingWith), so the test never waits behind a round that climbs for minutes.
 */
const fits = (bust: number) => bust >= 2 && bust <= 4;
const TEST_TIMEOUT = 300_000;

let server: TestServer | null = null;
let stopListening: (() => Promise<void>) | null = null;
afterEach(async () => {
  await stopListening?.();
  await server?.close();
  server = null;
});

/** The node listening, its socket server attached as main.ts does; answers its address. */
async function listen(node: TestServer): Promise<string> {
  const http = serve({ fetch: node.app.fetch, port: 0, hostname: '127.0.0.1' }) as HttpServer;
  const io = attachSocketServer(http, node.deps);
  await new Promise<void>((resolve) =>
    http.listening ? resolve() : http.once('listening', () => resolve()),
  );
  stopListening = () => new Promise<void>((resolve) => void io.close(() => resolve()));
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
}

/** A socket watching the table; `ticksOf(roundId)` counts the climb's ticks it got. */
async function watch(url: string) {
  const socket: Socket = connect(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const ticks: string[] = [];
  socket.on('live_tick', (tick: LiveRealtimeEvents['live_tick']) => ticks.push(tick.roundId));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.emit(LIVE_WATCH, { table: TABLE });
  return { socket, ticksOf: (roundId: string) => ticks.filter((id) => id === roundId).length };
}

describe('a player whose connection goes away mid-round', () => {
  it(
    'keeps the bet: an auto cash-out is still paid at its target, a bet without one rides to the bust',
    async () => {
      server = await createTestServer({
        seedDemo: true,
        env: LIVE_ENV,
        // three in a row: the first may close its window while the players are set up
        beforeStart: chainStartingWith(fits, 3),
      });
      const node = server;
      const url = await listen(node);
      const kit = createLiveTestKit(node);
      const [auto, rider] = [await kit.newPlayer(10), await kit.newPlayer(10)];
      const [autoSocket, riderSocket] = [await watch(url), await watch(url)];

      // the test reads the round's bust point from its row
      const round = await bettingRound(node, 4_000, { busting: fits });
      const bet = { roundId: round.id, kind: 'main', amount: 2 };
      // two players: their bets go in side by side, inside the window
      await Promise.all([
        kit.play(auto, 'crash/bet', { ...bet, autoCashOut: 1.5 }),
        kit.play(rider, 'crash/bet', bet),
      ]);

      // both see the climb start, then their connections go away before 1.5x
      await vi.waitFor(() => {
        expect(autoSocket.ticksOf(round.id) > 0 && riderSocket.ticksOf(round.id) > 0).toBe(true);
      }, PATIENCE);
      autoSocket.socket.disconnect();
      riderSocket.socket.disconnect();
      // gone before the target: the cash-out below is the server's, not one seen by its player
      expect(await kit.betsOf(auto)).toMatchObject([{ state: 'open' }]);
      expect((await roundInPlay(node))?.phase).toBe('running');

      await waitSettled(kit, round.id);
      expect(await kit.betsOf(auto)).toMatchObject([
        { state: 'cashed-out', multiplier: 1.5, payout: satoshis(3), wallet_done: true },
      ]);
      expect(await kit.betsOf(rider)).toMatchObject([
        { state: 'lost', payout: 0n, wallet_done: true },
      ]);
      expect(await kit.balanceOf(auto)).toBe(satoshis(11));
      expect(await kit.balanceOf(rider)).toBe(satoshis(8));
      await kit.expectLedgerBalanced();
    },
    TEST_TIMEOUT,
  );
});
