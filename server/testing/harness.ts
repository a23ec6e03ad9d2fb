import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import * as v from 'valibot';
import webpush from 'web-push';
import { api, type ApiName } from '../../contract/api';
import type { CallRequest } from '../../contract/call';
import type { StaffRole } from '../../contract/staff-roles';
import { IDEMPOTENCY_HEADER } from '../../contract/constants';
import { SIGNATURE_HEADER } from '../../contract/processor/deposits';
import { createApp } from '../app';
import { createDeps, startBackgroundWork } from '../composition';
import { readConfig, type Config } from '../config';
import { openPostgres, type Database } from '../db/database';
import type { AppDeps } from '../deps';
import { createLogger } from '../logger';
import { hashPassword } from '../modules/identity/auth/passwords';
import { signAccessToken } from '../modules/identity/auth/tokens';
import { insertStaffSession } from '../modules/identity/staff/repository';
import { createTotpSecret } from '../lib/totp';
import type { RealtimeMessage } from '../modules/realtime/realtime';
import { createSeamlessClient, type SeamlessClient } from '../modules/seamless/client';
import { deriveProviderSecret } from '../modules/seamless/providers';
import { generateTestnetAccountKey } from '../modules/wallet/bitcoin';
import type { Secrets } from '../secrets';
import { DEMO_PLAYER, seedDemo } from '../seed/seed';
import {
  createPostgresTestDatabase,
  openPgliteTestDatabase,
  TEST_ADMIN_PASSWORD,
} from './temporary-database';

/** Which database the suite runs on: PGlite, or PostgreSQL when `npm test` sets TEST_DB=postgres. */
export const TEST_DB_KIND =
  process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface CallResult {
  httpStatus: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the server answered
  body: any;
  headers: Headers;
}

export interface CallOptions {
  token?: string | undefined;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

export interface TestServer {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  db: Database;
  /** The PostgreSQL database's URL, for a second node on it; null on PGlite. */
  databaseUrl: string | null;
  events: RealtimeMessage[];
  call<N extends ApiName>(
    name: N,
    body?: CallRequest<(typeof api)[N]> | Record<string, unknown>,
    options?: CallOptions,
  ): Promise<CallResult>;
  raw(
    method: string,
    path: string,
    init?: { body?: string; headers?: Record<string, string> },
  ): Promise<CallResult>;
  login(username: string, password: string): Promise<string>;
  /**
   * A new player, signed in; its email verified through the emailed link unless
   * `verifyEmail: false` (withdrawals wait for it, docs/account-security.md).
   */
  register(
    overrides?: Partial<RegistrationInput>,
    options?: { verifyEmail?: boolean },
  ): Promise<{ playerId: number; token: string; username: string; password: string }>;
  deposit(playerId: number, satoshis: bigint, confirmations?: number): Promise<CallResult>;
  signedCallback(body: string): Promise<CallResult>;
  /** The token of the link in the last email to `recipient`, once the background sends are done. */
  emailedToken(recipient: string): Promise<string>;
  /** A game provider's seamless wallet client, sending through this server's app (the house's by default). */
  walletClient(providerSlug?: string, secret?: string): SeamlessClient;
  close(): Promise<void>;
}

type RegistrationInput = Record<string, unknown> & { username: string; password: string };

export const DEMO = DEMO_PLAYER;

/**
 * A server on its own fresh database, built and started as main.ts does (server/composition.ts)
 * but never listening; with `sharing`, a second node on that server's database and secrets
 * (PostgreSQL only); with `beforeStart`, rows of the test's written before the node's background
 * work (the engines) starts.
 */
export async function createTestServer(
  options: {
    seedDemo?: boolean;
    env?: Record<string, string>;
    sharing?: TestServer;
    beforeStart?: (deps: AppDeps) => Promise<void>;
  } = {},
): Promise<TestServer> {
  // migrated and holding the essentials already (a copy of the run's template database)
  const { db, drop, url: databaseUrl } = await openTestDatabase(options.sharing);
  const config: Config = readConfig({
    LOG_LEVEL: 'silent',
    CLIENT_DIR: './no-client-in-tests',
    TRUST_PROXY: 'true',
    // the embedded sports feed only where a test asks for it (env SPORTS_FEED=simulator)
    SPORTS_FEED: 'none',
    // the live tables' rounds likewise (env LIVE_TABLES=on)
    LIVE_TABLES: 'off',
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
    ...options.env,
  });
  const secrets: Secrets = options.sharing?.deps.secrets ?? {
    tokenSecret: randomBytes(32).toString('hex'),
    processorCallbackSecret: randomBytes(32).toString('hex'),
    ...vapidKeys(),
    depositXpub: generateTestnetAccountKey(),
    adminPassword: TEST_ADMIN_PASSWORD,
  };
  const deps = createDeps({ config, secrets, db, logger: createLogger('silent') });
  const events: RealtimeMessage[] = [];
  deps.realtime.subscribe((message) => events.push(message));
  if (!options.sharing) await openTestSession(db);
  if (options.seedDemo) await seedDemo(deps, deps.logger);
  await options.beforeStart?.(deps);
  const app = createApp(deps);
  const backgroundWork = startBackgroundWork(deps, app);

  const raw: TestServer['raw'] = async (method, path, init = {}) => {
    const response = await app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...init.headers },
      ...(init.body !== undefined && { body: init.body }),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { httpStatus: response.status, body, headers: response.headers };
  };

  const call: TestServer['call'] = async (name, body = {}, callOptions = {}) => {
    const definition = api[name];
    const headers: Record<string, string> = {
      'X-Forwarded-For': '203.0.113.10',
      ...callOptions.headers,
    };
    if (callOptions.token) headers.Authorization = `Bearer ${callOptions.token}`;
    if (callOptions.idempotencyKey) headers[IDEMPOTENCY_HEADER] = callOptions.idempotencyKey;
    const result =
      definition.method === 'GET'
        ? await raw('GET', `/api/${definition.path}`, { headers })
        : await raw('POST', `/api/${definition.path}`, { body: JSON.stringify(body), headers });
    if (result.httpStatus === 200) {
      // every answer must keep the contract the client parses
      const parsed = v.safeParse(definition.response, result.body);
      if (!parsed.success) {
        throw new Error(
          `${name} answered outside its contract: ${JSON.stringify(parsed.issues.map((issue) => [issue.path?.map((p) => p.key).join('.'), issue.message]))}`,
        );
      }
    }
    return result;
  };

  const login = async (username: string, password: string, callOptions: CallOptions = {}) => {
    const result = await call('login', { username, password }, callOptions);
    if (result.httpStatus !== 200) throw new Error(`login failed: ${JSON.stringify(result.body)}`);
    return result.body.accessToken as string;
  };

  let registered = 0;
  const register: TestServer['register'] = async (overrides = {}, options = {}) => {
    registered++;
    const username = `player${registered}_${randomBytes(3).toString('hex')}`;
    const password = 'secret-pass';
    const form = { ...validRegistration(username, password), ...overrides };
    // setting up players is not what a test's own calls are limited for: each comes from its own IP
    const fromOwnIp = {
      headers: { 'X-Forwarded-For': `198.18.${registered >> 8}.${registered & 255}` },
    };
    const result = await call('registerPlayer', form, fromOwnIp);
    if (result.httpStatus !== 200)
      throw new Error(`register failed: ${JSON.stringify(result.body)}`);
    if (options.verifyEmail !== false) {
      const verified = await call(
        'verifyEmail',
        { token: await emailedToken(form.email as string) },
        fromOwnIp,
      );
      if (verified.httpStatus !== 200)
        throw new Error(`email verification failed: ${JSON.stringify(verified.body)}`);
    }
    const token = await login(form.username as string, form.password as string, fromOwnIp);
    return {
      playerId: result.body.playerId as number,
      token,
      username: form.username as string,
      password: form.password as string,
    };
  };

  const signedCallback = (body: string) =>
    raw('POST', '/api/payment/callback/btc', {
      body,
      headers: {
        [SIGNATURE_HEADER]: createHmac('sha256', secrets.processorCallbackSecret)
          .update(body)
          .digest('hex'),
      },
    });

  const deposit: TestServer['deposit'] = async (
    playerId,
    satoshis,
    confirmations = config.DEPOSIT_CONFIRMATIONS,
  ) => {
    const token = signAs(deps, playerId);
    const wallet = await call('generateWallet', { player_id: playerId }, { token });
    const body = JSON.stringify({
      txid: randomBytes(32).toString('hex'),
      vout: 0,
      address: wallet.body.walletAddress,
      amount: Number(satoshis),
      confirmations,
    });
    return signedCallback(body);
  };

  const emailedToken = async (recipient: string) => {
    await deps.background.idle();
    const { rows } = await db.query<{ body: string }>(
      `SELECT body FROM email_outbox WHERE recipient = $1 AND body LIKE '%token=%'
        ORDER BY id DESC LIMIT 1`,
      [recipient],
    );
    const match = /token=([\w%-]+)/.exec(rows[0]?.body ?? '');
    if (!match?.[1]) throw new Error(`no email with a link to ${recipient}`);
    return decodeURIComponent(match[1]);
  };

  const walletClient: TestServer['walletClient'] = (providerSlug = 'house', secret) =>
    createSeamlessClient({
      baseUrl: 'http://localhost',
      providerSlug,
      secret: secret ?? deriveProviderSecret(secrets.tokenSecret, providerSlug),
      fetch: (input, init) => Promise.resolve(app.request(String(input), init)),
    });

  return {
    app,
    deps,
    db,
    databaseUrl,
    events,
    call,
    raw,
    login,
    register,
    deposit,
    signedCallback,
    emailedToken,
    walletClient,
    close: async () => {
      await backgroundWork.stop();
      await db.close();
      await drop();
    },
  };
}

/** Real VAPID keys (web-push checks them), one pair per test process. */
let testVapidKeys: { vapidPublicKey: string; vapidPrivateKey: string } | undefined;
function vapidKeys() {
  if (!testVapidKeys) {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    testVapidKeys = { vapidPublicKey: publicKey, vapidPrivateKey: privateKey };
  }
  return testVapidKeys;
}

/** The session family of `signAs` tokens, opened with every test server so the session check accepts them. */
const TEST_SESSION_FAMILY = 'test';

/** The session family of signAs's tokens: it never expires, whatever a test's clock says. */
async function openTestSession(db: Database): Promise<void> {
  await db.query(
    `INSERT INTO sessions (player_id, family, refresh_hash, expires_at)
     SELECT id, $1, $2, 'infinity'::timestamptz FROM players ORDER BY id LIMIT 1`,
    [TEST_SESSION_FAMILY, randomBytes(32).toString('hex')],
  );
}

/** An access token for a player, as login would issue (for setting up, not for testing auth). */
export function signAs(deps: AppDeps, playerId: number): string {
  return signAccessToken(
    {
      sub: playerId,
      scope: 'player',
      sid: TEST_SESSION_FAMILY,
      exp: Math.floor(Date.now() / 1000) + 600,
    },
    deps.secrets.tokenSecret,
  );
}

export const TEST_STAFF_PASSWORD = 'staff-password-for-tests';
let testStaffPasswordHash: Promise<string> | undefined;
let staffCreated = 0;

export interface TestStaff {
  staffId: number;
  username: string;
  password: string;
  /** base32, for computing codes (totpCodeAt) */
  totpSecret: string;
  sessionId: string;
  /** A staff token of a standing session whose TOTP was just verified (stepUp calls pass). */
  token: string;
}

/**
 * A staff member with `roles`, TOTP enrolled and a session as sign-in would open (for setting
 * up; admin/auth/login itself is tested in server/modules/identity/staff).
 */
export async function createStaff(
  deps: AppDeps,
  roles: readonly StaffRole[] = ['admin'],
): Promise<TestStaff> {
  staffCreated++;
  const username = `staff${staffCreated}_${randomBytes(3).toString('hex')}`;
  testStaffPasswordHash ??= hashPassword(TEST_STAFF_PASSWORD);
  const totpSecret = createTotpSecret();
  const { rows } = await deps.db.query<{ id: number }>(
    'INSERT INTO staff (username, password_hash, roles, totp_secret) VALUES ($1, $2, $3, $4) RETURNING id',
    [username, await testStaffPasswordHash, roles, totpSecret],
  );
  const staffId = rows[0]?.id as number;
  const session = await openStaffSession(deps, staffId);
  return { staffId, username, password: TEST_STAFF_PASSWORD, totpSecret, ...session };
}

/**
 * The member signed in again now (the rules' clock's now): a session of an hour, its code just
 * verified. A test that moves the clock on by hours has its members sign in again, as they would.
 */
export async function signStaffInAgain<Staff extends { staffId: number }>(
  deps: AppDeps,
  staff: Staff,
): Promise<Staff & { sessionId: string; token: string }> {
  return { ...staff, ...(await openStaffSession(deps, staff.staffId)) };
}

async function openStaffSession(deps: AppDeps, staffId: number) {
  const sessionId = randomUUID();
  const { expiresAt } = await insertStaffSession(
    deps.db,
    { id: sessionId, staffId, hours: 1, ip: '203.0.113.10', userAgent: 'tests' },
    deps.clock.now(),
  );
  const token = signAccessToken(
    { sub: staffId, scope: 'staff', sid: sessionId, exp: Math.floor(expiresAt.getTime() / 1000) },
    deps.secrets.tokenSecret,
  );
  return { sessionId, token };
}

export function validRegistration(username: string, password = 'secret-pass') {
  return {
    username,
    password,
    confirmPassword: password,
    email: `${username}@example.com`,
    countryPhone: '+58',
    phone_number1: '4121234567',
    city: 'Caracas',
    country: 'VE',
    promo_code: '',
    gender: 'female',
    birthday: '1995-03-04',
    first_name: 'Ana',
    last_name: 'Pérez',
    address: 'Av. Principal 10',
    postal_code: '1010',
    interface_local: 'es',
    checkTerms: true,
    notify_newletter: false,
    code: null,
  };
}

async function openTestDatabase(
  sharing: TestServer | undefined,
): Promise<{ db: Database; drop: () => Promise<void>; url: string | null }> {
  if (sharing) {
    if (!sharing.databaseUrl) throw new Error('a second node needs a PostgreSQL database');
    const db = openPostgres(sharing.databaseUrl, 5);
    return { db, drop: async () => undefined, url: sharing.databaseUrl };
  }
  if (TEST_DB_KIND === 'pglite')
    return { db: await openPgliteTestDatabase(), drop: async () => undefined, url: null };
  return createPostgresTestDatabase(process.env.TEST_DATABASE_URL as string);
}
