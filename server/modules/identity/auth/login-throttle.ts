import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../../db/database';
import { rateLimitKeyOf } from '../../../http/client-ip';

/**
 * Login rate limits, kept in the database so every node sees the same counts.
 * - Per IP: many failures from one address stop that address, whatever the usernames; an IPv6
 *   address counts as its /64, like every rate limit (`rateLimitKeyOf`).
 * - Per username: many failures stop further tries on that username from unknown devices only.
 *   A browser holding a device cookie from an earlier successful login of that player is not
 *   counted nor blocked, so an attacker cannot lock a player out (OWASP "device cookies"). An
 *   unknown device with the right password gets the same refusal as a wrong one, and the player
 *   an email to confirm that device (see `login.ts`).
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  failuresPerIp: 30,
  failuresPerUsername: 10,
} as const;

export type ThrottleVerdict = 'allowed' | 'ip_blocked' | 'username_blocked';

export async function checkLoginThrottle(
  db: Queryable,
  username: string,
  ip: string,
  isTrustedDevice: boolean,
): Promise<ThrottleVerdict> {
  const { rows } = await db.query<{ by_ip: number; by_username: number }>(
    `SELECT
       (SELECT count(*) FROM login_attempts WHERE ip = $2 AND created_at > now() - make_interval(mins => $3))::int AS by_ip,
       (SELECT count(*) FROM login_attempts WHERE username_key = lower($1) AND NOT trusted_device
          AND created_at > now() - make_interval(mins => $3))::int AS by_username`,
    [username, rateLimitKeyOf(ip), LOGIN_LIMITS.windowMinutes],
  );
  const counts = rows[0] ?? { by_ip: 0, by_username: 0 };
  if (counts.by_ip >= LOGIN_LIMITS.failuresPerIp) return 'ip_blocked';
  if (!isTrustedDevice && counts.by_username >= LOGIN_LIMITS.failuresPerUsername)
    return 'username_blocked';
  return 'allowed';
}

export async function recordLoginFailure(
  db: Queryable,
  username: string,
  ip: string,
  isTrustedDevice: boolean,
): Promise<void> {
  await db.query(
    'INSERT INTO login_attempts (username_key, ip, trusted_device) VALUES (lower($1), $2, $3)',
    [username, rateLimitKeyOf(ip), isTrustedDevice],
  );
}

/** A player who proved who they are (a completed password reset) starts with a clean count. */
export async function forgetLoginFailures(db: Queryable, playerId: number): Promise<void> {
  await db.query(
    'DELETE FROM login_attempts WHERE username_key = (SELECT lower(username) FROM players WHERE id = $1)',
    [playerId],
  );
}

export async function pruneLoginAttempts(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM login_attempts WHERE created_at < now() - interval '1 day'`);
}

/** A device cookie value: the player's id, signed, so it cannot be forged for another player. */
export function signDeviceCookie(playerId: number, secret: string): string {
  const value = `${playerId}.${Date.now().toString(36)}`;
  return `${value}.${createHmac('sha256', `device:${secret}`).update(value).digest('base64url')}`;
}

export function deviceCookiePlayer(cookie: string | undefined, secret: string): number | null {
  if (!cookie) return null;
  const last = cookie.lastIndexOf('.');
  const value = cookie.slice(0, last);
  const given = Buffer.from(cookie.slice(last + 1), 'base64url');
  const expected = createHmac('sha256', `device:${secret}`).update(value).digest();
  if (last < 0 || given.length !== expected.length || !timingSafeEqual(given, expected))
    return null;
  const playerId = Number(value.split('.')[0]);
  return Number.isInteger(playerId) ? playerId : null;
}
