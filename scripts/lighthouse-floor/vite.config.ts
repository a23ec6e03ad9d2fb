// The floor pages' build: the app's bundler, React plugin and React itself, nothing else. Two
// pages: the floor (index.html) and the floor with a fixed amount of script work (work.html).
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    rollupOptions: {
      input: {
        floor: join(import.meta.dirname, 'index.html'),
        work: join(import.meta.dirname, 'work.html'),
      },
    },
  },
  logLevel: 'warn',
});
