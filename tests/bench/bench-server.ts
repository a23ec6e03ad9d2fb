// One server for the API benchmark, in its own process so the load generator does not share its
// thread: `--handler app` is the real application, `--handler bare` a plain node:http handler
// running the same balance query on the same database layer. Prints one JSON line when ready.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { createDeps, startBackgroundWork } from '../../server/composition';
import { readConfig } from '../../server/config';
import { createLogger } from '../../server/logger';
import { getBalance } from '../../server/modules/wallet/ledger';
import { balanceInfo } from '../../server/modules/wallet/repository';
import { seedEssentials } from '../../server/seed/seed';
import { benchSecrets, createFundedPlayer, openBenchDatabase } from './bench-node';

const args = new Map(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const handler = args.get('handler') ?? 'app';
const databaseUrl = args.get('database-url');

const { db, drop, url } = await openBenchDatabase(databaseUrl);
// the sports feed is benchmarked on its own (bench:sports): here it would only add noise
const config = readConfig({
  LOG_LEVEL: 'silent',
  CLIENT_DIR: './no-client',
  DATABASE_URL: url,
  SPORTS_FEED: 'none',
});
const secrets = benchSecrets();
// built and started as main.ts does, so the application under load does its background work too
const deps = createDeps({ config, secrets, db, logger: createLogger('silent') });
const app = createApp(deps);
const backgroundWork = startBackgroundWork(deps, app);
await seedEssentials(db, deps.secrets.adminPassword);
const { playerId, token } = await createFundedPlayer(db, secrets, 'bench', 1_234_567n);

let server: Server;
if (handler === 'bare') {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { id } = JSON.parse(body) as { id: number };
      getBalance(db, id).then(
        (balance) => {
          response.writeHead(200, { 'Content-Type': 'application/json' });
          response.end(JSON.stringify({ status: 1, player: balanceInfo(balance) }));
        },
        () => {
          response.writeHead(500);
          response.end();
        },
      );
    });
  });
  server.listen(0, '127.0.0.1');
} else {
  server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
}
await new Promise<void>((resolve) =>
  server.listening ? resolve() : server.once('listening', () => resolve()),
);
process.stdout.write(
  `${JSON.stringify({ port: (server.address() as AddressInfo).port, token, playerId, database: db.kind })}\n`,
);

process.on('SIGTERM', () => {
  server.close();
  void backgroundWork
    .stop()
    .then(() => db.close())
    .then(drop)
    .finally(() => process.exit(0));
});
