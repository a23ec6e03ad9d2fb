import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export interface AccessClaims {
  /** player id, or staff id for a staff token */
  sub: number;
  /** whose token: a player's or a staff member's (the back-office); neither is taken for the other */
  scope: 'player' | 'staff';
  /** a player's refresh-session family, or a staff member's session id */
  sid: string;
  /** expiry, seconds since the epoch */
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** Signs a short-lived access token (a JWT with HS256). */
export function signAccessToken(claims: AccessClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${HEADER}.${payload}`).digest('base64url');
  return `${HEADER}.${payload}.${signature}`;
}

const BASE64URL_SEGMENT = /^[A-Za-z0-9_-]+$/;

/**
 * The claims of a valid, unexpired token signed with `secret`, else null. Parsed strictly: exactly
 * three base64url segments and the signature's exact canonical text, so no token has two spellings.
 */
export function verifyAccessToken(
  token: string,
  secret: string,
  nowSeconds: number,
): AccessClaims | null {
  const segments = token.split('.');
  if (segments.length !== 3 || !segments.every((segment) => BASE64URL_SEGMENT.test(segment)))
    return null;
  const [header, payload, signature] = segments as [string, string, string];
  if (header !== HEADER) return null;
  const expected = Buffer.from(
    createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
    if (
      typeof claims.sub !== 'number' ||
      typeof claims.sid !== 'string' ||
      typeof claims.exp !== 'number' ||
      claims.exp <= nowSeconds
    )
      return null;
    if (claims.scope !== 'player' && claims.scope !== 'staff') return null;
    return claims;
  } catch {
    return null;
  }
}

/** An opaque random token (refresh, reset, game session) and the hash that is stored instead. */
export function createOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
