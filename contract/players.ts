import * as v from 'valibot';
import { defineCall } from './call';
import { id, isoDate, ok, plainText, requiredText, statusResponse } from './common';
import {
  DEFAULT_INTERFACE_LANGUAGE,
  FORGOT_PASSWORD_RESULT,
  GENDERS,
  MAX_PASSWORD_LENGTH,
  MIN_AGE_YEARS,
  MIN_PASSWORD_LENGTH,
  PROFILE_LANGUAGES,
} from './constants';
import { noControlCharacters } from './input-limits';
import { phoneLengthIsEnough } from './phone';
import { totpCode } from './security';

export const player = v.object({
  id: v.number(),
  username: v.string(),
  email: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  birthday: v.nullable(v.string()),
  gender: v.picklist(GENDERS),
  address: v.string(),
  city: v.string(),
  postal_code: v.string(),
  country: v.string(),
  phone_number: v.string(),
  interface_local: v.string(),
  notify_newletter: v.boolean(),
  /** Always `player` (operators are staff, contract/operator/staff.ts). */
  scope: v.string(),
});
export type Player = v.InferOutput<typeof player>;

/** A new password's rules (players and staff alike). */
export const password = v.pipe(
  v.string('field_required'),
  v.nonEmpty('field_required'),
  v.minLength(MIN_PASSWORD_LENGTH, 'password_validation'),
  v.maxLength(MAX_PASSWORD_LENGTH, 'password_validation'),
  noControlCharacters('password_validation'),
);

/** Only ever compared with the new password, but bounded like it. */
const confirmPassword = v.pipe(
  v.string('field_required'),
  v.nonEmpty('field_required'),
  v.maxLength(MAX_PASSWORD_LENGTH, 'confirm_password_validation'),
);

/** Sent by older clients; the server composes the phone from dial code and number. */
const composedPhone = v.optional(plainText(30));

export const username = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.nonEmpty('field_required'),
  v.regex(/^[\p{L}\p{N}_.-]{3,30}$/u, 'username_validation'),
);

const email = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.nonEmpty('field_required'),
  v.maxLength(254, 'email_validation'),
  v.email('email_validation'),
);

/** The dial code choice, e.g. "+58". */
const dialCode = v.optional(
  v.pipe(v.string('invalid_value'), v.trim(), v.regex(/^\+?\d{0,4}$/, 'invalid_value')),
  '',
);
const nationalNumber = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.nonEmpty('field_required'),
  v.regex(/^\d+$/, 'phone_number_validation'),
  v.maxLength(15, 'phone_number_validation'),
);

/**
 * The latest birthday of a player old enough to register (section 9): MIN_AGE_YEARS before
 * `today` (YYYY-MM-DD, the UTC date unless given), so the form and the server draw one line.
 */
export function latestAdultBirthday(today = new Date().toISOString().slice(0, 10)): string {
  return `${String(Number(today.slice(0, 4)) - MIN_AGE_YEARS).padStart(4, '0')}${today.slice(4)}`;
}

const adultBirthday = v.pipe(
  isoDate,
  v.check((birthday) => birthday <= latestAdultBirthday(), 'min_age'),
);

const promoCode = v.optional(
  v.pipe(
    v.nullable(plainText(64, 'invalid_promo_code')),
    v.transform((code) => code?.trim() ?? ''),
  ),
  '',
);

export const registrationFields = v.object({
  username,
  password,
  confirmPassword,
  email,
  countryPhone: dialCode,
  phone_number1: nationalNumber,
  phone_number: composedPhone,
  city: requiredText(100),
  country: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^([A-Za-z]{2})?$/, 'invalid_value'), v.toUpperCase()),
    '',
  ),
  promo_code: promoCode,
  gender: v.optional(v.picklist(GENDERS, 'invalid_value'), 'male'),
  birthday: adultBirthday,
  first_name: requiredText(100),
  last_name: requiredText(100),
  address: requiredText(200),
  postal_code: requiredText(20),
  interface_local: v.optional(
    v.picklist(PROFILE_LANGUAGES, 'invalid_value'),
    DEFAULT_INTERFACE_LANGUAGE,
  ),
  checkTerms: v.literal(true, 'accept_terms'),
  notify_newletter: v.optional(v.boolean('invalid_value'), false),
  code: v.optional(
    v.nullable(
      v.pipe(v.string(), v.trim(), v.maxLength(64, 'invalid_value'), noControlCharacters()),
    ),
    null,
  ),
});

export const registrationRequest = v.pipe(
  registrationFields,
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      'confirm_password_validation',
    ),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['countryPhone'], ['phone_number1']],
      phoneLengthIsEnough,
      'phone_number_length_check',
    ),
    ['phone_number1'],
  ),
);

export const registerPlayer = defineCall({
  path: 'front/register_player',
  method: 'POST',
  auth: 'public',
  request: registrationRequest,
  response: v.object({ status: ok, playerId: v.number() }),
});

export const validatePlayerName = defineCall({
  path: 'front/validate_player_name',
  method: 'POST',
  auth: 'public',
  request: v.object({
    username: v.pipe(
      v.string('field_required'),
      v.trim(),
      v.nonEmpty('field_required'),
      v.maxLength(100, 'invalid_value'),
      noControlCharacters(),
    ),
  }),
  /** status 0 means the name is taken (or not usable). */
  response: v.object({ status: v.picklist([0, 1]) }),
});

export const validatePromoCode = defineCall({
  path: 'front/validate_promo_code',
  method: 'POST',
  auth: 'public',
  request: v.object({
    promo_code: v.pipe(
      v.string('field_required'),
      v.trim(),
      v.maxLength(64, 'invalid_value'),
      noControlCharacters(),
    ),
  }),
  /** status 0 means invalid. */
  response: v.object({ status: v.picklist([0, 1]) }),
});

export const getPlayerProfile = defineCall({
  path: 'front/get_player_profile',
  ownerField: 'playerId',
  method: 'POST',
  auth: 'player',
  request: v.object({ playerId: id }),
  response: v.object({ status: ok, player }),
});

/** The whole profile form plus id; read-only fields may be sent but are never changed. */
export const updateProfile = defineCall({
  path: 'front/update_profile',
  ownerField: 'id',
  method: 'POST',
  auth: 'player',
  request: v.pipe(
    v.object({
      id,
      countryPhone: dialCode,
      phone_number1: nationalNumber,
      phone_number: composedPhone,
      address: requiredText(200),
      postal_code: requiredText(20),
      city: requiredText(100),
      country: v.optional(
        v.pipe(v.string(), v.trim(), v.regex(/^([A-Za-z]{2})?$/, 'invalid_value'), v.toUpperCase()),
        '',
      ),
      gender: v.optional(v.picklist(GENDERS, 'invalid_value')),
      interface_local: v.optional(v.picklist(PROFILE_LANGUAGES, 'invalid_value')),
      notify_newletter: v.optional(v.boolean('invalid_value')),
    }),
    v.forward(
      v.partialCheck(
        [['countryPhone'], ['phone_number1']],
        phoneLengthIsEnough,
        'phone_number_length_check',
      ),
      ['phone_number1'],
    ),
  ),
  response: v.object({ status: ok, player }),
});

export const updatePlayerPassword = defineCall({
  path: 'front/update_player_password',
  ownerField: 'id',
  method: 'POST',
  auth: 'player',
  request: v.pipe(
    v.object({
      id,
      oldPassword: v.pipe(
        v.string('field_required'),
        v.nonEmpty('field_required'),
        v.maxLength(MAX_PASSWORD_LENGTH, 'wrong_old_password'),
        noControlCharacters('wrong_old_password'),
      ),
      newPassword: password,
      confirmPassword,
      /**
       * A code of the authenticator app, needed when two-factor is on (else 400
       * `two_factor_required`; docs/account-security.md); ignored when it is off.
       */
      totp: v.optional(v.nullable(totpCode)),
    }),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmPassword']],
        (input) => input.newPassword === input.confirmPassword,
        'confirm_password_validation',
      ),
      ['confirmPassword'],
    ),
  ),
  response: statusResponse,
});

export const resetPlayerPassword = defineCall({
  path: 'front/reset_player_password',
  method: 'POST',
  auth: 'public',
  request: v.object({
    username: v.pipe(
      v.string('field_required'),
      v.trim(),
      v.nonEmpty('field_required'),
      v.maxLength(100, 'invalid_value'),
      noControlCharacters(),
    ),
    email: v.pipe(
      v.string('field_required'),
      v.trim(),
      v.nonEmpty('field_required'),
      v.maxLength(254, 'email_validation'),
      noControlCharacters('email_validation'),
    ),
  }),
  /** result: 1 success (email sent), 2 rejected (no such username and email). */
  response: v.object({
    status: v.picklist([0, 1]),
    result: v.picklist([FORGOT_PASSWORD_RESULT.success, FORGOT_PASSWORD_RESULT.rejected]),
  }),
});

/** Beyond spec: sets a new password with the single-use token from the reset email. */
export const setNewPassword = defineCall({
  path: 'front/set_new_password',
  method: 'POST',
  auth: 'public',
  request: v.pipe(
    v.object({
      token: v.pipe(
        v.string('invalid_reset_token'),
        v.nonEmpty('invalid_reset_token'),
        v.maxLength(200, 'invalid_reset_token'),
        noControlCharacters('invalid_reset_token'),
      ),
      newPassword: password,
      confirmPassword,
    }),
    v.forward(
      v.partialCheck(
        [['newPassword'], ['confirmPassword']],
        (input) => input.newPassword === input.confirmPassword,
        'confirm_password_validation',
      ),
      ['confirmPassword'],
    ),
  ),
  response: statusResponse,
});
