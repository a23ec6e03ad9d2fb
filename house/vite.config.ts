// The house provider's game page: its own small build, served by the same process under
// /house/ (dist/house), apart from the PWA so the service worker never precaches it.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from '../scripts/lib/lingui-plugins.ts';
import { precompress } from '../scripts/lib/precompress-plugin.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/house/',
  publicDir: false,
  plugins: [
    react(),
    // its catalogue is its own of lingui.config.ts
    ...linguiPlugins(),
    precompress(),
  ],
  build: {
    outDir: fileURLToPath(new URL('../dist/house', import.meta.url)),
    emptyOutDir: true,
    // on disk to read a production stack trace with; never referenced from the files nor served
    sourcemap: 'hidden',
  },
});
