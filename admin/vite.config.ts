// The back-office (docs/back-office.md): its own build, served by the same process under /admin/
// (dist/admin), apart from the PWA so the player app's service worker never precaches it.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { linguiPlugins } from '../scripts/lib/lingui-plugins.ts';
import { precompress } from '../scripts/lib/precompress-plugin.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/admin/',
  publicDir: false,
  plugins: [
    react(),
    // its catalogue is its own of lingui.config.ts
    ...linguiPlugins(),
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
