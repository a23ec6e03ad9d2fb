import * as v from 'valibot';
import { defineCall } from './call';
import { emptyRequest, ok } from './common';

export const setting = v.object({
  country_black_list: v.array(v.string()),
  ip_black_list: v.array(v.string()),
  /** Link of the deposit modal's buy-crypto button. */
  buy_crypto_url: v.string(),
  /** Whether players may reverse their own pending withdrawals. */
  allow_withdrawal_cancel: v.boolean(),
  deposit_confirmations: v.number(),
  bitcoin_network: v.string(),
  vapid_public_key: v.string(),
});

export const getSetting = defineCall({
  path: 'front/get_setting',
  method: 'POST',
  auth: 'optional',
  request: emptyRequest,
  response: v.object({ status: ok, setting }),
});

export const geolocation = defineCall({
  path: 'geolocation',
  method: 'GET',
  auth: 'optional',
  request: emptyRequest,
  response: v.object({
    status: ok,
    /** ISO 3166 alpha-2 from the trusted proxy header, or null when unknown. */
    country_code: v.nullable(v.string()),
    ip: v.string(),
    /** Whether this IP is blacklisted (disable_site_access). */
    blocked: v.boolean(),
  }),
});

/** Operator: replaces the country and/or IP blacklists (a list left out is kept). */
export const adminUpdateSetting = defineCall({
  path: 'admin/update_setting',
  method: 'POST',
  auth: 'staff',
  permission: 'settings.write',
  stepUp: true,
  request: v.object({
    country_black_list: v.optional(
      v.pipe(
        v.array(
          v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'invalid_value')),
        ),
        v.maxLength(300, 'invalid_value'),
      ),
    ),
    ip_black_list: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(), v.trim(), v.ip('invalid_value'))),
        v.maxLength(10_000, 'invalid_value'),
      ),
    ),
  }),
  response: v.object({ status: ok, setting }),
});
