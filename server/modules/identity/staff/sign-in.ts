// Staff sign-in: password, then a TOTP code, always. A staff member without TOTP is sent to enrol
// it (admin/auth/enrol_totp) and gets no session until a code of the new secret is entered.
import { randomUUID } from 'node:crypto';
import type { SignInFailure } from '../../../../contract/operator/audit-actions';
import { ApiError } from '../../../http/api-error';
import type { Queryable } from '../../../db/database';
import type { AppDeps } from '../../../deps';
import { checkLoginThrottle, recordLoginFailure } from '../auth/login-throttle';
import { getDecoyHash, verifyPassword } from '../auth/passwords';
import { createOpaqueToken, hashToken, signAccessToken } from '../auth/tokens';
import { recordAudit } from './audit';
import { recordSignInFailure } from './sign-in-failures';
import {
  claimTotpStep,
  enableTotp,
  findPendingEnrolment,
  findStaffByUsername,
  insertStaffSession,
  savePendingTotp,
  toStaffMember,
  type StaffRow,
} from './repository';
import { createTotpSecret, matchTotpStep, totpUri } from '../../../lib/totp';

/** How long a staff session (and its token) lasts: a working day; then sign in again. */
export const STAFF_SESSION_HOURS = 12;
const ENROLMENT_MINUTES = 15;
/** The name an authenticator app shows beside a staff member's codes. */
const STAFF_TOTP_ISSUER = 'Casino back-office';
const MAX_USER_AGENT = 300;

// staff failures are counted apart from players' (a player and a staff member may share a name)
const throttleKey = (username: string) => `staff:${username}`;

/** Where a sign-in comes from, kept with the session. */
export interface StaffClient {
  ip: string;
  userAgent: string | undefined;
}

interface SignInAttempt extends StaffClient {
  username: string;
  password: string;
  totp: string | null | undefined;
}

/**
 * Checks the password and then the code. A wrong password, a wrong or replayed code and a disabled
 * account all get the same `failed_login` and count as a failure of the username, so a guess of
 * the code tells nothing about the password. The right password without any code, for a member who
 * has enrolled TOTP, answers `totp_code_required` and counts nothing: the sign-in screen's "first
 * time? leave the code empty" then tells that member to enter the app's code, instead of a
 * failure that leads to a lockout. Every wrong password is still counted, so it lets no one guess
 * passwords beyond the throttle. Each refusal is in the audit log (`sign-in-failures.ts`).
 */
export async function signInStaff(deps: AppDeps, attempt: SignInAttempt) {
  const { db } = deps;
  const verdict = await checkLoginThrottle(db, throttleKey(attempt.username), attempt.ip, false);
  const staff = await findStaffByUsername(db, attempt.username);
  const record = (failure: SignInFailure) =>
    recordSignInFailure(db, {
      failure,
      username: attempt.username,
      staffId: staff?.id ?? null,
      ip: attempt.ip,
    });
  if (verdict === 'ip_blocked') {
    await record('sign_in_failed/address_blocked');
    throw new ApiError(429, 'too_many_attempts');
  }
  if (verdict === 'username_blocked') {
    await record('sign_in_failed/account_locked');
    throw new ApiError(429, 'too_many_failed_logins');
  }
  const isValid = await verifyPassword(
    staff?.password_hash ?? (await getDecoyHash()),
    attempt.password,
  );
  const fail = async (failure: SignInFailure) => {
    await recordLoginFailure(db, throttleKey(attempt.username), attempt.ip, false);
    await record(failure);
    return new ApiError(400, 'failed_login');
  };
  if (!staff) throw await fail('sign_in_failed/unknown_username');
  if (!isValid) throw await fail('sign_in_failed/wrong_password');
  if (staff.disabled_at !== null) throw await fail('sign_in_failed/account_disabled');
  if (staff.totp_secret === null) return startEnrolment(db, staff);
  if (!attempt.totp) {
    await record('sign_in_failed/missing_code');
    throw new ApiError(400, 'totp_code_required');
  }
  const step = matchTotpStep(staff.totp_secret, attempt.totp, deps.clock.now().getTime());
  if (step === null || !(await claimTotpStep(db, staff.id, step)))
    throw await fail('sign_in_failed/wrong_code');
  return deps.db.transaction((tx) => openSession(tx, deps, staff, attempt, 'admin/auth/login'));
}

async function startEnrolment(db: Queryable, staff: StaffRow) {
  const secret = createTotpSecret();
  const { token, hash } = createOpaqueToken();
  await savePendingTotp(db, staff.id, {
    secret,
    enrolmentHash: hash,
    minutes: ENROLMENT_MINUTES,
  });
  return {
    status: 1 as const,
    result: 'totp_enrolment_required' as const,
    enrolmentToken: token,
    secret,
    otpauthUri: totpUri(secret, staff.username, STAFF_TOTP_ISSUER),
  };
}

/** Confirms the secret shown at sign-in with a code of it, and opens the first session. */
export async function enrolTotp(
  deps: AppDeps,
  input: { enrolmentToken: string; code: string },
  client: StaffClient,
) {
  return deps.db.transaction(async (tx) => {
    const pending = await findPendingEnrolment(tx, hashToken(input.enrolmentToken));
    if (!pending) throw new ApiError(400, 'invalid_enrolment_token');
    const step = matchTotpStep(pending.secret, input.code, deps.clock.now().getTime());
    if (step === null) throw new ApiError(400, 'invalid_totp', { code: 'invalid_totp' });
    await enableTotp(tx, pending.staff.id, pending.secret, step);
    const staff = { ...pending.staff, totp_secret: pending.secret };
    return openSession(tx, deps, staff, client, 'admin/auth/enrol_totp');
  });
}

/** A new session (its code just verified), recorded in the audit log with it, and its token. */
async function openSession(
  tx: Queryable,
  deps: AppDeps,
  staff: StaffRow,
  client: StaffClient,
  action: string,
) {
  const sessionId = randomUUID();
  const { expiresAt } = await insertStaffSession(
    tx,
    {
      id: sessionId,
      staffId: staff.id,
      hours: STAFF_SESSION_HOURS,
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
    },
    deps.clock.now(),
  );
  await recordAudit(
    tx,
    { staff: { staffId: staff.id }, ip: client.ip },
    { action, target: `staff_session:${sessionId}` },
  );
  const exp = Math.floor(expiresAt.getTime() / 1000);
  const accessToken = signAccessToken(
    { sub: staff.id, scope: 'staff', sid: sessionId, exp },
    deps.secrets.tokenSecret,
  );
  return {
    status: 1 as const,
    result: 'signed_in' as const,
    accessToken,
    // the process's time, as the token is checked with (identity/auth/authenticator.ts)
    expiresIn: Math.max(0, exp - Math.floor(Date.now() / 1000)),
    staff: toStaffMember(staff),
  };
}
