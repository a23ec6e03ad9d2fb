import type { Authenticator } from '../../../http/authentication';
import type { Queryable } from '../../../db/database';
import { findStandingSession } from '../staff/repository';
import type { SessionCheck } from './session-check';
import { verifyAccessToken } from './tokens';

/**
 * Bearer tokens for the HTTP layer: a player when the signature, expiry and session all stand; a
 * staff member likewise, their session read on every call (no cache: a revoked or disabled staff
 * member stops at once). A token of one scope is never taken for the other.
 */
export function createAuthenticator(
  tokenSecret: string,
  sessions: SessionCheck,
  db: Queryable,
): Authenticator {
  return {
    async callerOf(token) {
      const claims = verifyAccessToken(token, tokenSecret);
      if (!claims || claims.scope !== 'player' || !(await sessions.isActive(claims.sid)))
        return null;
      return { playerId: claims.sub, sessionFamily: claims.sid };
    },
    async staffOf(token) {
      const claims = verifyAccessToken(token, tokenSecret);
      if (!claims || claims.scope !== 'staff') return null;
      const session = await findStandingSession(db, claims.sid, claims.sub);
      if (!session) return null;
      return {
        staffId: claims.sub,
        username: session.username,
        roles: session.roles,
        sessionId: claims.sid,
        isTotpFresh: session.is_totp_fresh,
      };
    },
  };
}
