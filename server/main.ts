import { join } from 'node:path';
import { ConfigError, readConfig, type Config } from './config';
import { startNode } from './node';
import { ADMIN_USERNAME, DEMO_PLAYER } from './seed/seed';

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
  const node = await startNode(config);

  const url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  if (node.seeded || config.SEED_DEMO) {
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
    node.deps.logger.info('shutting down', { signal });
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await node.stop();
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
