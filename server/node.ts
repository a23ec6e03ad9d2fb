import { mkdir } from 'node:fs/promises';
import type { Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import type { Clock } from './clock';
import { createDeps, startBackgroundWork, type FeedStarter } from './composition';
import type { Config } from './config';
import { migrate, openPglite, openPostgres, type Database } from './db/database';
import type { AppDeps } from './deps';
import { createLogger } from './logger';
import { openSocketAdapter } from './modules/realtime/socket-adapter';
import { attachSocketServer } from './modules/realtime/socket-server';
import { loadSecrets } from './secrets';
import { seedDemo, seedEssentials } from './seed/seed';

const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const dir = join(config.DATA_DIR, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}

export interface NodeOptions {
  /** the rules' clock (server/clock.ts); the system's unless a harness owns time */
  clock?: Clock;
  /** what answers the HTTP requests, given the app's own (a harness adds its control calls) */
  fetch?: (app: Hono) => Hono['fetch'];
  /** the sportsbook's feed; SPORTS_FEED's unless a harness feeds the book itself */
  feed?: FeedStarter;
}

export interface RunningNode {
  deps: AppDeps;
  /** whether this start seeded the demo data (a fresh database) */
  seeded: boolean;
  /** Stops taking requests, ends the background work and closes the database. */
  stop(): Promise<void>;
}

/**
 * One node of the product: the database migrated and seeded, the HTTP app, its sockets and its
 * background work, listening on config.PORT (server/main.ts runs it; the browser tests' harness
 * runs it with a clock of its own).
 */
export async function startNode(config: Config, options: NodeOptions = {}): Promise<RunningNode> {
  const logger = createLogger(config.LOG_LEVEL);
  await mkdir(config.DATA_DIR, { recursive: true });
  const { secrets, generated } = await loadSecrets(config);
  if (generated.length > 0)
    logger.info('generated secrets kept in the data directory', {
      generated,
      dataDir: config.DATA_DIR,
    });

  const db = await openDatabase(config);
  const applied = await migrate(db);
  logger.info('database ready', { kind: db.kind, migrationsApplied: applied });

  const deps = createDeps({ config, secrets, db, logger });
  if (options.clock) deps.clock = options.clock;
  await seedEssentials(db, secrets.adminPassword);
  const seeded = config.SEED_DEMO ? await seedDemo(deps, logger) : false;

  const app = createApp(deps);
  const backgroundWork = startBackgroundWork(deps, app, options.feed);
  const server = serve({
    fetch: options.fetch ? options.fetch(app) : app.fetch,
    port: config.PORT,
    hostname: config.HOST,
  }) as HttpServer;
  // an idle keep-alive connection stays open longer than the clients and proxies in front keep
  // theirs (60 s is the common idle timeout), so the server never closes a socket a client is
  // sending on at that instant (Node's 5 s default: a request lost to ECONNRESET now and then)
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  // realtime events reach players connected to any node through LISTEN/NOTIFY
  const socketAdapter = await openSocketAdapter(config.DATABASE_URL, logger);
  const io = attachSocketServer(server, deps, socketAdapter.options);
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  );
  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  logger.info('listening', { url, database: db.kind });

  return {
    deps,
    seeded,
    async stop() {
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      // timers, the cluster singletons' connections (their locks go to another node) and queued
      // emails end before the database closes
      await backgroundWork.stop();
      await socketAdapter.end();
      // PGlite flushes to disk on close: after this nothing is half-written
      await db.close();
      logger.info('stopped');
    },
  };
}
