// A throwaway production server for measurements: a fresh client build and embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { buildClient } from './build-client';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PreviewServer {
  url: string;
  clientDir: string;
  stop(): Promise<void>;
}

export async function startPreviewServer(port: number): Promise<PreviewServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'casino-preview-'));
  const clientDir = join(dataDir, 'client');
  if (!buildClient(clientDir, { quiet: true })) throw new Error('client build failed');
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error('server exited');
    try {
      if ((await fetch(`${url}/api/geolocation`)).ok) break;
    } catch {
      // not up yet
    }
    // the demo data takes a minute or more on a loaded machine
    if (attempt > 900) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    clientDir,
    async stop() {
      child.kill('SIGINT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
