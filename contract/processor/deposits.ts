import * as v from 'valibot';
import { defineCall } from '../call';
import { ok } from '../common';
import { integerFrom, MAX_SATOSHIS, noControlCharacters } from '../input-limits';

/**
 * The crypto processor's callback for one transaction output. `amount` is in satoshis (an
 * integer, as processors report outputs); the body is signed with HMAC-SHA256 in the
 * `X-Signature` header (hex) over the raw body.
 */
export const btcCallback = defineCall({
  path: 'payment/callback/btc',
  method: 'POST',
  auth: 'processor',
  request: v.object({
    txid: v.pipe(
      v.string('field_required'),
      v.regex(/^[0-9a-fA-F]{64}$/, 'invalid_value'),
      v.toLowerCase(),
    ),
    vout: integerFrom(0),
    address: v.pipe(
      v.string('field_required'),
      v.trim(),
      v.nonEmpty('field_required'),
      v.maxLength(100, 'invalid_address'),
      noControlCharacters('invalid_address'),
    ),
    amount: v.pipe(
      v.union(
        [
          v.pipe(
            v.number(),
            v.integer('invalid_amount'),
            v.minValue(1, 'invalid_amount'),
            v.maxValue(Number(MAX_SATOSHIS), 'invalid_amount'),
          ),
          v.pipe(v.string(), v.regex(/^[1-9]\d{0,15}$/, 'invalid_amount')),
        ],
        'invalid_amount',
      ),
      v.transform((value) => BigInt(value)),
      v.maxValue(MAX_SATOSHIS, 'invalid_amount'),
    ),
    confirmations: integerFrom(0),
  }),
  response: v.object({
    status: ok,
    /** `pending` until the configured confirmations, `credited` once, `ignored` for replays. */
    result: v.picklist(['pending', 'credited', 'already_credited']),
    transactionId: v.number(),
  }),
});

export const SIGNATURE_HEADER = 'X-Signature';
