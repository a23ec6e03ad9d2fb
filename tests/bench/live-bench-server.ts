// One server process of `npm run bench:live`. Prints one JSON line when ready ({port, databaseUrl}),
// then waits for `quit` on stdin.
//
//   --mode=live     the real application and socket server with the socket.io PostgreSQL adapter,
//                   as main.ts runs it (background work included). Without --database-url it makes
//                   a temporary database on --server-url, migrates and seeds it (the catalogue's
//                   `crash` table) and prints its URL; with --database-url it joins that database
//                   as a second node. --live-tables=on|off: whether it contends for the rounds.
//   --mode=bare     a bare socket.io server: on `fire` it emits a `live_tick` of the same shape to
//                   the same room every tick interval, with no database and no adapter (the floor)
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { serve } from '@hono/node-server';
import { Server } from 'socket.io';
import { LIVE_TIMING, LIVE_WATCH, liveTableRoom } from '../../contract/house-page/live-tables';
import { createApp } from '../../server/app';
import { createDeps, startBackgroundWork } from '../../server/composition';
import { readConfig } from '../../server/config';
import { migrate, openPostgres } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { openSocketAdapter } from '../../server/modules/realtime/socket-adapter';
import { attachSocketServer } from '../../server/modules/realtime/socket-server';
import { seedDemo, seedEssentials } from '../../server/seed/seed';
import { createTemporaryDatabase } from '../../server/testing/temporary-database';
import { benchSecrets } from './bench-node';

const args = new Map(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const mode = args.get('mode') ?? 'live';
const TABLE = 'crash';
const print = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

async function listening(server: HttpServer): Promise<number> {
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  );
  return (server.address() as AddressInfo).port;
}

function onLine(handle: (command: string) => void) {
  createInterface({ input: process.stdin }).on('line', (line) => handle(line.trim()));
}

async function bare() {
  const server = createServer();
  const io = new Server(server, { path: '/socket.io', serveClient: false });
  io.on('connection', (socket) => {
    socket.on(LIVE_WATCH, (payload: { table: string }) => {
      void socket.join(liveTableRoom(payload.table));
    });
  });
  server.listen(0, '127.0.0.1');
  print({ port: await listening(server) });
  let timer: NodeJS.Timeout | undefined;
  const startedAt = Date.now();
  onLine((command) => {
    if (command === 'fire') {
      timer = setInterval(() => {
        const serverTime = Date.now();
        // the same payload as the engine's tick (publisher.ts), so the same bytes go out
        io.to(liveTableRoom(TABLE)).emit('live_tick', {
          table: TABLE,
          roundId: '00000000-0000-4000-8000-000000000000',
          elapsedMs: serverTime - startedAt,
          serverTime,
        });
      }, LIVE_TIMING.crash.tickMs);
    } else if (command === 'quit') {
      clearInterval(timer);
      void io.close();
      process.exit(0);
    }
  });
}

async function live() {
  const joining = args.get('database-url');
  const created = joining
    ? null
    : await createTemporaryDatabase(args.get('server-url') as string, 'casino_bench');
  const url = joining ?? (created?.url as string);
  const db = created?.db ?? (await openPostgres(url, 10));
  if (created) await migrate(db);
  const config = readConfig({
    LOG_LEVEL: 'silent',
    CLIENT_DIR: './no-client',
    DATABASE_URL: url,
    RATE_LIMIT_SCALE: '10000',
    LIVE_TABLES: args.get('live-tables') ?? 'on',
    LIVE_CHAIN_LENGTH: '2000',
  });
  const secrets = benchSecrets();
  const deps = createDeps({ config, secrets, db, logger: createLogger('silent') });
  if (created) {
    await seedEssentials(db, secrets.adminPassword);
    await seedDemo(deps, deps.logger);
  }
  const app = createApp(deps);
  const background = startBackgroundWork(deps, app);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as HttpServer;
  const socketAdapter = await openSocketAdapter(url, deps.logger);
  const io = attachSocketServer(server, deps, socketAdapter.options);
  print({ port: await listening(server), databaseUrl: url });
  onLine((command) => {
    if (command !== 'quit') return;
    void (async () => {
      void io.close();
      server.close();
      await background.stop();
      await socketAdapter.end();
      await db.close();
      await created?.drop();
      process.exit(0);
    })();
  });
}

await (mode === 'bare' ? bare() : live());
