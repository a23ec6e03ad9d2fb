// The client build: the PWA into `outDir`, then the house provider's game page into
// `outDir/house` and the back-office into `outDir/admin` (builds of their own, never precached
// by the service worker).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Builds the three; returns false (after vite printed why) when one fails. */
export function buildClient(outDir: string, options: { quiet?: boolean } = {}): boolean {
  const log = options.quiet ? ['--logLevel', 'warn'] : [];
  const steps = [
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', ...log],
    [
      'vite',
      'build',
      '--config',
      'house/vite.config.ts',
      '--outDir',
      join(outDir, 'house'),
      ...log,
    ],
    [
      'vite',
      'build',
      '--config',
      'admin/vite.config.ts',
      '--outDir',
      join(outDir, 'admin'),
      ...log,
    ],
  ];
  return steps.every(
    (args) => spawnSync('npx', args, { stdio: 'inherit', env: process.env }).status === 0,
  );
}
