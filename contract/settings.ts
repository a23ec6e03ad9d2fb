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
