// `npm test`: the whole suite on PGlite, then the `database` project (server/ and tests/live; see
// vitest.config.ts) again on PostgreSQL when TEST_DATABASE_URL is set, then the browser tests (skip
// them with `npm test -- --no-e2e`).
import { spawnSync } from 'node:child_process';

const runs = [{ name: 'PGlite', env: { TEST_DB: 'pglite' }, args: [] }];
if (process.env.TEST_DATABASE_URL)
  runs.push({
    name: 'PostgreSQL',
    env: { TEST_DB: 'postgres' },
    // `npm test -- src/…` names no database test: nothing to run again
    args: ['--project', 'database', '--passWithNoTests'],
  });
else process.stdout.write('TEST_DATABASE_URL is not set: running on PGlite only.\n');

let failed = false;
for (const run of runs) {
  process.stdout.write(`\n=== tests on ${run.name} ===\n`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', ...run.args, ...process.argv.slice(2).filter((arg) => arg !== '--no-e2e')],
    {
      stdio: 'inherit',
      env: { ...process.env, ...run.env },
    },
  );
  if (result.status !== 0) failed = true;
}
// browser tests: real Chromium against the real server on a fresh embedded database
if (!process.argv.includes('--no-e2e')) {
  process.stdout.write('\n=== browser tests (Playwright, Chromium) ===\n');
  const e2e = spawnSync('npx', ['playwright', 'test'], { stdio: 'inherit', env: process.env });
  if (e2e.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
