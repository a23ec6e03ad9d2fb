// Talks to a running server as the operator, with the secrets of its data directory. It signs in
// with a code the operator gives (ADMIN_TOTP, or ADMIN_TOTP_SECRET to make one) and never sets up
// anyone's two-factor: the operator's first sign-in, where they set up theirs, is their own.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readConfig } from '../../server/config';
import { totpCodeAt } from '../../server/lib/totp';
import { loadSecrets, type Secrets } from '../../server/secrets';

export interface OperatorClient {
  baseUrl: string;
  secrets: Secrets;
  call(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
}

/** How a script reaches the server and who it signs in as. */
export interface OperatorSignIn {
  baseUrl: string;
  secrets: Secrets;
  /** DATA_DIR: where the last time step used is kept (a code is accepted once) */
  dataDir: string;
  /** ADMIN_USERNAME, ADMIN_PASSWORD, ADMIN_TOTP, ADMIN_TOTP_SECRET */
  env: Readonly<Record<string, string | undefined>>;
  fetch?: typeof fetch;
}

/** The operator's client for the server of this machine's configuration (API_URL, DATA_DIR). */
export async function connectAsOperator(): Promise<OperatorClient> {
  const config = readConfig(process.env);
  const { secrets } = await loadSecrets(config);
  const baseUrl = process.env.API_URL ?? config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return signInAsOperator({ baseUrl, secrets, dataDir: config.DATA_DIR, env: process.env });
}

export async function signInAsOperator(options: OperatorSignIn): Promise<OperatorClient> {
  const { secrets, env } = options;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const send = options.fetch ?? fetch;
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await send(`${baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new Error(
        `cannot reach the server at ${baseUrl} (is it running? set API_URL otherwise): ${String(error)}`,
      );
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const username = env.ADMIN_USERNAME ?? 'admin';
  // the last step used, and the secret an earlier version of these scripts enrolled on a demo
  // (DATA_DIR/admin-totp.json); the secret is only read, never made
  const stateFile = join(options.dataDir, 'admin-totp.json');
  const state = readTotpState(stateFile);
  const totpSecret = env.ADMIN_TOTP_SECRET ?? state.secret;
  if (!env.ADMIN_TOTP && !totpSecret) throw new Error(noCodeMessage(username, baseUrl));
  const usedStep = env.ADMIN_TOTP ? undefined : await nextUnusedStep(state.lastStep);
  const login = await post('admin/auth/login', {
    username,
    password: env.ADMIN_PASSWORD ?? secrets.adminPassword,
    totp:
      usedStep === undefined ? env.ADMIN_TOTP : totpCodeAt(totpSecret ?? '', usedStep * STEP_MS),
  });
  if (login.body.result === 'totp_enrolment_required')
    throw new Error(noCodeMessage(username, baseUrl));
  if (login.status !== 200 || login.body.result !== 'signed_in')
    throw new Error(
      `operator sign-in failed (set ADMIN_TOTP or ADMIN_TOTP_SECRET; docs/operations.md, Operator scripts): ${JSON.stringify(login.body)}`,
    );
  if (usedStep !== undefined) {
    // a code is accepted once: the next run must use a later step
    const kept = { ...(state.secret && { secret: state.secret }), lastStep: usedStep };
    writeFileSync(stateFile, `${JSON.stringify(kept)}\n`, { mode: 0o600 });
  }
  const token = login.body.accessToken as string;
  return {
    baseUrl,
    secrets,
    call: (path, body, headers = {}) =>
      post(path, body, { Authorization: `Bearer ${token}`, ...headers }),
  };
}

function noCodeMessage(username: string, baseUrl: string): string {
  return (
    `no two-factor code for the operator "${username}": the scripts never set it up, so the ` +
    `first sign-in stays the operator's. Sign in at ${baseUrl}/admin/ (leave the code empty, add ` +
    `the secret shown to an authenticator app), then run again with ADMIN_TOTP=<a current code> ` +
    `or ADMIN_TOTP_SECRET=<that secret> (docs/operations.md, Operator scripts)`
  );
}

/** TOTP's time step (RFC 6238's default, as the server's). */
const STEP_MS = 30_000;

interface TotpState {
  /** a secret an earlier version of these scripts enrolled for a demo's operator */
  secret?: string;
  /** the last time step these scripts signed in with */
  lastStep?: number;
}

function readTotpState(file: string): TotpState {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as TotpState;
}

/**
 * A time step the server accepts now (it allows one step of drift either way) and this script has
 * not used: waits for the clock when the last run used the next step already.
 */
async function nextUnusedStep(lastStep: number | undefined): Promise<number> {
  const now = Math.floor(Date.now() / STEP_MS);
  const step = lastStep === undefined ? now : Math.max(now, lastStep + 1);
  const waitMs = (step - 1) * STEP_MS - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  return step;
}
