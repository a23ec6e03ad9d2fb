import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const systemChromium = '/usr/bin/chromium';
/**
 * The specs that wait on the server's clock (live rounds, simulated matches, whole journeys, axe
 * on every page): their project comes first, so they start first and no worker is left alone
 * with one of them at the end while the other has nothing to do.
 */
const longSpecs = /(accessibility|journey|live-[a-z-]+|sports-[a-z-]+)\.spec\.ts/;

export default defineConfig({
  testDir: './tests/e2e',
  workers: 2,
  // on a shared 2-core machine one run in a few misses a betting window, a simulated match at 120×
  // real time or a 60 s budget: each test gets a second run, reported as flaky; a test that fails
  // twice fails the suite
  retries: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'es-ES',
    // a trace records a screencast of every action: 10-15 % of a run's time on this machine
    // (routes and layout specs, 47-51 s with, 42 s without), so only a failed test's second run
    // records one
    trace: 'on-first-retry',
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
      name: 'chromium-long',
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
      testMatch: longSpecs,
    },
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
      testIgnore: [longSpecs, /update\.spec\.ts/],
    },
    // deploys a new version into the server's client directory: after everything else
    {
      name: 'update',
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
      testMatch: /update\.spec\.ts/,
      dependencies: ['chromium-long', 'chromium'],
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/geolocation`,
    // the client's three builds, then the server and its demo data: minutes on a loaded machine
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
