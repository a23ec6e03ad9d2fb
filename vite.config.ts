import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pwaManifest } from './scripts/lib/pwa-manifest.ts';
import { precompress } from './scripts/lib/precompress-plugin.ts';
import { firstLoadModules } from './scripts/lib/first-load-modules.ts';
import { pureSchemas } from './scripts/lib/pure-schemas.ts';
import { routerPluginOptions } from './scripts/lib/router-plugin-options.ts';
import { shellFiles } from './scripts/lib/shell-files.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:8080';
// each build has its own id: a persisted query cache from another build is thrown away
process.env.VITE_BUILD_ID ??= Date.now().toString(36);
const firstLoad = firstLoadModules();
const shell = shellFiles();

export default defineConfig({
  plugins: [
    tanstackRouter(routerPluginOptions),
    react(),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    // a message missing from a catalogue fails the build
    lingui({ failOnMissing: true, failOnCompileError: true }),
    // the service worker (sw/sw.ts -> /sw.js) and the web app manifest; the app registers it
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: pwaManifest,
      // the install icons are cached when the browser fetches them (sw/sw.ts), not precached
      includeManifestIcons: false,
      injectManifest: {
        // what a first visit needs to open again offline: the page, the shell's scripts and styles
        // (scripts/lib/shell-files.ts) and the favicon; the other pages' chunks, the other
        // language, the slider art and the icons are cached as they are fetched (sw/sw.ts), and
        // the page hands the worker what it fetched before the worker was there
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', '*.svg'],
        // the house games' page and the back-office are builds of their own, never precached
        globIgnores: ['**/*.map', 'house/**', 'admin/**'],
        manifestTransforms: [
          (entries) => {
            if (shell.size() === 0) throw new Error('the shell files are not known yet');
            return {
              manifest: entries.filter(
                (entry) => !entry.url.startsWith('assets/') || shell.has(entry.url),
              ),
              warnings: [],
            };
          },
        ],
      },
    }),
    precompress(),
    firstLoad.plugin,
    shell.plugin,
    pureSchemas(),
  ],
  build: {
    outDir: 'dist',
    // on disk to read a production stack trace with; never referenced from the files nor served
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // the libraries every page starts with, as one file instead of a dozen small ones (each
        // request costs a round trip on a phone); libraries loaded later keep their own chunks
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|@lingui|valibot|idb-keyval)[\\/]/,
            },
            // the app's own code that the entry imports statically (src/main.tsx, the route files
            // as the route tree imports them: paths, search schemas, guards, and what they import),
            // which every page runs first: one file instead of a dozen small shared ones; what only
            // a lazily loaded chunk imports (a page's component, `?tsr-split=`, a modal) stays out
            {
              name: 'app',
              test: (id) => firstLoad.has(id) && !id.includes('node_modules'),
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
});
