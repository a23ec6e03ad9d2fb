import * as v from 'valibot';
import { defineCall } from './call';
import { emptyRequest, ok, plainText, statusResponse } from './common';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import { noControlCharacters } from './input-limits';
import { player } from './players';
import { recoveryCode, totpCode } from './security';

export const loginRequest = v.object({
  username: v.pipe(
    v.string('field_required'),
    v.trim(),
    v.nonEmpty('field_required'),
    v.maxLength(100, 'invalid_value'),
    noControlCharacters(),
  ),
  // no check of its characters: it is only hashed, never stored, and a password set before
  // passwords refused control characters (a tab, say) must still log in
  password: v.pipe(
    v.string('field_required'),
    v.nonEmpty('field_required'),
    v.minLength(MIN_PASSWORD_LENGTH, 'password_validation'),
    v.maxLength(MAX_PASSWORD_LENGTH, 'password_validation'),
  ),
  /** Added by the client on send; the server trusts only the connection's own address. */
  ip_address: v.optional(v.nullable(plainText(100))),
  /**
   * The second factor of a player who turned two-factor on (docs/account-security.md): a code of
   * the app or a recovery code. Without one such a login answers 400 `two_factor_required` and
   * opens no session; players without two-factor need neither.
   */
  totp: v.optional(v.nullable(totpCode)),
  recovery_code: v.optional(v.nullable(recoveryCode)),
});

const tokenResponse = v.object({
  status: ok,
  accessToken: v.string(),
  /** Seconds until the access token expires. */
  expiresIn: v.number(),
});

export const login = defineCall({
  path: 'front/auth/login/',
  method: 'POST',
  auth: 'public',
  request: loginRequest,
  response: tokenResponse,
});

export const currentPlayer = defineCall({
  path: 'front/auth/player',
  method: 'GET',
  auth: 'player',
  request: emptyRequest,
  response: v.object({ status: ok, player }),
});

/** Beyond spec: rotates the HttpOnly refresh cookie and returns a new access token. */
export const refresh = defineCall({
  path: 'front/auth/refresh',
  method: 'POST',
  auth: 'public',
  request: emptyRequest,
  response: tokenResponse,
});

/**
 * Beyond spec: makes this browser a known device of the player, with the one-time token of the
 * email a blocked login sends. The email links to a page that POSTs it, so a mail scanner
 * following the link cannot use it up.
 */
export const confirmDevice = defineCall({
  path: 'front/auth/confirm_device',
  method: 'POST',
  auth: 'public',
  request: v.object({
    token: v.pipe(plainText(200, 'invalid_device_token'), v.nonEmpty('invalid_device_token')),
  }),
  response: statusResponse,
});

/** Beyond spec: revokes the refresh session server-side (the spec only clears the client). */
export const logout = defineCall({
  path: 'front/auth/logout',
  method: 'POST',
  auth: 'public',
  request: emptyRequest,
  response: statusResponse,
});
