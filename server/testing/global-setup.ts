import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_DB_KIND } from './harness';
import { buildPgliteTemplate, buildPostgresTemplate } from './temporary-database';

/**
 * Vitest's global setup: migrates and seeds one template database per run, which every test server
 * then copies. Built afresh each run, so a changed migration or seed never meets a stale copy.
 */
export default async function setup(): Promise<() => Promise<void>> {
  if (TEST_DB_KIND === 'postgres')
    return buildPostgresTemplate(process.env.TEST_DATABASE_URL as string);
  const directory = await mkdtemp(join(tmpdir(), 'casino-test-template-'));
  await buildPgliteTemplate(directory);
  return () => rm(directory, { recursive: true, force: true });
}
