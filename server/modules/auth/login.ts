import { ApiError } from '../../http/api-error';
import type { AppDeps } from '../../deps';
import { findCredentialsByUsername, findPlayerById } from '../players/repository';
import { runAfterAnswer } from './after-answer';
import { createDeviceConfirmation, deviceConfirmationEmail } from './device-confirmation';
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
 * check, one insert); only the player's mailbox learns the difference, through a link that
 * confirms the device.
 */
export async function checkCredentials(
  deps: AppDeps,
  attempt: LoginAttempt,
): Promise<{ id: number; scope: 'player' | 'admin' }> {
  const { db, secrets } = deps;
  const credentials = await findCredentialsByUsername(db, attempt.username);
  const isTrustedDevice =
    credentials !== null &&
    deviceCookiePlayer(attempt.deviceCookie, secrets.tokenSecret) === credentials.id;
  const verdict = await checkLoginThrottle(db, attempt.username, attempt.ip, isTrustedDevice);
  if (verdict === 'ip_blocked') throw new ApiError(429, 'too_many_attempts');

  const passwordHash = credentials?.passwordHash ?? (await getDecoyHash());
  const isValid = await verifyPassword(passwordHash, attempt.password);
  if (credentials && isValid) {
    if (verdict === 'allowed') return credentials;
    await offerDeviceConfirmation(deps, credentials.id);
  } else {
    await recordLoginFailure(db, attempt.username, attempt.ip, isTrustedDevice);
  }
  if (verdict === 'username_blocked') throw new ApiError(429, 'too_many_failed_logins');
  throw new ApiError(400, 'failed_login');
}

async function offerDeviceConfirmation(deps: AppDeps, playerId: number): Promise<void> {
  const token = await createDeviceConfirmation(deps.db, playerId);
  runAfterAnswer(deps.logger, 'device confirmation email', async () => {
    const player = await findPlayerById(deps.db, playerId);
    if (!player) return;
    const publicUrl = deps.config.PUBLIC_URL ?? `http://localhost:${deps.config.PORT}`;
    await deps.mailer.send(deps.db, deviceConfirmationEmail(player, token, publicUrl));
  });
}
