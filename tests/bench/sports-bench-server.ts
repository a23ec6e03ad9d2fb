// One server for `npm run bench:sports`, in its own process so the sockets and the load generator
// do not share its thread. Prints one JSON line when ready, then obeys lines on stdin.
//
//   --mode=feed    the real application and socket server (with the socket.io PostgreSQL adapter
//                  on PostgreSQL, as main.ts): `fire` applies odds_change messages to one event
//                  with applyFeedMessage and hands each change to the feed publisher, as the
//                  feed runner does, and prints when each one started
//   --mode=bare    a bare socket.io server on the same port setup: `fire` emits a plain payload
//                  to the same room, with no database and no publisher (the floor)
//   --mode=place   the real application with players and pre-match events: front/sports/place_bet
//                  under load (tokens and selections printed)
//   --mode=write   a bare node:http handler running one write transaction per request on the
//                  same database (a row lock, an update and an insert: the floor of a bet)
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { serve } from '@hono/node-server';
import { Server } from 'socket.io';
import { sportsEventRoom, SPORTS_WATCH } from '../../contract/sportsbook';
import { createApp } from '../../server/app';
import { createDeps } from '../../server/composition';
import { readConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { openSocketAdapter } from '../../server/modules/realtime/socket-adapter';
import { attachSocketServer } from '../../server/modules/realtime/socket-server';
import { createFeedPublisher } from '../../server/modules/sportsbook/feed/feed-publisher';
import { createTestBook, winner } from '../../server/testing/sportsbook/test-book';
import { seedEssentials } from '../../server/seed/seed';
import { benchSecrets, createFundedPlayer, openBenchDatabase } from './bench-node';

const args = new Map(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const mode = args.get('mode') ?? 'feed';
const databaseUrl = args.get('database-url');
const PLAYERS = Number(args.get('players') ?? 200);
/** the pre-match events bets are spread over (`--mode=place`) */
const EVENTS = Number(args.get('events') ?? 20);

const now = () => performance.timeOrigin + performance.now();
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function listening(server: HttpServer): Promise<number> {
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  );
  return (server.address() as AddressInfo).port;
}

/** Runs `fire` for each `fire <count> <intervalMs>` line; `quit` ends the process. */
function obey(fire: (index: number) => Promise<void>, close: () => Promise<void>) {
  const lines = createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const [command, count, interval] = line.trim().split(' ');
    if (command === 'quit') {
      void close().finally(() => process.exit(0));
      return;
    }
    if (command !== 'fire') return;
    void (async () => {
      for (let index = 0; index < Number(count); index++) {
        const startedAt = now();
        await fire(index);
        print({ fired: index, startedAt });
        await new Promise((resolve) => setTimeout(resolve, Number(interval)));
      }
      print({ done: true });
    })();
  });
}

if (mode === 'bare') {
  const server = createServer();
  const io = new Server(server, { path: '/socket.io', serveClient: false });
  io.on('connection', (socket) => {
    socket.on(SPORTS_WATCH, (payload: { eventId: string }) => {
      void socket.join(sportsEventRoom(payload.eventId));
    });
  });
  server.listen(0, '127.0.0.1');
  print({ port: await listening(server), eventId: 'bare' });
  obey(
    async (index) => {
      io.to(sportsEventRoom('bare')).emit('sports_odds', {
        eventId: 'bare',
        outcomes: [{ marketId: '1', id: '1', oddsMilli: 2500 + index, isActive: true }],
        markets: [],
      });
    },
    async () => void io.close(),
  );
} else if (mode === 'write') {
  const { db, drop, url } = await openBenchDatabase(databaseUrl);
  await db.query('CREATE TABLE bench_balances (id int PRIMARY KEY, balance bigint NOT NULL)');
  await db.query(
    'CREATE TABLE bench_writes (id bigserial PRIMARY KEY, player int NOT NULL, amount bigint NOT NULL)',
  );
  await db.query(
    'INSERT INTO bench_balances SELECT g, 1000000000 FROM generate_series(1, $1::int) g',
    [PLAYERS],
  );
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { playerId } = JSON.parse(body) as { playerId: number };
      db.transaction(async (tx) => {
        await tx.query('SELECT balance FROM bench_balances WHERE id = $1 FOR UPDATE', [playerId]);
        await tx.query('UPDATE bench_balances SET balance = balance - 100 WHERE id = $1', [
          playerId,
        ]);
        await tx.query('INSERT INTO bench_writes (player, amount) VALUES ($1, 100)', [playerId]);
      }).then(
        () => {
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end('{"status":1}');
        },
        () => {
          response.writeHead(500);
          response.end();
        },
      );
    });
  });
  server.listen(0, '127.0.0.1');
  print({ port: await listening(server), players: playersOf(PLAYERS), database: nameOf(url) });
  obey(
    async () => undefined,
    async () => {
      server.close();
      await db.close();
      await drop();
    },
  );
} else {
  const { db, drop, url } = await openBenchDatabase(databaseUrl);
  const config = readConfig({
    LOG_LEVEL: 'silent',
    CLIENT_DIR: './no-client',
    DATABASE_URL: url,
    SPORTS_LIVE_DELAY_SECONDS: '0',
    RATE_LIMIT_SCALE: '10000',
  });
  const secrets = benchSecrets();
  const deps = createDeps({ config, secrets, db, logger: createLogger('silent') });
  const app = createApp(deps);
  await seedEssentials(db, secrets.adminPassword);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as HttpServer;
  const socketAdapter = await openSocketAdapter(url, deps.logger);
  const io = attachSocketServer(server, deps, socketAdapter.options);
  const port = await listening(server);
  const book = createTestBook(db);
  const close = async () => {
    void io.close();
    server.close();
    await socketAdapter.end();
    await db.close();
    await drop();
  };

  if (mode === 'feed') {
    const eventId = await book.createEvent({ status: 'live' });
    const publisher = createFeedPublisher(deps.realtime);
    print({ port, eventId });
    obey(async (index) => {
      const change = await book.apply(eventId, {
        kind: 'odds_change',
        markets: [winner([2500 + index, 3400, 3600])],
      });
      publisher.publish(change);
    }, close);
  } else {
    const selections: string[] = [];
    for (let index = 0; index < EVENTS; index++) {
      const eventId = await book.createEvent();
      const ids = await book.selectionsOf(eventId);
      selections.push(...Object.values(ids));
    }
    const players = [];
    for (const { username } of playersOf(PLAYERS)) {
      players.push(await createFundedPlayer(db, secrets, username, 100_000_000_000n));
    }
    print({ port, players, selections, database: nameOf(url) });
    obey(async () => undefined, close);
  }
}

/** The database's name, by which the bench finds its PostgreSQL server processes. */
function nameOf(url: string | undefined): string | undefined {
  return url ? new URL(url).pathname.slice(1) : undefined;
}

function playersOf(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    playerId: index + 1,
    username: `bench${index + 1}`,
  }));
}
