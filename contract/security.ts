// Account security (issue 17, docs/account-security.md): TOTP two-factor with recovery codes, and
// the player's signed-in sessions. Every call acts on the token's player; times are ISO 8601.
import * as v from 'valibot';
import { defineCall } from './call';
import { emptyRequest, ok, statusResponse } from './common';

/** Recovery codes handed out when two-factor is turned on, each usable once. */
export const RECOVERY_CODE_COUNT = 10;

/** A code of the player's authenticator app: six digits. */
export const totpCode = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.nonEmpty('field_required'),
  v.regex(/^\d{6}$/, 'invalid_two_factor_code'),
);

/** A recovery code as shown (`abcde-fghij`); case, spaces and dashes do not matter. */
export const recoveryCode = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.nonEmpty('field_required'),
  v.maxLength(40, 'invalid_two_factor_code'),
  v.regex(/^[a-zA-Z0-9 -]+$/, 'invalid_two_factor_code'),
);

/** A token of front/security/passkey_step_up (contract/passkeys.ts): 43 base64url characters. */
export const stepUpToken = v.pipe(
  v.string('invalid_step_up_token'),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'invalid_step_up_token'),
);

export const passkeyView = v.object({
  id: v.string(),
  name: v.string(),
  createdAt: v.string(),
  /** null until it is first used to log in or confirm */
  lastUsedAt: v.nullable(v.string()),
});
export type PasskeyView = v.InferOutput<typeof passkeyView>;

export const getSecurityStatus = defineCall({
  path: 'front/security/get_status',
  method: 'POST',
  auth: 'player',
  request: emptyRequest,
  response: v.object({
    status: ok,
    twoFactor: v.object({
      enabled: v.boolean(),
      /** null while off */
      enabledAt: v.nullable(v.string()),
      /** unused recovery codes; 0 while off */
      recoveryCodesLeft: v.number(),
    }),
    /** the player's passkeys (contract/passkeys.ts), oldest first */
    passkeys: v.array(passkeyView),
  }),
});

/**
 * Starts enrolment: a secret, pending until totp_enable confirms a code of it. Called again while
 * it is pending (a reload of the page) it shows the same one. 409 `two_factor_already_enabled`
 * while two-factor is on.
 */
export const totpBegin = defineCall({
  path: 'front/security/totp_begin',
  method: 'POST',
  auth: 'player',
  request: emptyRequest,
  response: v.object({
    status: ok,
    /** base32, for typing into the app */
    secret: v.string(),
    /** otpauth:// URI, for a QR code */
    otpauthUri: v.string(),
  }),
});

/** Turns two-factor on with a code of the pending secret; the recovery codes are shown once. */
export const totpEnable = defineCall({
  path: 'front/security/totp_enable',
  method: 'POST',
  auth: 'player',
  request: v.object({ code: totpCode }),
  response: v.object({ status: ok, recoveryCodes: v.array(v.string()) }),
});

/**
 * Turns two-factor off with a code of the app or an unused recovery code (`code`), or with a
 * passkey's `step_up_token` (contract/passkeys.ts); neither is 400 `two_factor_required`.
 */
export const totpDisable = defineCall({
  path: 'front/security/totp_disable',
  method: 'POST',
  auth: 'player',
  request: v.object({
    code: v.optional(recoveryCode),
    step_up_token: v.optional(v.nullable(stepUpToken)),
  }),
  response: statusResponse,
});

export const sessionView = v.object({
  /** the session family: one sign-in and its refreshes */
  id: v.string(),
  createdAt: v.string(),
  /** its latest refresh */
  lastUsedAt: v.string(),
  ip: v.nullable(v.string()),
  /** ISO 3166 alpha-2 code from the trusted proxy's header (GEO_COUNTRY_HEADER); null without one */
  country: v.nullable(v.string()),
  /** read from the user agent, e.g. "Chrome" and "Android"; null when not recognised */
  browser: v.nullable(v.string()),
  system: v.nullable(v.string()),
  /** the session making this call */
  current: v.boolean(),
});
export type SessionView = v.InferOutput<typeof sessionView>;

export const getSessions = defineCall({
  path: 'front/security/get_sessions',
  method: 'POST',
  auth: 'player',
  request: emptyRequest,
  response: v.object({ status: ok, sessions: v.array(sessionView) }),
});

/**
 * Signs out one session (`id` from get_sessions, the current one included) or, with
 * `others: true`, every session but the current one; neither is a 400 `field_required` (`id`).
 */
export const revokeSession = defineCall({
  path: 'front/security/revoke_session',
  method: 'POST',
  auth: 'player',
  request: v.object({
    id: v.optional(
      v.pipe(v.string('invalid_value'), v.maxLength(36, 'invalid_value'), v.uuid('invalid_value')),
    ),
    others: v.optional(v.boolean('invalid_value')),
  }),
  response: statusResponse,
});
