// `npm start`: builds the client when it is missing, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const clientDir = process.env.CLIENT_DIR ?? './dist';
if (!existsSync(join(clientDir, 'index.html'))) {
  process.stdout.write('Building the client (first start)...\n');
  const build = spawnSync('npx', ['vite', 'build', '--outDir', clientDir], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../server/main');
