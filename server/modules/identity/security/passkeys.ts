// Passkeys (WebAuthn; issue 17, docs/account-security.md), checked by @simplewebauthn/server.
// Every challenge is kept in `webauthn_challenges` (any node may receive the answer) for five
// minutes and deleted when an answer names it, right or wrong, so each is accepted once. The
// relying party is PASSKEY_RP_ID or PUBLIC_URL's host, else the host the request came to.
import { createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Context } from 'hono';
import { PASSKEY_LIMIT, STEP_UP_TOKEN_SECONDS } from '../../../../contract/passkeys';
import type { PasskeyView } from '../../../../contract/security';
import type { Config } from '../../../config';
import type { Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { isHttpsRequest } from '../../../http/https-request';
import { checkLoginThrottle, recordLoginFailure } from '../auth/login-throttle';
import { createOpaqueToken, hashToken } from '../auth/tokens';
import { findPlayerById } from '../players/repository';

/** How long the options of a passkey_*_options call wait for the browser's answer. */
export const CHALLENGE_SECONDS = 300;
/** The name the browser shows for the site when it makes or offers a passkey. */
const RP_NAME = 'Casino';
/** Failed passkey logins count against the address only (the throttle's username key). */
const PASSKEY_LOGIN_KEY = 'passkey:login';

type Purpose = 'register' | 'login' | 'step_up';

interface PasskeyRow {
  id: number;
  player_id: number;
  credential_id: string;
  public_key: string;
  counter: bigint;
  transports: string[];
  name: string;
  backed_up: boolean;
  created_at: Date;
  last_used_at: Date | null;
}

const notVerified = () => new ApiError(400, 'passkey_not_verified');

/** The relying party id and the origins a passkey answer may come from. */
export function relyingParty(
  c: Context,
  config: Pick<Config, 'PUBLIC_URL' | 'PASSKEY_RP_ID' | 'TRUST_PROXY'>,
): { rpID: string; origin: string } {
  let origin: string;
  if (config.PUBLIC_URL) {
    origin = new URL(config.PUBLIC_URL).origin;
  } else {
    const url = new URL(c.req.url);
    const host = c.req.header('Host') ?? url.host;
    origin = `${isHttpsRequest(c, config) ? 'https' : url.protocol.slice(0, -1)}://${host}`;
  }
  return { rpID: config.PASSKEY_RP_ID ?? new URL(origin).hostname, origin };
}

/**
 * The WebAuthn user handle of a player: 16 bytes derived from the id with the server's secret,
 * the same for every passkey of the player and telling nothing about them.
 */
export function userHandle(deps: AppDeps, playerId: number): Uint8Array<ArrayBuffer> {
  const digest = createHmac('sha256', `webauthn-user:${deps.secrets.tokenSecret}`)
    .update(String(playerId))
    .digest();
  return new Uint8Array(digest.subarray(0, 16));
}

async function saveChallenge(
  deps: AppDeps,
  challenge: string,
  purpose: Purpose,
  playerId: number | null,
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.query('DELETE FROM webauthn_challenges WHERE expires_at <= $1', [now]);
  await deps.db.query(
    `INSERT INTO webauthn_challenges (challenge, purpose, player_id, expires_at)
     VALUES ($1, $2, $3, $4)`,
    [challenge, purpose, playerId, new Date(now.getTime() + CHALLENGE_SECONDS * 1000)],
  );
}

/**
 * Uses up the challenge the browser's answer signed: it must have been handed out for this
 * purpose (and player) and not have expired. 400 `passkey_challenge_expired` otherwise.
 */
export async function takeChallenge(
  deps: AppDeps,
  clientDataJSON: string,
  purpose: Purpose,
  playerId: number | null,
): Promise<string> {
  let challenge: unknown;
  try {
    challenge = (
      JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
        challenge?: unknown;
      }
    ).challenge;
  } catch {
    throw notVerified();
  }
  if (typeof challenge !== 'string' || challenge.length > 200) throw notVerified();
  const { rows } = await deps.db.query<{ expires_at: Date }>(
    `DELETE FROM webauthn_challenges
      WHERE challenge = $1 AND purpose = $2 AND player_id IS NOT DISTINCT FROM $3
     RETURNING expires_at`,
    [challenge, purpose, playerId],
  );
  const row = rows[0];
  if (!row || new Date(row.expires_at).getTime() <= deps.clock.now().getTime()) {
    throw new ApiError(400, 'passkey_challenge_expired');
  }
  return challenge;
}

async function listPasskeys(db: Queryable, playerId: number): Promise<PasskeyRow[]> {
  const { rows } = await db.query<PasskeyRow>(
    'SELECT * FROM player_passkeys WHERE player_id = $1 ORDER BY created_at, id',
    [playerId],
  );
  return rows;
}

/** The player's passkeys as get_status answers them, oldest first. */
export async function listPasskeyViews(db: Queryable, playerId: number): Promise<PasskeyView[]> {
  return (await listPasskeys(db, playerId)).map((row) => ({
    id: String(row.id),
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
  }));
}

export async function hasPasskeys(db: Queryable, playerId: number): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM player_passkeys WHERE player_id = $1', [
    playerId,
  ]);
  return rowCount > 0;
}

/** Options to create a passkey: discoverable (for logins without a username), user verified. */
export async function registrationOptions(c: Context, deps: AppDeps, playerId: number) {
  const passkeys = await listPasskeys(deps.db, playerId);
  if (passkeys.length >= PASSKEY_LIMIT) throw new ApiError(409, 'passkey_limit_reached');
  const player = await findPlayerById(deps.db, playerId);
  const userName = player?.username ?? String(playerId);
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(c, deps.config).rpID,
    userName,
    userDisplayName: userName,
    userID: userHandle(deps, playerId),
    timeout: CHALLENGE_SECONDS * 1000,
    attestationType: 'none',
    excludeCredentials: passkeys.map((row) => ({
      id: row.credential_id,
      transports: row.transports,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await saveChallenge(deps, options.challenge, 'register', playerId);
  return options;
}

/** Checks the browser's new passkey against the challenge handed out and saves it. */
export async function registerPasskey(
  c: Context,
  deps: AppDeps,
  playerId: number,
  name: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyView> {
  const challenge = await takeChallenge(
    deps,
    response.response.clientDataJSON,
    'register',
    playerId,
  );
  const { rpID, origin } = relyingParty(c, deps.config);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw notVerified();
  const { credential, credentialBackedUp } = verification.registrationInfo;
  const { rows } = await deps.db.query<PasskeyRow>(
    `INSERT INTO player_passkeys
       (player_id, credential_id, public_key, counter, transports, name, backed_up)
     SELECT $1, $2, $3, $4, $5, $6, $7
      WHERE (SELECT count(*) FROM player_passkeys WHERE player_id = $1) < $8
     ON CONFLICT (credential_id) DO NOTHING
     RETURNING *`,
    [
      playerId,
      credential.id,
      Buffer.from(credential.publicKey).toString('base64url'),
      credential.counter,
      credential.transports ?? [],
      name,
      credentialBackedUp,
      PASSKEY_LIMIT,
    ],
  );
  const row = rows[0];
  if (!row) {
    const taken = await deps.db.query('SELECT 1 FROM player_passkeys WHERE credential_id = $1', [
      credential.id,
    ]);
    throw taken.rowCount > 0
      ? new ApiError(409, 'passkey_already_registered')
      : new ApiError(409, 'passkey_limit_reached');
  }
  return {
    id: String(row.id),
    name: row.name,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: null,
  };
}

/** Renames one of the player's passkeys: false when the player has no such passkey. */
export async function renamePasskey(
  db: Queryable,
  playerId: number,
  id: number,
  name: string,
): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE player_passkeys SET name = $3 WHERE id = $1 AND player_id = $2',
    [id, playerId, name],
  );
  return rowCount > 0;
}

export async function passkeyExists(db: Queryable, playerId: number, id: number) {
  const { rowCount } = await db.query(
    'SELECT 1 FROM player_passkeys WHERE id = $1 AND player_id = $2',
    [id, playerId],
  );
  return rowCount > 0;
}

export async function removePasskey(db: Queryable, playerId: number, id: number) {
  const { rowCount } = await db.query(
    'DELETE FROM player_passkeys WHERE id = $1 AND player_id = $2',
    [id, playerId],
  );
  return rowCount > 0;
}

/** Options to log in with any passkey of this site: the browser offers those it holds. */
export async function loginOptions(c: Context, deps: AppDeps) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(c, deps.config).rpID,
    timeout: CHALLENGE_SECONDS * 1000,
    userVerification: 'required',
  });
  await saveChallenge(deps, options.challenge, 'login', null);
  return options;
}

/** Options to confirm an action with one of the player's passkeys; 400 `passkey_unknown` if none. */
export async function stepUpOptions(c: Context, deps: AppDeps, playerId: number) {
  const passkeys = await listPasskeys(deps.db, playerId);
  if (passkeys.length === 0) throw new ApiError(400, 'passkey_unknown');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(c, deps.config).rpID,
    timeout: CHALLENGE_SECONDS * 1000,
    userVerification: 'required',
    allowCredentials: passkeys.map((row) => ({
      id: row.credential_id,
      transports: row.transports,
    })),
  });
  await saveChallenge(deps, options.challenge, 'step_up', playerId);
  return options;
}

/**
 * Whether the assertion is a good signature of `row`'s key over the challenge, made with the
 * user verified, at this site's origin, and with a signature count beyond the stored one (0 and 0
 * for authenticators that keep none). The count is moved on in the same statement that checks it,
 * so of two assertions carrying one count only one passes, on whatever nodes.
 */
async function checkAssertion(
  c: Context,
  deps: AppDeps,
  row: PasskeyRow,
  response: AuthenticationResponseJSON,
  challenge: string,
): Promise<boolean> {
  const { rpID, origin } = relyingParty(c, deps.config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: row.credential_id,
      publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
      counter: Number(row.counter),
      transports: row.transports as AuthenticatorTransportFuture[],
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) return false;
  const { newCounter, credentialBackedUp } = verification.authenticationInfo;
  const { rowCount } = await deps.db.query(
    `UPDATE player_passkeys SET counter = $2, backed_up = $3, last_used_at = $4
      WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))`,
    [row.id, newCounter, credentialBackedUp, deps.clock.now()],
  );
  return rowCount > 0;
}

type AuthenticatorTransportFuture = NonNullable<
  Parameters<typeof verifyAuthenticationResponse>[0]['credential']['transports']
>[number];

async function findByCredential(db: Queryable, credentialId: string): Promise<PasskeyRow | null> {
  const { rows } = await db.query<PasskeyRow>(
    'SELECT * FROM player_passkeys WHERE credential_id = $1',
    [credentialId],
  );
  return rows[0] ?? null;
}

/**
 * The player a passkey login proves, or a refusal. Like a password login it is throttled per
 * address (a failure counts as a failed login of that address) and a blocked account is told so
 * only after the passkey checked out. A passkey cannot be guessed, so the per-username block of
 * password guessing does not stop it (that block would otherwise lock its owner out).
 */
export async function loginWithPasskey(
  c: Context,
  deps: AppDeps,
  response: AuthenticationResponseJSON,
  ip: string,
): Promise<number> {
  const { db } = deps;
  const verdict = await checkLoginThrottle(db, PASSKEY_LOGIN_KEY, ip, true);
  if (verdict === 'ip_blocked') throw new ApiError(429, 'too_many_attempts');
  const challenge = await takeChallenge(deps, response.response.clientDataJSON, 'login', null);
  const row = await findByCredential(db, response.id);
  const handle = response.response.userHandle;
  const isVerified =
    row !== null &&
    (handle === undefined ||
      handle === Buffer.from(userHandle(deps, row.player_id)).toString('base64url')) &&
    (await checkAssertion(c, deps, row, response, challenge));
  if (!row || !isVerified) {
    await recordLoginFailure(db, PASSKEY_LOGIN_KEY, ip, true);
    throw row ? notVerified() : new ApiError(400, 'passkey_unknown');
  }
  const { rows } = await db.query<{ blocked: boolean }>(
    'SELECT blocked_at IS NOT NULL AS blocked FROM players WHERE id = $1',
    [row.player_id],
  );
  if (rows[0]?.blocked !== false) throw new ApiError(403, 'account_blocked');
  return row.player_id;
}

/**
 * Checks an assertion of one of the player's passkeys and answers a token that stands for a TOTP
 * code once within STEP_UP_TOKEN_SECONDS. Failures count with the wrong TOTP codes (the key
 * `two_factor:<id>` of two-factor.ts), and their limit stops step-ups too.
 */
export async function stepUpWithPasskey(
  c: Context,
  deps: AppDeps,
  playerId: number,
  response: AuthenticationResponseJSON,
  ip: string,
): Promise<{ stepUpToken: string; expiresIn: number }> {
  const { db } = deps;
  const throttleKey = `two_factor:${playerId}`;
  const verdict = await checkLoginThrottle(db, throttleKey, ip, false);
  if (verdict === 'ip_blocked') throw new ApiError(429, 'too_many_attempts');
  if (verdict === 'username_blocked') throw new ApiError(429, 'too_many_two_factor_attempts');
  const challenge = await takeChallenge(
    deps,
    response.response.clientDataJSON,
    'step_up',
    playerId,
  );
  const row = await findByCredential(db, response.id);
  if (
    !row ||
    row.player_id !== playerId ||
    !(await checkAssertion(c, deps, row, response, challenge))
  ) {
    await recordLoginFailure(db, throttleKey, ip, false);
    throw notVerified();
  }
  const { token, hash } = createOpaqueToken();
  await db.query(`DELETE FROM passkey_step_ups WHERE expires_at <= $1;`, [deps.clock.now()]);
  await db.query(
    'INSERT INTO passkey_step_ups (token_hash, player_id, expires_at) VALUES ($1, $2, $3)',
    [hash, playerId, new Date(deps.clock.now().getTime() + STEP_UP_TOKEN_SECONDS * 1000)],
  );
  return { stepUpToken: token, expiresIn: STEP_UP_TOKEN_SECONDS };
}

/** Uses up a step-up token of the player: false when it is wrong, used or expired. */
export async function useStepUpToken(
  deps: AppDeps,
  playerId: number,
  token: string,
): Promise<boolean> {
  const { rowCount } = await deps.db.query(
    `UPDATE passkey_step_ups SET used_at = $3
      WHERE token_hash = $1 AND player_id = $2 AND used_at IS NULL AND expires_at > $3`,
    [hashToken(token), playerId, deps.clock.now()],
  );
  return rowCount > 0;
}

/** Drops used-up challenges and step-up tokens (the hourly pruning). */
export async function prunePasskeyChallenges(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM webauthn_challenges WHERE expires_at < now() - interval '1 hour'`);
  await db.query(`DELETE FROM passkey_step_ups WHERE expires_at < now() - interval '1 hour'`);
}
