import { mkdir } from 'node:fs/promises';
import type { Server as HttpServer } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createDeps, startBackgroundWork } from './composition';
import { ConfigError, readConfig, type Config } from './config';
import { migrate, openPglite, openPostgres, type Database } from './db/database';
import { createLogger } from './logger';
import { openSocketAdapter } from './modules/realtime/socket-adapter';
import { attachSocketServer } from './modules/realtime/socket-server';
import { loadSecrets } from './secrets';
import { ADMIN_USERNAME, DEMO_PLAYER, seedDemo, seedEssentials } from './seed/seed';

export async function openDatabase(config: Config): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const dir = join(config.DATA_DIR, 'pglite');
  await mkdir(dir, { recursive: true });
  return openPglite(dir);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = readConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(78);
    }
    throw error;
  }
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
  await seedEssentials(db, secrets.adminPassword);
  const seeded = config.SEED_DEMO ? await seedDemo(deps, logger) : false;

  const app = createApp(deps);
  const backgroundWork = startBackgroundWork(deps, app);
  const server = serve({
    fetch: app.fetch,
    port: config.PORT,
    hostname: config.HOST,
  }) as HttpServer;
  // realtime events reach players connected to any node through LISTEN/NOTIFY
  const socketAdapter = await openSocketAdapter(config.DATABASE_URL, logger);
  const io = attachSocketServer(server, deps, socketAdapter.options);
  await new Promise<void>((resolve) =>
    server.listening ? resolve() : server.once('listening', () => resolve()),
  );

  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  logger.info('listening', { url, database: db.kind });
  if (seeded || config.SEED_DEMO) {
    process.stdout.write(
      `\n  Casino is running at ${url}\n` +
        `  Demo player:  ${DEMO_PLAYER.username} / ${DEMO_PLAYER.password}\n` +
        `  Staff admin:  ${ADMIN_USERNAME} / ${config.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : `see ${join(config.DATA_DIR, 'secrets.json')} (adminPassword)`}\n\n`,
    );
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
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
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `fatal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
