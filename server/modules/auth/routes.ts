import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { confirmDevice, currentPlayer, login, logout, refresh } from '../../../contract/auth';
import { DEVICE_COOKIE, REFRESH_COOKIE } from '../../../contract/constants';
import { ApiError, fieldError, notFound, unauthorized } from '../../http/api-error';
import { clientCountry } from '../../http/client-country';
import { bindCall } from '../../http/bind';
import { isHttpsRequest } from '../../http/https-request';
import type { AppDeps } from '../../deps';
import { findPlayerById } from '../players/repository';
import { consumeDeviceConfirmation } from './device-confirmation';
import {
  isNewDeviceSignIn,
  sendFailedSecondFactorEmail,
  sendNewDeviceEmail,
} from '../security/security-emails';
import { isTwoFactorEnabled, verifySecondFactor } from '../security/two-factor';
import { checkCredentials } from './login';
import { signDeviceCookie } from './login-throttle';
import { createSession, revokeByToken, rotateSession } from './sessions';
import { signAccessToken } from './tokens';

const COOKIE_PATH = '/api/front/auth';
const DEVICE_COOKIE_DAYS = 365;

export function registerAuthRoutes(app: Hono, deps: AppDeps): void {
  bindCall(app, deps, login, async ({ input, c, ip }) => {
    const deviceCookie = getCookie(c, DEVICE_COOKIE);
    const credentials = await checkCredentials(deps, {
      username: input.username,
      password: input.password,
      ip,
      deviceCookie,
    });
    const origin = {
      ip,
      userAgent: c.req.header('User-Agent') ?? null,
      country: clientCountry(c, deps.config.GEO_COUNTRY_HEADER),
    };
    if (await isTwoFactorEnabled(deps.db, credentials.id)) {
      const proof = { totp: input.totp, recoveryCode: input.recovery_code };
      await verifySecondFactor(deps, credentials.id, proof, ip).catch((error: unknown) => {
        // the password was right: the player hears of it (at most once an hour)
        if (error instanceof ApiError && error.code === 'invalid_two_factor_code') {
          deps.background.once('failed second factor email', () =>
            sendFailedSecondFactorEmail(deps, credentials.id, origin),
          );
        }
        throw error;
      });
    }
    const tokenSecret = deps.secrets.tokenSecret;
    if (await isNewDeviceSignIn(deps.db, credentials.id, deviceCookie, tokenSecret)) {
      deps.background.once('new device email', () =>
        sendNewDeviceEmail(deps, credentials.id, origin),
      );
    }
    const session = await createSession(
      deps.db,
      credentials.id,
      deps.config.REFRESH_TOKEN_TTL_DAYS,
      undefined,
      origin,
    );
    setRefreshCookie(c, deps, session.refreshToken);
    setDeviceCookie(c, deps, credentials.id);
    return issueAccessToken(deps, credentials.id, session.family);
  });

  // the page the confirmation email links to POSTs the token: a mail scanner's GET uses nothing up
  bindCall(app, deps, confirmDevice, async ({ input, c }) => {
    const playerId = await consumeDeviceConfirmation(deps.db, input.token);
    if (playerId === null) throw fieldError('token', 'invalid_device_token');
    setDeviceCookie(c, deps, playerId);
    return { status: 1 };
  });

  bindCall(app, deps, currentPlayer, async ({ caller }) => {
    const player = await findPlayerById(deps.db, caller.playerId);
    if (!player) throw notFound();
    return { status: 1, player };
  });

  bindCall(app, deps, refresh, async ({ c }) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (!token) throw unauthorized();
    const result = await rotateSession(deps.db, token, deps.config.REFRESH_TOKEN_TTL_DAYS);
    if (!result.ok) {
      deleteCookie(c, REFRESH_COOKIE, cookieOptions(c, deps));
      throw unauthorized();
    }
    // a racing tab gets no cookie of its own: the successor's cookie reaches the shared jar
    if (result.refreshToken) setRefreshCookie(c, deps, result.refreshToken);
    return issueAccessToken(deps, result.playerId, result.family);
  });

  bindCall(app, deps, logout, async ({ c }) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (token) await revokeByToken(deps.db, token);
    deleteCookie(c, REFRESH_COOKIE, cookieOptions(c, deps));
    return { status: 1 };
  });
}

function issueAccessToken(deps: AppDeps, playerId: number, family: string) {
  const ttl = deps.config.ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = signAccessToken(
    { sub: playerId, scope: 'player', sid: family, exp: Math.floor(Date.now() / 1000) + ttl },
    deps.secrets.tokenSecret,
  );
  return { status: 1 as const, accessToken, expiresIn: ttl };
}

function cookieOptions(c: Context, deps: AppDeps) {
  const secure =
    isHttpsRequest(c, deps.config) || Boolean(deps.config.PUBLIC_URL?.startsWith('https:'));
  return { path: COOKIE_PATH, httpOnly: true, secure, sameSite: 'Strict' as const };
}

function setDeviceCookie(c: Context, deps: AppDeps, playerId: number): void {
  setCookie(c, DEVICE_COOKIE, signDeviceCookie(playerId, deps.secrets.tokenSecret), {
    ...cookieOptions(c, deps),
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}

function setRefreshCookie(c: Context, deps: AppDeps, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, {
    ...cookieOptions(c, deps),
    maxAge: deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
}
