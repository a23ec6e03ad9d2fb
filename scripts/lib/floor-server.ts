// The floor pages of `npm run lighthouse` and `npm run size` (scripts/lighthouse-floor), built
// with the app's toolchain and served by Vite's preview server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';

export interface FloorServer {
  /** the floor: react-dom, TanStack Router and Query, one route */
  url: string;
  /** the work floor: the floor plus a fixed amount of rendering in one task */
  workUrl: string;
  stop(): Promise<void>;
}

export async function startFloor(port: number): Promise<FloorServer> {
  const outDir = mkdtempSync(join(tmpdir(), 'lighthouse-floor-'));
  const configFile = join(import.meta.dirname, '..', 'lighthouse-floor', 'vite.config.ts');
  await build({ configFile, build: { outDir, emptyOutDir: true } });
  const server = await preview({
    configFile,
    build: { outDir },
    preview: { port, host: '127.0.0.1', strictPort: true },
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    workUrl: `http://127.0.0.1:${port}/work.html`,
    async stop() {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}
