// The floor page's build: the app's bundler, React plugin and Preact alias, nothing else.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAlias } from '../lib/preact-alias.ts';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: preactAlias },
  logLevel: 'warn',
});
