import type { Context, Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { currentPlayer, login, logout, refresh } from '../../../contract/auth';
import { DEVICE_COOKIE, REFRESH_COOKIE } from '../../../contract/constants';
import { ApiError, notFound, unauthorized } from '../../http/api-error';
import { bindCall } from '../../http/bind';
import { isHttpsRequest } from '../../http/https-request';
import type { AppDeps } from '../../deps';
import { findCredentialsByUsername, findPlayerById } from '../players/repository';
import {
  checkLoginThrottle,
  deviceCookiePlayer,
  recordLoginFailure,
  signDeviceCookie,
} from './login-throttle';
import { getDecoyHash, verifyPassword } from './passwords';
import { createSession, revokeByToken, rotateSession } from './sessions';
import { signAccessToken } from './tokens';

const COOKIE_PATH = '/api/front/auth';
const DEVICE_COOKIE_DAYS = 365;

export function registerAuthRoutes(app: Hono, deps: AppDeps): void {
  bindCall(app, deps, login, async ({ input, c, ip }) => {
    const { db, secrets } = deps;
    const credentials = await findCredentialsByUsername(db, input.username);
    const isTrustedDevice =
      credentials !== null &&
      deviceCookiePlayer(getCookie(c, DEVICE_COOKIE), secrets.tokenSecret) === credentials.id;
    const verdict = await checkLoginThrottle(db, input.username, ip, isTrustedDevice);
    if (verdict !== 'allowed') throw new ApiError(429, 'too_many_attempts');

    const passwordHash = credentials?.passwordHash ?? (await getDecoyHash());
    const isValid = (await verifyPassword(passwordHash, input.password)) && credentials !== null;
    if (!isValid || !credentials) {
      await recordLoginFailure(db, input.username, ip, isTrustedDevice);
      throw new ApiError(400, 'failed_login');
    }
    const session = await createSession(db, credentials.id, deps.config.REFRESH_TOKEN_TTL_DAYS);
    setRefreshCookie(c, deps, session.refreshToken);
    setCookie(c, DEVICE_COOKIE, signDeviceCookie(credentials.id, secrets.tokenSecret), {
      ...cookieOptions(c, deps),
      maxAge: DEVICE_COOKIE_DAYS * 86_400,
    });
    return issueAccessToken(deps, credentials.id, credentials.scope, session.family);
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
    setRefreshCookie(c, deps, result.session.refreshToken);
    return issueAccessToken(deps, result.playerId, result.scope, result.session.family);
  });

  bindCall(app, deps, logout, async ({ c }) => {
    const token = getCookie(c, REFRESH_COOKIE);
    if (token) await revokeByToken(deps.db, token);
    deleteCookie(c, REFRESH_COOKIE, cookieOptions(c, deps));
    return { status: 1 };
  });
}

function issueAccessToken(
  deps: AppDeps,
  playerId: number,
  scope: 'player' | 'admin',
  family: string,
) {
  const ttl = deps.config.ACCESS_TOKEN_TTL_SECONDS;
  const accessToken = signAccessToken(
    { sub: playerId, scope, sid: family, exp: Math.floor(Date.now() / 1000) + ttl },
    deps.secrets.tokenSecret,
  );
  return { status: 1 as const, accessToken, expiresIn: ttl };
}

function cookieOptions(c: Context, deps: AppDeps) {
  const secure =
    isHttpsRequest(c, deps.config) || Boolean(deps.config.PUBLIC_URL?.startsWith('https:'));
  return { path: COOKIE_PATH, httpOnly: true, secure, sameSite: 'Strict' as const };
}

function setRefreshCookie(c: Context, deps: AppDeps, token: string): void {
  setCookie(c, REFRESH_COOKIE, token, {
    ...cookieOptions(c, deps),
    maxAge: deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
}
