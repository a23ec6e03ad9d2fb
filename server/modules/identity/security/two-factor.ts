// A player's TOTP two-factor (docs/account-security.md): enrolment confirmed with a first code,
// ten single-use recovery codes kept as hashes, each app code accepted once, and wrong codes
// counted per player like failed logins (`login-throttle.ts`, under a key of their own).
import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../../contract/security';
import type { Database, Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { ApiError } from '../../../http/api-error';
import { createTotpSecret, matchTotpStep, totpUri } from '../../../lib/totp';
import { checkLoginThrottle, recordLoginFailure } from '../auth/login-throttle';
import { hashToken } from '../auth/tokens';
import { findPlayerById } from '../players/repository';
import { useStepUpToken } from './passkeys';
import {
  claimTotpStep,
  disableTwoFactor,
  enableTwoFactor,
  lockPendingSecret,
  readTwoFactor,
  savePendingSecret,
  useRecoveryCode,
} from './repository';
import { recordSecurityChange } from './withdrawal-safety';

/** How long a secret shown by totp_begin waits for its first code. */
const PENDING_MINUTES = 15;
/** The name an authenticator app shows beside the player's codes. */
const TOTP_ISSUER = 'Casino';
// 32 letters and digits without the look-alikes (l, o, 0, 1): five random bits each
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * What a player sends to prove the second factor: a code of the app, a recovery code, or the
 * token of a passkey step-up (passkeys.ts).
 */
export interface SecondFactorProof {
  totp?: string | null | undefined;
  recoveryCode?: string | null | undefined;
  stepUpToken?: string | null | undefined;
}

const throttleKey = (playerId: number) => `two_factor:${playerId}`;

export async function beginTwoFactor(deps: AppDeps, playerId: number) {
  const state = await readTwoFactor(deps.db, playerId);
  if (state.secret !== null) throw new ApiError(409, 'two_factor_already_enabled');
  const player = await findPlayerById(deps.db, playerId);
  const secret = await savePendingSecret(deps.db, playerId, createTotpSecret(), PENDING_MINUTES);
  return { secret, otpauthUri: totpUri(secret, player?.username ?? String(playerId), TOTP_ISSUER) };
}

/** Turns two-factor on with a code of the pending secret; the recovery codes, in clear, once. */
export async function enableTwoFactorWithCode(
  deps: AppDeps,
  playerId: number,
  code: string,
  ip: string,
): Promise<string[]> {
  await checkThrottle(deps.db, playerId, ip);
  const outcome = await deps.db.transaction(async (tx) => {
    // the row lock first: of two enablings at once, the second then sees the first's outcome
    const secret = await lockPendingSecret(tx, playerId);
    if (secret === null) {
      const isEnabled = (await readTwoFactor(tx, playerId)).secret !== null;
      throw isEnabled
        ? new ApiError(409, 'two_factor_already_enabled')
        : new ApiError(400, 'two_factor_not_started');
    }
    const step = matchTotpStep(secret, code, deps.clock.now().getTime());
    if (step === null) return null;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, createRecoveryCode);
    await enableTwoFactor(tx, playerId, step, codes.map(hashRecoveryCode));
    await recordSecurityChange(tx, deps, playerId, 'two_factor');
    return codes;
  });
  if (outcome === null) throw await refuse(deps.db, playerId, ip, 'code');
  return outcome;
}

/**
 * Turns two-factor off with a code of the app or an unused recovery code (`code`), or a passkey's
 * step-up token.
 */
export async function disableTwoFactorWithCode(
  deps: AppDeps,
  playerId: number,
  code: string | undefined,
  ip: string,
  stepUpToken?: string | null,
): Promise<void> {
  const proof =
    code === undefined
      ? { stepUpToken }
      : /^\d{6}$/.test(code)
        ? { totp: code }
        : { recoveryCode: code };
  await verifySecondFactor(
    deps,
    playerId,
    proof,
    ip,
    code === undefined ? 'step_up_token' : 'code',
  );
  await deps.db.transaction(async (tx) => {
    await disableTwoFactor(tx, playerId);
    await recordSecurityChange(tx, deps, playerId, 'two_factor');
  });
}

/** Whether the player turned two-factor on (login and withdrawals then ask for a code). */
export async function isTwoFactorEnabled(db: Queryable, playerId: number): Promise<boolean> {
  return (await readTwoFactor(db, playerId)).secret !== null;
}

/**
 * Checks a second factor of a player whose two-factor is on, using it up: an app code's time
 * step is not accepted again, a recovery code not at all, a passkey step-up token not at all.
 * Refusals: 400 `two_factor_required`
 * without a proof, 400 `invalid_two_factor_code` (on `field`) for a wrong or used one, 429
 * `too_many_two_factor_attempts` after too many wrong ones. Writes through `deps.db`, outside
 * any transaction of the caller, so a refused request still counts its wrong code.
 */
export async function verifySecondFactor(
  deps: AppDeps,
  playerId: number,
  proof: SecondFactorProof,
  ip: string,
  field = proof.recoveryCode ? 'recovery_code' : 'totp',
): Promise<void> {
  const { db } = deps;
  if (!proof.totp && !proof.recoveryCode && !proof.stepUpToken) {
    throw new ApiError(400, 'two_factor_required');
  }
  await checkThrottle(db, playerId, ip);
  const { secret } = await readTwoFactor(db, playerId);
  if (secret === null) throw new ApiError(400, 'two_factor_not_enabled');
  let isAccepted = false;
  if (proof.stepUpToken && !proof.totp && !proof.recoveryCode) {
    // a passkey step-up stands for a code; a wrong or used token counts like a wrong code
    if (await useStepUpToken(deps, playerId, proof.stepUpToken)) return;
    await recordLoginFailure(db, throttleKey(playerId), ip, false);
    throw new ApiError(400, 'invalid_step_up_token', { step_up_token: 'invalid_step_up_token' });
  }
  if (proof.totp) {
    const step = matchTotpStep(secret, proof.totp, deps.clock.now().getTime());
    isAccepted = step !== null && (await claimTotpStep(db, playerId, step));
  } else if (proof.recoveryCode) {
    isAccepted = await useRecoveryCode(db, playerId, hashRecoveryCode(proof.recoveryCode));
  }
  if (!isAccepted) throw await refuse(db, playerId, ip, field);
}

async function checkThrottle(db: Database, playerId: number, ip: string): Promise<void> {
  const verdict = await checkLoginThrottle(db, throttleKey(playerId), ip, false);
  if (verdict === 'ip_blocked') throw new ApiError(429, 'too_many_attempts');
  if (verdict === 'username_blocked') throw new ApiError(429, 'too_many_two_factor_attempts');
}

async function refuse(db: Database, playerId: number, ip: string, field: string) {
  await recordLoginFailure(db, throttleKey(playerId), ip, false);
  return new ApiError(400, 'invalid_two_factor_code', { [field]: 'invalid_two_factor_code' });
}

function createRecoveryCode(): string {
  const letters = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join('');
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** The stored form of a recovery code: case, spaces and dashes as typed do not matter. */
export function hashRecoveryCode(code: string): string {
  return hashToken(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
}
