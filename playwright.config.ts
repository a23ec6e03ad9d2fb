import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
const systemChromium = '/usr/bin/chromium';
/**
 * The long specs (live rounds, the sportsbook's on their timed servers, axe on every page), and
 * the journeys (tests/journeys: players' whole walks, apart from the feature specs): their
 * projects come first, so they start first and no worker is left alone with
 * one of them at the end while the other has nothing to do.
 */
const longSpecs = /(accessibility|live-[a-z-]+|sports-[a-z-]+)\.spec\.ts/;

export default defineConfig({
  testDir: './tests/e2e',
  workers: 2,
  // no second run: a test waits for what the player sees, and the sportsbook's specs own their
  // time (a timed server whose clock and feed they move, timed-server.ts, scripted-sports.ts)
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'es-ES',
    // a trace records a screencast of every action: 10-15 % of a run's time on this machine
    // (routes and layout specs, 47-51 s with, 42 s without), so only a second run records one
    // (`--retries=1` when looking into a failure); a failed test keeps a screenshot
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
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
      name: 'journeys',
      testDir: './tests/journeys',
      testMatch: /\.journey\.ts$/,
      use: { ...devices['Desktop Chrome'], locale: 'es-ES' },
    },
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
      dependencies: ['journeys', 'chromium-long', 'chromium'],
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
