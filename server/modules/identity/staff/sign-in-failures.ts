// Failed staff sign-ins in the audit log: the username tried (never the password), the address,
// and why it failed. An attacker must not fill the log: every sign-in is bounded per address by
// the request limit (http/rate-limit.ts) and a failure the login throttle counts by LOGIN_LIMITS;
// a refusal it does not count (the throttle's own, a missing code) is written once per address
// range, username and throttle window.
import type { SignInFailure } from '../../../../contract/operator/audit-actions';
import type { Queryable } from '../../../db/database';
import { rateLimitKeyOf } from '../../../http/client-ip';
import { LOGIN_LIMITS } from '../auth/login-throttle';

const COUNTED_BY_THROTTLE: ReadonlySet<SignInFailure> = new Set([
  'sign_in_failed/unknown_username',
  'sign_in_failed/wrong_password',
  'sign_in_failed/account_disabled',
  'sign_in_failed/wrong_code',
]);

export interface FailedSignIn {
  failure: SignInFailure;
  /** as typed, trimmed by the contract */
  username: string;
  /** the staff member of that username, if there is one */
  staffId: number | null;
  ip: string;
}

export async function recordSignInFailure(db: Queryable, attempt: FailedSignIn): Promise<void> {
  const isCounted = COUNTED_BY_THROTTLE.has(attempt.failure);
  // what an uncounted refusal is kept once for: the address range (an IPv6 /64), as the throttle
  const target = isCounted ? null : `address:${rateLimitKeyOf(attempt.ip)}`;
  // one refusal of an address blocked whatever the username: the username does not make it new
  const username = attempt.failure === 'sign_in_failed/address_blocked' ? null : attempt.username;
  await db.query(
    `INSERT INTO audit_log (staff_id, action, target, ip, attempted_username)
     SELECT $1, $2, $3, $4, $5
      WHERE $3::text IS NULL OR NOT EXISTS (
        SELECT 1 FROM audit_log
         WHERE action = $2 AND target = $3
           AND ($6::text IS NULL OR lower(attempted_username) = lower($6))
           AND created_at > now() - make_interval(mins => $7))`,
    [
      attempt.staffId,
      attempt.failure,
      target,
      attempt.ip,
      attempt.username,
      username,
      LOGIN_LIMITS.windowMinutes,
    ],
  );
}
