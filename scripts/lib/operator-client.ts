// Talks to a running server as the operator, with the secrets of its data directory.
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

export async function connectAsOperator(): Promise<OperatorClient> {
  const config = readConfig(process.env);
  const { secrets } = await loadSecrets(config);
  const baseUrl = (
    process.env.API_URL ??
    config.PUBLIC_URL ??
    `http://localhost:${config.PORT}`
  ).replace(/\/$/, '');
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}/api/${path}`, {
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
  // staff sign in with a TOTP code: ADMIN_TOTP (the code itself), ADMIN_TOTP_SECRET (base32), or
  // the secret this script enrolled for the demo operator (DATA_DIR/admin-totp.json)
  const stateFile = join(config.DATA_DIR, 'admin-totp.json');
  const state = readTotpState(stateFile);
  const totpSecret = process.env.ADMIN_TOTP_SECRET ?? state.secret;
  const username = process.env.ADMIN_USERNAME ?? 'admin';
  const password = process.env.ADMIN_PASSWORD ?? secrets.adminPassword;
  let usedStep: number | undefined;
  let login: Awaited<ReturnType<typeof post>>;
  if (process.env.ADMIN_TOTP || !totpSecret) {
    login = await post('admin/auth/login', {
      username,
      password,
      totp: process.env.ADMIN_TOTP ?? null,
    });
  } else {
    usedStep = await nextUnusedStep(state.lastStep);
    login = await post('admin/auth/login', {
      username,
      password,
      totp: totpCodeAt(totpSecret, usedStep * STEP_MS),
    });
  }
  if (login.body.result === 'totp_enrolment_required' && !process.env.ADMIN_TOTP && !totpSecret) {
    // a local demo's operator that never signed in: this script enrols the code and keeps its
    // secret beside the data directory's other secrets (secrets.json already holds more power:
    // the key that signs every token), and says where it is for an authenticator app
    const secret = login.body.secret as string;
    const uri = String(login.body.otpauthUri);
    usedStep = Math.floor(Date.now() / STEP_MS);
    login = await post('admin/auth/enrol_totp', {
      enrolmentToken: login.body.enrolmentToken,
      code: totpCodeAt(secret, usedStep * STEP_MS),
    });
    if (login.status === 200) {
      state.secret = secret;
      process.stderr.write(
        `The operator's TOTP was enrolled; its secret is in ${stateFile} (add it to an authenticator app: ${uri}).\n`,
      );
    }
  }
  if (login.status !== 200 || login.body.result !== 'signed_in')
    throw new Error(
      `operator sign-in failed (set ADMIN_TOTP or ADMIN_TOTP_SECRET; docs/operations.md, Staff): ${JSON.stringify(login.body)}`,
    );
  if (usedStep !== undefined) {
    // a code is accepted once: the next run must use a later step
    const kept = { secret: state.secret, lastStep: usedStep };
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

/** TOTP's time step (RFC 6238's default, as the server's). */
const STEP_MS = 30_000;

interface TotpState {
  /** the secret this script enrolled (absent when the operator enrolled it themselves) */
  secret?: string;
  /** the last time step this script signed in with */
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
