// The back-office (docs/back-office.md): its own build, served by the same process under /admin/
// (dist/admin), apart from the PWA so the player app's service worker never precaches it.
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/lib/precompress-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  publicDir: false,
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // its catalogue is the second of lingui.config.ts; a message missing from it fails the build
    lingui({
      configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
      failOnMissing: true,
      failOnCompileError: true,
    }),
    precompress(),
  ],
  build: {
    outDir: fileURLToPath(new URL('../dist/admin', import.meta.url)),
    emptyOutDir: true,
    // on disk to read a production stack trace with; never referenced from the files nor served
    sourcemap: 'hidden',
  },
  server: { proxy: { '/api': apiTarget } },
});
