import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LiveChatEvent } from '../../contract/house-page/live-chat';
import {
  crashTimeOf,
  LIVE_WATCH,
  liveTableRoom,
  type LiveRealtimeEvents,
  type LiveRound,
} from '../../contract/house-page/live-tables';
import { createLogger } from '../../server/logger';
import type { LaunchedPlayer } from '../../server/testing/house/house-test-client';
import {
  chainStartingWith,
  createLiveTestKit,
  satoshis,
  TABLE,
} from '../../server/testing/live/live-test-kit';
import { openSocketAdapter } from '../../server/modules/realtime/socket-adapter';
import { attachSocketServer } from '../../server/modules/realtime/socket-server';
import { createTestServer, TEST_DB_KIND, type TestServer } from '../../server/testing/harness';

// A crowd at the Crash table: LIVE_CROWD_PLAYERS players (default 200), each a socket.io client
// and signed house calls, spread over two nodes on one PostgreSQL database (the socket.io
// PostgreSQL adapter between them), with a random 0-150 ms delay before each call and on each
// event received. Over LIVE_CROWD_ROUNDS rounds (default 2) every socket sees the same bust point
// and hash as the round's row, every bet ends in exactly one state with exactly its wallet calls,
// and balances and the ledger add up. PostgreSQL only: two nodes need a shared database.
const PLAYERS = Number(process.env.LIVE_CROWD_PLAYERS ?? 200);
const ROUNDS = Number(process.env.LIVE_CROWD_ROUNDS ?? 2);
const FUNDS_MBTC = 10;
const LIVE_ENV = { LIVE_TABLES: 'on', LIVE_CHAIN_LENGTH: '2000' };
const PATIENCE = { timeout: 60_000, interval: 100 };
/**
 * The bust points of the table's first rounds (chainStartingWith): past some of the auto cash-outs
 * (1.1x to 2.9x) and short of others, and not long (4x about 23 s): a random round may climb for
 * minutes, which the test would wait for in full.
 */
const crowdBusts = (bust: number) => bust >= 1.5 && bust <= 4;

const lag = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 150));

interface Node {
  server: TestServer;
  url: string;
  close(): Promise<void>;
}

const nodes: Node[] = [];
const sockets: Socket[] = [];
afterAll(async () => {
  for (const socket of sockets) socket.close();
  for (const node of nodes.splice(0).reverse()) await node.close();
});

/** A node listening with its socket server on the PostgreSQL adapter, as main.ts starts one. */
async function startNode(sharing?: TestServer): Promise<Node> {
  const server = await createTestServer({
    seedDemo: !sharing,
    env: LIVE_ENV,
    ...(sharing ? { sharing } : { beforeStart: chainStartingWith(crowdBusts, ROUNDS + 3) }),
  });
  const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as HttpServer;
  const adapter = await openSocketAdapter(server.databaseUrl as string, createLogger('silent'));
  const io = attachSocketServer(http, server.deps, adapter.options);
  await new Promise<void>((resolve) =>
    http.listening ? resolve() : http.once('listening', () => resolve()),
  );
  const node: Node = {
    server,
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    async close() {
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      await adapter.end();
      await server.close();
    },
  };
  nodes.push(node);
  return node;
}

/** A player's socket: the rounds' messages it got, each after a random delay. */
async function watchingSocket(node: Node) {
  const socket = connect(node.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const rounds: LiveRound[] = [];
  let inRoom = false;
  socket.on('live_round', (message: LiveRealtimeEvents['live_round']) => {
    void lag().then(() => rounds.push(message.round));
  });
  socket.on('live_chat', () => (inRoom = true));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.emit(LIVE_WATCH, { table: TABLE });
  // once the node joined it to the room, a probe published there is heard (it shows nothing)
  const probe: LiveChatEvent = { table: TABLE, kind: 'hidden', messageIds: [] };
  while (!inRoom) {
    node.server.deps.realtime.publishToRooms([liveTableRoom(TABLE)], 'live_chat', probe);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { endedRounds: () => rounds.filter((round) => round.phase === 'ended') };
}

/** `work` for each item, at most `width` at once. */
async function inBatches<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width) {
    await Promise.all(items.slice(start, start + width).map(work));
  }
}

interface RoundNow {
  id: string;
  phase: string;
  ms_left: number;
}

async function roundInPlay(server: TestServer): Promise<RoundNow | null> {
  const { rows } = await server.db.query<RoundNow>(
    `SELECT id, phase, (extract(epoch FROM betting_closes_at - clock_timestamp()) * 1000)::float8 AS ms_left
       FROM live_rounds WHERE table_slug = $1 AND phase <> 'settled'`,
    [TABLE],
  );
  return rows[0] ?? null;
}

describe.skipIf(TEST_DB_KIND !== 'postgres')(
  'a crowd at the Crash table on two nodes (PostgreSQL only: two nodes share one database)',
  () => {
    it(`${PLAYERS} players with lagging calls and events see one result per round, and the money adds up`, async () => {
      const first = await startNode();
      const second = await startNode(first.server);
      const kits = [createLiveTestKit(first.server), createLiveTestKit(second.server)];
      const indexes = Array.from({ length: PLAYERS }, (_, index) => index);
      const players: { launched: LaunchedPlayer; kit: (typeof kits)[number] }[] = [];
      const watchers: Awaited<ReturnType<typeof watchingSocket>>[] = [];
      await inBatches(indexes, 20, async (index) => {
        const kit = kits[index % 2] as (typeof kits)[number];
        players[index] = { launched: await kit.newPlayer(FUNDS_MBTC), kit };
        watchers[index] = await watchingSocket(index % 2 === 0 ? first : second);
      });

      const playedRounds: string[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        let betting: RoundNow | null = null;
        await vi.waitFor(async () => {
          betting = await roundInPlay(first.server);
          expect(
            betting?.phase === 'betting' &&
              betting.ms_left > 4_000 &&
              !playedRounds.includes(betting.id),
          ).toBe(true);
        }, PATIENCE);
        const roundId = (betting as unknown as RoundNow).id;
        playedRounds.push(roundId);
        await Promise.all(
          players.map(async ({ launched, kit }, index) => {
            await lag();
            // a third with an auto cash-out, a third cashing out by hand, a third riding it out
            const autoCashOut = index % 3 === 0 ? 1.1 + (index % 7) * 0.3 : undefined;
            const placed = await kit.as(launched, 'crash/bet', {
              roundId,
              kind: 'main',
              amount: 0.1,
              ...(autoCashOut && { autoCashOut }),
            });
            // the window may close before a lagging call arrives: refused, nothing else
            if (placed.httpStatus !== 200) {
              expect(placed.body.code).toBe('betting_closed');
              return;
            }
            if (index % 5 === 0) {
              await lag();
              const side = await kit.as(launched, 'crash/bet', {
                roundId,
                kind: 'at-least-2',
                amount: 0.1,
              });
              if (side.httpStatus !== 200) expect(side.body.code).toBe('betting_closed');
            }
            if (index % 3 !== 1) return;
            const betId = (placed.body.bets as { id: string }[])[0]?.id;
            await vi.waitFor(async () => {
              expect((await roundInPlay(first.server))?.phase !== 'betting').toBe(true);
            }, PATIENCE);
            await new Promise((resolve) => setTimeout(resolve, Math.random() * 2_000));
            await lag();
            const cashed = await kit.as(launched, 'crash/cash_out', { betId });
            // closed: busted, or its auto cash-out came first; an unconfirmed wallet call is
            // the sweep's to send again (checked below by wallet_done)
            if (cashed.body.status !== 1)
              expect(['cash_out_closed', 'wallet_unavailable']).toContain(cashed.body.code);
          }),
        );
        // the climb lasts until the bust (at most 4x here, about 23 s)
        const bust = (await kits[0]?.reload(roundId))?.exact_result ?? 1;
        await vi.waitFor(
          async () => {
            expect((await kits[0]?.reload(roundId))?.phase).toBe('settled');
          },
          { ...PATIENCE, timeout: PATIENCE.timeout + crashTimeOf(Math.max(1, bust)) },
        );
      }

      // every socket saw each round end with the row's bust point and hash, once
      for (const roundId of playedRounds) {
        const row = await kits[0]?.reload(roundId);
        expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
        await vi.waitFor(() => {
          for (const watcher of watchers) {
            const seen = watcher.endedRounds().filter((round) => round.id === roundId);
            expect(seen.map((round) => [round.result, round.hash])).toEqual([
              [row?.result, row?.hash],
            ]);
          }
        }, PATIENCE);
      }

      // each bet in one final state, with exactly its wallet calls; each balance adds up
      const { rows: bets } = await first.server.db.query<{
        id: string;
        player: string;
        state: string;
        stake: bigint;
        payout: bigint;
        wallet_done: boolean;
        calls: string[];
      }>(
        `SELECT b.id, b.player, b.state, b.stake, b.payout, b.wallet_done,
                array(SELECT t.kind || ' ' || t.transaction_id FROM provider_transactions t
                       WHERE t.transaction_id IN ('live:' || b.id || ':bet', 'live:' || b.id || ':win')
                       ORDER BY t.kind) AS calls
           FROM live_bets b WHERE b.round_id = ANY($1::text[])`,
        [playedRounds],
      );
      expect(bets.length).toBeGreaterThan(0);
      for (const bet of bets) {
        expect(bet.wallet_done, bet.id).toBe(true);
        const stake = `bet live:${bet.id}:bet`;
        if (bet.state === 'void') {
          // a stake the wallet took is rolled back; one it never took has no call at all
          const rollback = `rollback live:${bet.id}:bet`;
          expect([[], [rollback], [stake, rollback]]).toContainEqual(bet.calls);
          expect(bet.payout).toBe(0n);
        } else {
          expect(['cashed-out', 'lost', 'won']).toContain(bet.state);
          expect(bet.calls).toEqual([stake, `win live:${bet.id}:win`]);
          expect(bet.state === 'lost' ? bet.payout === 0n : bet.payout >= bet.stake).toBe(true);
        }
      }
      for (const { launched, kit } of players) {
        const own = bets.filter((bet) => bet.player === String(launched.playerId));
        const net = own.reduce(
          (sum, bet) => sum - (bet.state === 'void' ? 0n : bet.stake) + bet.payout,
          0n,
        );
        expect(await kit.balanceOf(launched)).toBe(satoshis(FUNDS_MBTC) + net);
      }
      await kits[0]?.expectLedgerBalanced();
    }, 900_000);
  },
);
