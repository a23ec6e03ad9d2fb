import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type Database } from '../db/database';

/**
 * A fresh, empty database on a PostgreSQL server (for tests and benchmarks), created in the
 * server's `serverUrl` and dropped by `drop`.
 */
export async function createTemporaryDatabase(
  serverUrl: string,
  prefix: string,
  poolSize = 20,
): Promise<{ db: Database; drop: () => Promise<void>; url: string }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    db: openPostgres(url.toString(), poolSize),
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
