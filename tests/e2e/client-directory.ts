import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the e2e server of `port` keeps its client build (tests may deploy a "new version" there). */
export function clientDirectory(port: number | string): string {
  return join(tmpdir(), `casino-e2e-client-${port}`);
}
