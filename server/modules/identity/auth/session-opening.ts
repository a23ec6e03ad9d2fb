import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEVICE_COOKIE, REFRESH_COOKIE } from '../../../../contract/constants';
import type { AppDeps } from '../../../deps';
import { clientCountry } from '../../../http/client-country';
import { isHttpsRequest } from '../../../http/https-request';
import {
  isNewDeviceSignIn,
  sendNewDeviceEmail,
  type SignInOrigin,
} from '../security/security-emails';
import { signDeviceCookie } from './login-throttle';
import { createSession } from './sessions';
import { signAccessToken } from './tokens';

export const COOKIE_PATH = '/api/front/auth';
const DEVICE_COOKIE_DAYS = 365;

/**
 * Opens a session for a player who proved who they are (a password login, or a passkey's): a new
 * session family with where it came from, the refresh cookie, the device cookie (this browser is
 * now a known device of the player) and the access token.
 */
export async function openSession(c: Context, deps: AppDeps, playerId: number, ip: string) {
  const origin = sessionOrigin(c, deps, ip);
  // a browser without the player's device cookie: the player hears of the sign-in
  if (
    await isNewDeviceSignIn(
      deps.db,
      playerId,
      getCookie(c, DEVICE_COOKIE),
      deps.secrets.tokenSecret,
    )
  ) {
    deps.background.once('new device email', () => sendNewDeviceEmail(deps, playerId, origin));
  }
  const session = await createSession(
    deps.db,
    playerId,
    deps.config.REFRESH_TOKEN_TTL_DAYS,
    deps.clock.now(),
    undefined,
    origin,
  );
  setRefreshCookie(c, deps, session.refreshToken);
  setDeviceCookie(c, deps, playerId);
  return issueAccessToken(deps, playerId, session.family);
}

/** Where a sign-in comes from: kept with its session family (the security tab's devices). */
export function sessionOrigin(c: Context, deps: AppDeps, ip: string): SignInOrigin {
  return {
    ip,
    userAgent: c.req.header('User-Agent') ?? null,
    country: clientCountry(c, deps.config.GEO_COUNTRY_HEADER),
  };
}

export function issueAccessToken(deps: AppDeps, playerId: number, family: string) {
  const ttl = deps.config.ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = signAccessToken(
    {
      sub: playerId,
      scope: 'player',
      sid: family, // the process's time, as the token is checked with (authenticator.ts)
      exp: Math.floor(Date.now() / 1000) + ttl,
    },
    deps.secrets.tokenSecret,
  );
  return { status: 1 as const, accessToken, expiresIn: ttl };
}

export function cookieOptions(c: Context, deps: AppDeps) {
  const secure =
    isHttpsRequest(c, deps.config) || Boolean(deps.config.PUBLIC_URL?.startsWith('https:'));
  return { path: COOKIE_PATH, httpOnly: true, secure, sameSite: 'Strict' as const };
}

export function setDeviceCookie(c: Context, deps: AppDeps, playerId: number): void {
  setCookie(c, DEVICE_COOKIE, signDeviceCookie(playerId, deps.secrets.tokenSecret), {
    ...cookieOptions(c, deps),
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}

export function setRefreshCookie(c: Context, deps: AppDeps, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, {
    ...cookieOptions(c, deps),
    maxAge: deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
}
