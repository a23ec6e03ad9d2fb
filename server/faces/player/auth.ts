import type { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { confirmDevice, currentPlayer, login, logout, refresh } from '../../../contract/auth';
import { DEVICE_COOKIE, REFRESH_COOKIE } from '../../../contract/constants';
import { ApiError, fieldError, notFound, unauthorized } from '../../http/api-error';
import { bindPlayerCall } from './bind';
import type { AppDeps } from '../../deps';
import { findPlayerById } from '../../modules/identity/players/repository';
import { consumeDeviceConfirmation } from '../../modules/identity/auth/device-confirmation';
import { sendFailedSecondFactorEmail } from '../../modules/identity/security/security-emails';
import { isTwoFactorEnabled, verifySecondFactor } from '../../modules/identity/security/two-factor';
import { checkCredentials } from '../../modules/identity/auth/login';
import { revokeByToken, rotateSession } from '../../modules/identity/auth/sessions';
import {
  cookieOptions,
  issueAccessToken,
  openSession,
  sessionOrigin,
  setDeviceCookie,
  setRefreshCookie,
} from '../../modules/identity/auth/session-opening';

export function registerPlayerSessionCalls(app: Hono, deps: AppDeps): void {
  bindPlayerCall(app, deps, login, async ({ input, c, ip }) => {
    const deviceCookie = getCookie(c, DEVICE_COOKIE);
    const credentials = await checkCredentials(deps, {
      username: input.username,
      password: input.password,
      ip,
      deviceCookie,
    });
    if (await isTwoFactorEnabled(deps.db, credentials.id)) {
      const proof = { totp: input.totp, recoveryCode: input.recovery_code };
      await verifySecondFactor(deps, credentials.id, proof, ip).catch((error: unknown) => {
        // the password was right: the player hears of it (at most once an hour)
        if (error instanceof ApiError && error.code === 'invalid_two_factor_code') {
          deps.background.once('failed second factor email', () =>
            sendFailedSecondFactorEmail(deps, credentials.id, sessionOrigin(c, deps, ip)),
          );
        }
        throw error;
      });
    }
    return openSession(c, deps, credentials.id, ip);
  });

  // the page the confirmation email links to POSTs the token: a mail scanner's GET uses nothing up
  bindPlayerCall(app, deps, confirmDevice, async ({ input, c }) => {
    const playerId = await consumeDeviceConfirmation(deps.db, input.token);
    if (playerId === null) throw fieldError('token', 'invalid_device_token');
    setDeviceCookie(c, deps, playerId);
    return { status: 1 };
  });

  bindPlayerCall(app, deps, currentPlayer, async ({ caller }) => {
    const player = await findPlayerById(deps.db, caller.playerId);
    if (!player) throw notFound();
    return { status: 1, player };
  });

  bindPlayerCall(app, deps, refresh, async ({ c }) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (!token) throw unauthorized();
    const result = await rotateSession(
      deps.db,
      token,
      deps.config.REFRESH_TOKEN_TTL_DAYS,
      deps.clock.now(),
    );
    if (!result.ok) {
      deleteCookie(c, REFRESH_COOKIE, cookieOptions(c, deps));
      throw unauthorized();
    }
    // a racing tab gets no cookie of its own: the successor's cookie reaches the shared jar
    if (result.refreshToken) setRefreshCookie(c, deps, result.refreshToken);
    return issueAccessToken(deps, result.playerId, result.family);
  });

  bindPlayerCall(app, deps, logout, async ({ c }) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (token) await revokeByToken(deps.db, token);
    deleteCookie(c, REFRESH_COOKIE, cookieOptions(c, deps));
    return { status: 1 };
  });
}
