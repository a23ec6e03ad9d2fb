// The house provider's game page: its own small build, served by the same process under
// /house/ (dist/house), apart from the PWA so the service worker never precaches it.
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../scripts/lib/precompress-plugin.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/house/',
  publicDir: false,
  plugins: [
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // its catalogue is the house's of lingui.config.ts; a message missing from it fails the build
    lingui({
      configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)),
      failOnMissing: true,
      failOnCompileError: true,
    }),
    precompress(),
  ],
  build: {
    outDir: fileURLToPath(new URL('../dist/house', import.meta.url)),
    emptyOutDir: true,
    // on disk to read a production stack trace with; never referenced from the files nor served
    sourcemap: 'hidden',
  },
});
