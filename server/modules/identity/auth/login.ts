import { ApiError } from '../../../http/api-error';
import type { AppDeps } from '../../../deps';
import { findCredentialsByUsername } from '../players/repository';
import { sendDeviceConfirmation } from './device-confirmation';
import { checkLoginThrottle, deviceCookiePlayer, recordLoginFailure } from './login-throttle';
import { getDecoyHash, verifyPassword } from './passwords';

interface LoginAttempt {
  username: string;
  password: string;
  ip: string;
  deviceCookie: string | undefined;
}

/**
 * The player whose password this is, or a refusal. While the username is blocked for unknown
 * devices, the right and a wrong password get the same refusal after the same work (one hash
 * check, one recorded attempt); only the player's mailbox learns the difference, through a link
 * that confirms the device, made and sent after the answer.
 */
export async function checkCredentials(
  deps: AppDeps,
  attempt: LoginAttempt,
): Promise<{ id: number }> {
  const { db, secrets } = deps;
  const credentials = await findCredentialsByUsername(db, attempt.username);
  const isTrustedDevice =
    credentials !== null &&
    deviceCookiePlayer(attempt.deviceCookie, secrets.tokenSecret) === credentials.id;
  const verdict = await checkLoginThrottle(db, attempt.username, attempt.ip, isTrustedDevice);
  if (verdict === 'ip_blocked') throw new ApiError(429, 'too_many_attempts');

  const passwordHash = credentials?.passwordHash ?? (await getDecoyHash());
  const isValid = await verifyPassword(passwordHash, attempt.password);
  if (credentials && isValid && verdict === 'allowed') {
    // said only to whoever knows the password: the username alone does not tell it
    if (credentials.isBlocked) throw new ApiError(403, 'account_blocked');
    return credentials;
  }
  // the right password refused (blocked username) is recorded like a wrong one: the same work
  // before the answer, so its timing does not tell them apart
  await recordLoginFailure(db, attempt.username, attempt.ip, isTrustedDevice);
  if (credentials && isValid) {
    deps.background.once('device confirmation email', () =>
      sendDeviceConfirmation(deps, credentials.id),
    );
  }
  if (verdict === 'username_blocked') throw new ApiError(429, 'too_many_failed_logins');
  throw new ApiError(400, 'failed_login');
}
