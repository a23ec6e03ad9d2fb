// `npm start`: builds the client when it is missing, then runs the server in this process.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient } from './lib/build-client';

const clientDir = process.env.CLIENT_DIR ?? './dist';
if (
  !existsSync(join(clientDir, 'index.html')) ||
  !existsSync(join(clientDir, 'house/index.html')) ||
  !existsSync(join(clientDir, 'admin/index.html'))
) {
  process.stdout.write('Building the client (first start)...\n');
  if (!buildClient(clientDir)) process.exit(1);
}
await import('../server/main');
