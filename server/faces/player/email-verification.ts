import type { Hono } from 'hono';
import {
  getEmailVerification,
  resendVerification,
  verifyEmail,
} from '../../../contract/email-verification';
import type { AppDeps } from '../../deps';
import { ApiError, fieldError, notFound } from '../../http/api-error';
import { bindPlayerCall } from './bind';
import {
  readEmailVerification,
  sendVerificationEmail,
  verifyEmailWithToken,
} from '../../modules/identity/security/email-verification';

/** front/security/verify_email, get_email_verification, resend_verification. */
export function registerPlayerEmailVerificationCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, verifyEmail, async ({ input }) => {
    const isVerified = await db.transaction((tx) => verifyEmailWithToken(tx, input.token));
    if (!isVerified) throw fieldError('token', 'invalid_verification_token');
    return { status: 1 };
  });

  bindPlayerCall(app, deps, getEmailVerification, async ({ caller }) => {
    const state = await readEmailVerification(db, caller.playerId);
    if (!state) throw notFound();
    return {
      status: 1,
      email: state.email,
      verified: state.verified,
      requiredForWithdrawal: deps.config.REQUIRE_VERIFIED_EMAIL_FOR_WITHDRAWAL,
    };
  });

  // counted per player in CALL_BUDGETS (server/http/rate-limit.ts): each sends an email
  bindPlayerCall(app, deps, resendVerification, async ({ caller }) => {
    const state = await readEmailVerification(db, caller.playerId);
    if (!state) throw notFound();
    if (state.verified) throw new ApiError(409, 'email_already_verified');
    deps.background.once('email verification', () => sendVerificationEmail(deps, caller.playerId));
    return { status: 1 };
  });
}
