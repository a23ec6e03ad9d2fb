import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate, openPglite, openPostgres, type Database } from '../db/database';
import { seedEssentials } from '../seed/seed';

/** The operator's password every test server seeds (the templates hold it already). */
export const TEST_ADMIN_PASSWORD = 'admin-password-for-tests';

// set by global-setup.ts for the whole run; unset (a bench, a script) means migrate each database
const PGLITE_TEMPLATE_ENV = 'CASINO_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'CASINO_TEST_POSTGRES_TEMPLATE';

/** What every test database starts from: the schema and the essentials (processors, operator). */
async function prepareTestDatabase(db: Database): Promise<void> {
  await migrate(db);
  await seedEssentials(db, TEST_ADMIN_PASSWORD);
}

/**
 * Migrates and seeds one PGlite database under `directory` and dumps its data directory, so each test
 * server loads a copy (0.5 s) instead of running every migration again (2 s; 4 s or more under load).
 */
export async function buildPgliteTemplate(directory: string): Promise<void> {
  const dataDir = join(directory, 'data');
  const db = await openPglite(dataDir);
  await prepareTestDatabase(db);
  await db.close();
  // the app's Database hides PGlite, so the dump comes from a second, raw handle on the directory
  const raw = await PGlite.create(dataDir);
  const dump = await raw.dumpDataDir('none');
  await raw.close();
  const file = join(directory, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
}

let pgliteTemplate: Promise<Blob> | undefined;

/** A fresh in-memory PGlite database, migrated and holding the essentials. */
export async function openPgliteTestDatabase(): Promise<Database> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) {
    const db = await openPglite();
    await prepareTestDatabase(db);
    return db;
  }
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  return openPglite(undefined, await pgliteTemplate);
}

/**
 * PGlite itself (not the app's Database, which hides it) on a fresh copy of the template, for what
 * only PGlite offers (`describeQuery`).
 */
export async function openRawPgliteTestDatabase(): Promise<PGlite> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file)
    throw new Error('no PGlite template: run under vitest (server/testing/global-setup.ts)');
  pgliteTemplate ??= readFile(file).then((bytes) => new Blob([bytes]));
  return PGlite.create({ loadDataDir: await pgliteTemplate });
}

/**
 * Migrates and seeds a PostgreSQL database that each test database is then created from
 * (`CREATE DATABASE … TEMPLATE`); returns its drop. The pool is closed first: PostgreSQL copies a
 * template only while nobody is connected to it.
 */
export async function buildPostgresTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const template = await createTemporaryDatabase(serverUrl, 'casino_test_template', 2);
  await prepareTestDatabase(template.db);
  await template.db.close();
  process.env[POSTGRES_TEMPLATE_ENV] = template.name;
  return template.drop;
}

/** A fresh PostgreSQL database, migrated and holding the essentials, dropped by `drop`. */
export async function createPostgresTestDatabase(
  serverUrl: string,
): Promise<{ db: Database; drop: () => Promise<void>; url: string }> {
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  const database = await createTemporaryDatabase(serverUrl, 'casino_test', 20, template);
  if (!template) await prepareTestDatabase(database.db);
  return database;
}

/**
 * A fresh database on a PostgreSQL server (for tests and benchmarks), empty or a copy of
 * `template`, created in the server's `serverUrl` and dropped by `drop`.
 */
export async function createTemporaryDatabase(
  serverUrl: string,
  prefix: string,
  poolSize = 20,
  template?: string,
): Promise<{ db: Database; drop: () => Promise<void>; url: string; name: string }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    db: openPostgres(url.toString(), poolSize),
    url: url.toString(),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
