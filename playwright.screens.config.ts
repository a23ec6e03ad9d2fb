// `npm run screens:admin`: the back-office's screenshots for a person to look at
// (test-results/admin-screens), against the same e2e server; not part of `npm test`.
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testMatch: /\.screens\.ts$/,
  projects: [{ name: 'screens', use: { ...devices['Desktop Chrome'], locale: 'es-ES' } }],
});
