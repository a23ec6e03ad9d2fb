// Staff for the browser tests. serve.ts signs in as the seeded admin (enrolling its TOTP), makes
// one staff member per spec that acts as the operator, enrols each, and writes their TOTP
// secrets to staffFile(port); a spec signs in as its own member with a code of that secret.
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { totpCodeAt } from '../../server/lib/totp';

/** The specs that act as the operator, each with a staff member of its own (role admin). */
export const E2E_STAFF = [
  'guards',
  'live-chat',
  // creates the members of the back-office's specs (tests/e2e/admin-app.ts)
  'admin-app',
] as const;
export type E2eStaff = (typeof E2E_STAFF)[number];
export const E2E_STAFF_PASSWORD = 'e2e-staff-password';

export function staffFile(port: number | string): string {
  return join(tmpdir(), `casino-e2e-staff-${port}.json`);
}

/** The last TOTP time step a staff member signed in with, and the lock its sign-ins take turns at. */
export function staffStepFile(port: number | string, name: E2eStaff): string {
  return `${staffFile(port)}.${name}.step`;
}
export const staffLockFile = (port: number | string, name: E2eStaff) =>
  `${staffFile(port)}.${name}.lock`;

const port = () => process.env.E2E_PORT ?? '8181';

/** TOTP's time step, as the server's. */
export const STEP_MS = 30_000;

/**
 * A staff token for the spec's own member. A code is accepted once, and tests of one spec run at
 * once in both workers: the sign-ins of a member take turns (a lock file beside the secrets) and
 * each uses a time step none used before (the next step is accepted for clock drift; beyond it,
 * it waits for the clock), so no sign-in is refused as a replay.
 */
/** Tokens this worker signed in for, reused for 4 minutes (a sign-in's step-up lasts 5). */
const recentTokens = new Map<E2eStaff, { token: string; at: number }>();

export async function staffToken(request: APIRequestContext, name: E2eStaff): Promise<string> {
  const recent = recentTokens.get(name);
  if (recent && Date.now() - recent.at < 240_000) return recent.token;
  const token = await signInStaff(request, name);
  recentTokens.set(name, { token, at: Date.now() });
  return token;
}

async function signInStaff(request: APIRequestContext, name: E2eStaff): Promise<string> {
  await expect.poll(() => existsSync(staffFile(port())), { timeout: 30_000 }).toBe(true);
  const secrets = JSON.parse(readFileSync(staffFile(port()), 'utf8')) as Record<string, string>;
  const secret = secrets[name] as string;
  const lock = staffLockFile(port(), name);
  const stepFile = staffStepFile(port(), name);
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    const lastStep = existsSync(stepFile) ? Number(readFileSync(stepFile, 'utf8')) : -1;
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, lastStep + 1);
    const waitMs = (step - 1) * STEP_MS - Date.now();
    if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
    const login = await request.post('/api/admin/auth/login', {
      data: {
        username: `e2e-${name}`,
        password: E2E_STAFF_PASSWORD,
        totp: totpCodeAt(secret, step * STEP_MS),
      },
    });
    writeFileSync(stepFile, String(step));
    if (!login.ok()) throw new Error(`staff e2e-${name} could not sign in: ${await login.text()}`);
    return ((await login.json()) as { accessToken: string }).accessToken;
  } finally {
    rmSync(lock, { force: true });
  }
}
