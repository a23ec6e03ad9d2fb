// One server for the API benchmark, in its own process so the load generator does not share its
// thread: `--handler app` is the real application, `--handler bare` a plain node:http handler
// running the same balance query on the same database layer. Prints one JSON line when ready.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { createApp } from '../../server/app';
import { createDeps, startBackgroundWork } from '../../server/composition';
import { readConfig } from '../../server/config';
import { migrate, openPglite, type Database } from '../../server/db/database';
import { createTemporaryDatabase } from '../../server/testing/temporary-database';
import { createLogger } from '../../server/logger';
import { createSession } from '../../server/modules/auth/sessions';
import { signAccessToken } from '../../server/modules/auth/tokens';
import { generateTestnetAccountKey } from '../../server/modules/wallet/bitcoin';
import {
  getBalance,
  getPlayerAccountId,
  getSystemAccountId,
  openPlayerAccounts,
  transfer,
} from '../../server/modules/wallet/ledger';
import { balanceInfo } from '../../server/modules/wallet/repository';
import { insertPlayer } from '../../server/modules/players/repository';
import { seedEssentials } from '../../server/seed/seed';

const args = new Map(
  process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=') as [string, string]),
);
const handler = args.get('handler') ?? 'app';
const databaseUrl = args.get('database-url');

async function openDatabase(): Promise<{ db: Database; drop: () => Promise<void>; url?: string }> {
  if (!databaseUrl) return { db: await openPglite(), drop: async () => undefined };
  return createTemporaryDatabase(databaseUrl, 'casino_bench');
}

const { db, drop, url } = await openDatabase();
await migrate(db);
// the sports feed is benchmarked on its own (bench:sports): here it would only add noise
const config = readConfig({
  LOG_LEVEL: 'silent',
  CLIENT_DIR: './no-client',
  DATABASE_URL: url,
  SPORTS_FEED: 'none',
});
const secrets = {
  tokenSecret: randomBytes(32).toString('hex'),
  processorCallbackSecret: 'x'.repeat(32),
  vapidPublicKey: '',
  vapidPrivateKey: '',
  depositXpub: generateTestnetAccountKey(),
  adminPassword: 'bench-admin-password',
};
// built and started as main.ts does, so the application under load does its background work too
const deps = createDeps({ config, secrets, db, logger: createLogger('silent') });
const app = createApp(deps);
const backgroundWork = startBackgroundWork(deps, app);
await seedEssentials(db, deps.secrets.adminPassword);
const playerId = await db.transaction(async (tx) => {
  const id = (await insertPlayer(tx, {
    username: 'bench',
    passwordHash: 'not-used',
    email: 'bench@example.com',
    first_name: 'B',
    last_name: 'B',
    birthday: '1990-01-01',
    gender: 'male',
    address: 'a',
    city: 'c',
    postal_code: 'p',
    country: 'ES',
    phone_number: '+34600000000',
    interface_local: 'es',
    notify_newletter: false,
    promo_code: null,
    referral_code: null,
  })) as number;
  await openPlayerAccounts(tx, id);
  await transfer(
    tx,
    'deposit',
    'bench',
    await getSystemAccountId(tx, 'system:deposits'),
    await getPlayerAccountId(tx, id, 'cash'),
    1_234_567n,
  );
  return id;
});
// a real session: every authenticated call checks that the token's session still stands
const { family } = await createSession(db, playerId, 1);
const token = signAccessToken(
  { sub: playerId, scope: 'player', sid: family, exp: Math.floor(Date.now() / 1000) + 3600 },
  deps.secrets.tokenSecret,
);

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
