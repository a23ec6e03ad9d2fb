// Email verification (issue 17, docs/account-security.md): registration emails a one-time link;
// until it is opened, withdrawals answer `email_not_verified` (REQUIRE_VERIFIED_EMAIL_FOR_WITHDRAWAL).
import * as v from 'valibot';
import { defineCall } from './call';
import { emptyRequest, ok, plainText, statusResponse } from './common';

/**
 * Verifies the email with the token of the emailed link (the page `/verify-email?token=` sends
 * it). A link works once, for 24 hours, until a newer link or an email change retires it: 400
 * `invalid_verification_token` otherwise.
 */
export const verifyEmail = defineCall({
  path: 'front/security/verify_email',
  method: 'POST',
  auth: 'public',
  request: v.object({
    token: v.pipe(
      plainText(200, 'invalid_verification_token'),
      v.nonEmpty('invalid_verification_token'),
    ),
  }),
  response: statusResponse,
});

/** The player's email and whether it is verified. */
export const getEmailVerification = defineCall({
  path: 'front/security/get_email_verification',
  method: 'POST',
  auth: 'player',
  request: emptyRequest,
  response: v.object({
    status: ok,
    email: v.string(),
    verified: v.boolean(),
    /** whether withdrawals wait for it (the server's REQUIRE_VERIFIED_EMAIL_FOR_WITHDRAWAL) */
    requiredForWithdrawal: v.boolean(),
  }),
});

/**
 * Emails a new verification link (earlier links stop working). 409 `email_already_verified`;
 * 429 `too_many_requests` past 3 an hour.
 */
export const resendVerification = defineCall({
  path: 'front/security/resend_verification',
  method: 'POST',
  auth: 'player',
  request: emptyRequest,
  response: statusResponse,
});
