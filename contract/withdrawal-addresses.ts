// Safe withdrawal addresses (issue 17, docs/account-security.md): the player's address book, whose
// new addresses wait a hold and an emailed confirmation, and the "only saved addresses" lock.
// Every call but confirm_address acts on the token's player; times are ISO 8601.
import * as v from 'valibot';
import { defineCall } from './call';
import { id, ok, plainText, statusResponse } from './common';
import { noControlCharacters } from './input-limits';
import { totpCode } from './security';

/** At most this many saved addresses per player. */
export const MAX_WITHDRAWAL_ADDRESSES = 20;

export const withdrawalAddressView = v.object({
  id: v.number(),
  address: v.string(),
  /** the player's name for it; may be empty */
  label: v.string(),
  createdAt: v.string(),
  /** the hold ends then */
  usableAt: v.string(),
  /** the emailed link was used; null while awaited */
  confirmedAt: v.nullable(v.string()),
  /** its hold has not ended yet */
  onHold: v.boolean(),
  /** confirmed and past its hold: a withdrawal may go to it */
  ready: v.boolean(),
});
export type WithdrawalAddressView = v.InferOutput<typeof withdrawalAddressView>;

export const addressLockView = v.object({
  /** withdrawals go only to saved, confirmed addresses past their hold */
  enabled: v.boolean(),
  /** the lock was asked off and goes off then (it holds until that time); null otherwise */
  offAt: v.nullable(v.string()),
});

export const getWithdrawalAddresses = defineCall({
  path: 'front/security/get_addresses',
  method: 'POST',
  auth: 'player',
  request: v.optional(v.object({}), {}),
  response: v.object({
    status: ok,
    /** newest first */
    addresses: v.array(withdrawalAddressView),
    lock: addressLockView,
    /** how long a new address waits, in hours */
    holdHours: v.number(),
    /** withdrawals wait until then after a password, two-factor or email change; else null */
    securityHoldUntil: v.nullable(v.string()),
  }),
});

/**
 * Saves an address: it becomes usable after the hold and once the link emailed to the player is
 * used. With two-factor on it needs `totp` (400 `two_factor_required`, `invalid_two_factor_code`).
 * 400 `invalid_address` (`address`) for a bad address, 409 `withdrawal_address_exists` when saved
 * already, 400 `withdrawal_address_limit` beyond MAX_WITHDRAWAL_ADDRESSES.
 */
export const addWithdrawalAddress = defineCall({
  path: 'front/security/add_address',
  method: 'POST',
  auth: 'player',
  request: v.object({
    address: v.pipe(
      v.string('field_required'),
      v.trim(),
      v.nonEmpty('field_required'),
      v.maxLength(100, 'invalid_address'),
      noControlCharacters('invalid_address'),
    ),
    label: v.optional(v.pipe(plainText(60), v.trim()), ''),
    totp: v.optional(v.nullable(totpCode)),
  }),
  response: v.object({ status: ok, address: withdrawalAddressView }),
});

/** Removes a saved address (404 when it is not the player's): no code, it only takes away. */
export const removeWithdrawalAddress = defineCall({
  path: 'front/security/remove_address',
  method: 'POST',
  auth: 'player',
  request: v.object({ id }),
  response: statusResponse,
});

/** Names a saved address anew (404 when it is not the player's): no code, it moves nothing. */
export const renameWithdrawalAddress = defineCall({
  path: 'front/security/rename_address',
  method: 'POST',
  auth: 'player',
  request: v.object({ id, label: v.pipe(plainText(60), v.trim()) }),
  response: statusResponse,
});

/**
 * The emailed link's page POSTs its token: the address is confirmed (its hold still runs). A used,
 * expired or unknown token is a 400 `invalid_address_token` (`token`). Needs no sign-in: the
 * token is the proof, and the link may be opened on another device.
 */
export const confirmWithdrawalAddress = defineCall({
  path: 'front/security/confirm_address',
  method: 'POST',
  auth: 'public',
  request: v.object({
    token: v.pipe(plainText(200, 'invalid_address_token'), v.nonEmpty('invalid_address_token')),
  }),
  response: statusResponse,
});

/**
 * Turns the "only saved addresses" lock on (at once) or off: off waits the address hold, the lock
 * holding until `offAt`, and needs `totp` with two-factor on. Turning it on again while it waits to
 * go off cancels that.
 */
export const setWithdrawalAddressLock = defineCall({
  path: 'front/security/set_address_lock',
  method: 'POST',
  auth: 'player',
  request: v.object({
    enabled: v.boolean('invalid_value'),
    totp: v.optional(v.nullable(totpCode)),
  }),
  response: v.object({ status: ok, lock: addressLockView }),
});
