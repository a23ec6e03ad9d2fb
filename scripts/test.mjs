// `npm test`: the whole suite on PGlite, then again on PostgreSQL when TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const runs = [{ name: 'PGlite', env: { TEST_DB: 'pglite' } }];
if (process.env.TEST_DATABASE_URL) runs.push({ name: 'PostgreSQL', env: { TEST_DB: 'postgres' } });
else process.stdout.write('TEST_DATABASE_URL is not set: running on PGlite only.\n');

let failed = false;
for (const run of runs) {
  process.stdout.write(`\n=== tests on ${run.name} ===\n`);
  const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
