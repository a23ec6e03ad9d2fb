import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const systemChromium = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'es-ES',
    trace: 'retain-on-failure',
    // page.route must see every request: the service worker is on only in the specs that test
    // it (offline, install, push, update), with test.use({ serviceWorkers: 'allow' })
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's Chromium where present (no browser download here); Playwright's own elsewhere
      ...(existsSync(systemChromium) && { executablePath: systemChromium }),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
      testIgnore: /update\.spec\.ts/,
    },
    // deploys a new version into the server's client directory: after everything else
    {
      name: 'update',
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
      testMatch: /update\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/geolocation`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
