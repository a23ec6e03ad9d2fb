import type { Authenticator } from '../../../http/authentication';
import type { Queryable } from '../../../db/database';
import { findStandingSession } from '../staff/repository';
import type { SessionCheck } from './session-check';
import { verifyAccessToken } from './tokens';

/** The process's own time, in seconds: a bearer token's few minutes of life are the transport's
 * (like a cookie's), not a rule of the product, so a test that moves the rules' clock on by days
 * keeps its players signed in; the session behind the token is the rule, read on every call. */
const processNowSeconds = () => Date.now() / 1000;

/**
 * Bearer tokens for the HTTP layer: a player when the signature, expiry and session all stand; a
 * staff member likewise, their session read on every call (no cache: a revoked or disabled staff
 * member stops at once). A token of one scope is never taken for the other.
 */
export function createAuthenticator(
  tokenSecret: string,
  sessions: SessionCheck,
  db: Queryable,
  /** the rules' clock (AppDeps.clock): a staff session's expiry and step-up freshness */
  now: () => Date,
): Authenticator {
  return {
    async callerOf(token) {
      const claims = verifyAccessToken(token, tokenSecret, processNowSeconds());
      if (!claims || claims.scope !== 'player' || !(await sessions.isActive(claims.sid)))
        return null;
      return { playerId: claims.sub, sessionFamily: claims.sid };
    },
    async staffOf(token) {
      const claims = verifyAccessToken(token, tokenSecret, processNowSeconds());
      if (!claims || claims.scope !== 'staff') return null;
      const session = await findStandingSession(db, claims.sid, claims.sub, now());
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
