// Passkeys (WebAuthn; issue 17, docs/account-security.md): a player adds, names and removes
// passkeys, logs in with one (no username: the passkey is discoverable), and uses one for the
// same step-up as a TOTP code. Each `*_options` call answers the options for the browser's
// `navigator.credentials` call (made by @simplewebauthn/browser) with a challenge the server keeps
// for five minutes and accepts once; the matching call takes the browser's answer as it is.
import type {
  AuthenticationExtensionsClientOutputs,
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import * as v from 'valibot';
import { defineCall } from './call';
import { emptyRequest, ok, statusResponse } from './common';
import { noControlCharacters } from './input-limits';
import { passkeyView, stepUpToken, totpCode } from './security';

/** Passkeys one player may keep. */
export const PASSKEY_LIMIT = 10;
/** The longest passkey name. */
export const PASSKEY_NAME_MAX = 60;
/** Seconds a step-up token of passkey_step_up stays good (once). */
export const STEP_UP_TOKEN_SECONDS = 300;

export const passkeyName = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.nonEmpty('field_required'),
  v.maxLength(PASSKEY_NAME_MAX, 'invalid_value'),
  noControlCharacters(),
);

/** A passkey's id as get_status answers it. */
export const passkeyId = v.pipe(
  v.string('invalid_value'),
  v.regex(/^\d{1,10}$/, 'invalid_value'),
  v.transform(Number),
);

const base64url = (max: number) =>
  v.pipe(
    v.string('passkey_not_verified'),
    v.maxLength(max, 'passkey_not_verified'),
    v.regex(/^[A-Za-z0-9_-]*$/, 'passkey_not_verified'),
  );

// what the server reads of a browser's answer (other fields are dropped)
const extensionResults = v.optional(
  v.custom<AuthenticationExtensionsClientOutputs>(
    (value) => typeof value === 'object' && value !== null && JSON.stringify(value).length < 2000,
    'passkey_not_verified',
  ),
);
const attachment = v.optional(v.picklist(['platform', 'cross-platform'], 'passkey_not_verified'));

/** The browser's answer to navigator.credentials.create, as @simplewebauthn/browser gives it. */
const registrationResponse = v.pipe(
  v.object(
    {
      id: base64url(1400),
      rawId: base64url(1400),
      type: v.literal('public-key', 'passkey_not_verified'),
      response: v.object(
        {
          clientDataJSON: base64url(4000),
          attestationObject: base64url(40_000),
          transports: v.optional(
            v.pipe(
              v.array(
                v.pipe(
                  v.string('passkey_not_verified'),
                  v.maxLength(20, 'passkey_not_verified'),
                  v.regex(/^[a-z-]+$/, 'passkey_not_verified'),
                ),
              ),
              v.maxLength(10, 'passkey_not_verified'),
            ),
          ),
        },
        'passkey_not_verified',
      ),
      clientExtensionResults: extensionResults,
      authenticatorAttachment: attachment,
    },
    'passkey_not_verified',
  ),
  v.transform((value) => value as unknown as RegistrationResponseJSON),
);

/** The browser's answer to navigator.credentials.get, as @simplewebauthn/browser gives it. */
const authenticationResponse = v.pipe(
  v.object(
    {
      id: base64url(1400),
      rawId: base64url(1400),
      type: v.literal('public-key', 'passkey_not_verified'),
      response: v.object(
        {
          clientDataJSON: base64url(4000),
          authenticatorData: base64url(4000),
          signature: base64url(2000),
          userHandle: v.optional(base64url(200)),
        },
        'passkey_not_verified',
      ),
      clientExtensionResults: extensionResults,
      authenticatorAttachment: attachment,
    },
    'passkey_not_verified',
  ),
  v.transform((value) => value as unknown as AuthenticationResponseJSON),
);

const creationOptions = v.custom<PublicKeyCredentialCreationOptionsJSON>(
  (value) => typeof value === 'object' && value !== null,
);
const requestOptions = v.custom<PublicKeyCredentialRequestOptionsJSON>(
  (value) => typeof value === 'object' && value !== null,
);

/** Options to create a passkey; 409 `passkey_limit_reached` at PASSKEY_LIMIT. */
export const passkeyRegisterOptions = defineCall({
  path: 'front/security/passkey_register_options',
  method: 'POST',
  auth: 'player',
  request: emptyRequest,
  response: v.object({ status: ok, options: creationOptions }),
});

/** Saves the passkey the browser created with the options of passkey_register_options. */
export const passkeyRegister = defineCall({
  path: 'front/security/passkey_register',
  method: 'POST',
  auth: 'player',
  request: v.object({ name: passkeyName, response: registrationResponse }),
  response: v.object({ status: ok, passkey: passkeyView }),
});

export const passkeyRename = defineCall({
  path: 'front/security/passkey_rename',
  method: 'POST',
  auth: 'player',
  request: v.object({ id: passkeyId, name: passkeyName }),
  response: statusResponse,
});

/**
 * Removes a passkey. With two-factor on it needs a fresh step-up: `step_up_token` (of
 * passkey_step_up) or `totp`, else 400 `two_factor_required`.
 */
export const passkeyRemove = defineCall({
  path: 'front/security/passkey_remove',
  method: 'POST',
  auth: 'player',
  request: v.object({
    id: passkeyId,
    step_up_token: v.optional(v.nullable(stepUpToken)),
    totp: v.optional(v.nullable(totpCode)),
  }),
  response: statusResponse,
});

/** Options to log in with any passkey of this site (the browser lists the ones it holds). */
export const passkeyLoginOptions = defineCall({
  path: 'front/security/passkey_login_options',
  method: 'POST',
  auth: 'public',
  request: emptyRequest,
  response: v.object({ status: ok, options: requestOptions }),
});

/** Logs in with a passkey: the same answer (and cookies) as front/auth/login/. */
export const passkeyLogin = defineCall({
  path: 'front/security/passkey_login',
  method: 'POST',
  auth: 'public',
  request: v.object({ response: authenticationResponse }),
  response: v.object({ status: ok, accessToken: v.string(), expiresIn: v.number() }),
});

/** Options to confirm an action with one of the player's own passkeys. */
export const passkeyStepUpOptions = defineCall({
  path: 'front/security/passkey_step_up_options',
  method: 'POST',
  auth: 'player',
  request: emptyRequest,
  response: v.object({ status: ok, options: requestOptions }),
});

/**
 * Checks the player's passkey answer and gives a token that stands for a TOTP code once, within
 * STEP_UP_TOKEN_SECONDS: `step_up_token` of payment/send_withdrawal_request, totp_disable and
 * passkey_remove.
 */
export const passkeyStepUp = defineCall({
  path: 'front/security/passkey_step_up',
  method: 'POST',
  auth: 'player',
  request: v.object({ response: authenticationResponse }),
  response: v.object({ status: ok, stepUpToken: v.string(), expiresIn: v.number() }),
});
