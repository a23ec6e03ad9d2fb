// The browser tests whose server's time they own: `test` from here starts, for each Playwright
// worker, a server of its own (serve-timed.ts: the product with a clock the test moves on) and
// points `baseURL` (and so `page` and `request`) at it. A test moves the time on instead of
// waiting for it: a TOTP step, a hold, a delay.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { E2E_PORT } from '../../playwright.config';
import { totpCodeAt } from '../../server/lib/totp';
import { clientDirectory } from './client-directory';
import { CLOCK_PATH, TIMED_ADMIN_PASSWORD } from './timed-clock';

/** TOTP's time step, as the server's. */
const TOTP_STEP_MS = 30_000;

export interface TimedServer {
  url: string;
}

/**
 * A port no one listens on now, chosen by the system: a port reckoned from E2E_PORT could be
 * another run's main server on this machine.
 */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port for a timed server');
  return address.port;
}

async function startTimedServer(port: number): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/serve-timed.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      E2E_PORT: String(E2E_PORT),
      CLIENT_DIR: clientDirectory(E2E_PORT),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('timed server ready')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`timed server exited (${String(code)}): ${output}`)),
    );
  });
  await ready;
  return { url: `http://127.0.0.1:${String(port)}`, child };
}

export const test = base.extend<object, { timedServer: TimedServer }>({
  timedServer: [
    // eslint-disable-next-line no-empty-pattern -- a worker fixture that uses no other
    async ({}, use) => {
      const { url, child } = await startTimedServer(await freePort());
      await use({ url });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ timedServer }, use) => {
    await use(timedServer.url);
  },
});

export { expect };

/** The server's time now (ms), as its rules read it. */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get(CLOCK_PATH);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { now: number }).now;
}

/** Moves the server's time on by `ms`; answers its time after. */
export async function advanceServerClock(request: APIRequestContext, ms: number): Promise<number> {
  const response = await request.post(CLOCK_PATH, { data: { advanceMs: Math.ceil(ms) } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { now: number }).now;
}

/**
 * A TOTP code of `secret` of a time step after `lastStep` (the server refuses a step already
 * used), on the server's clock: it takes the step after its current one (clock drift), no later,
 * so when the next unused step is further the server's time is moved on instead of waited for.
 */
export async function nextTotpCode(
  request: APIRequestContext,
  secret: string,
  lastStep: number,
): Promise<{ code: string; step: number }> {
  const now = await serverNow(request);
  const step = Math.max(Math.floor(now / TOTP_STEP_MS), lastStep + 1);
  const earliest = (step - 1) * TOTP_STEP_MS;
  if (earliest > now) await advanceServerClock(request, earliest - now);
  return { code: totpCodeAt(secret, step * TOTP_STEP_MS), step };
}

/** The seeded admin's TOTP on this worker's timed server, once enrolled, and its last step used. */
let operator: { secret: string; step: number } | undefined;

/**
 * An access token of the timed server's seeded admin (every staff role), signed in afresh with a
 * TOTP code of the server's time: the first call enrols the admin's TOTP, each later one uses the
 * next step, moving the server's clock on rather than waiting for it.
 */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  const signIn = async (data: object, path = '/api/admin/auth/login') => {
    const response = await request.post(path, { data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, string>;
  };
  const credentials = { username: 'admin', password: TIMED_ADMIN_PASSWORD };
  if (!operator) {
    const { secret = '', enrolmentToken } = await signIn(credentials);
    const { code, step } = await nextTotpCode(request, secret, -1);
    const enrolled = await signIn({ enrolmentToken, code }, '/api/admin/auth/enrol_totp');
    operator = { secret, step };
    return enrolled.accessToken ?? '';
  }
  const { code, step } = await nextTotpCode(request, operator.secret, operator.step);
  operator.step = step;
  return (await signIn({ ...credentials, totp: code })).accessToken ?? '';
}
