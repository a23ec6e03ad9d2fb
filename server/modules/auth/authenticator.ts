import type { Authenticator } from '../../http/authentication';
import type { SessionCheck } from './session-check';
import { verifyAccessToken } from './tokens';

/** Bearer tokens for the HTTP layer: a caller when the signature, expiry and session all stand. */
export function createAuthenticator(tokenSecret: string, sessions: SessionCheck): Authenticator {
  return {
    async callerOf(token) {
      const claims = verifyAccessToken(token, tokenSecret);
      if (!claims || !(await sessions.isActive(claims.sid))) return null;
      return { playerId: claims.sub, scope: claims.scope, sessionFamily: claims.sid };
    },
  };
}
