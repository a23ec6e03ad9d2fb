import * as v from 'valibot';
import { defineCall } from './call';
import { ok, statusResponse } from './common';
import { noControlCharacters } from './input-limits';

/** A push service URL as the browser's PushSubscription gives it. */
const endpoint = v.pipe(
  v.string('field_required'),
  v.trim(),
  v.nonEmpty('field_required'),
  v.maxLength(1000, 'invalid_value'),
  noControlCharacters(),
  v.url('invalid_value'),
  v.regex(/^https?:\/\//, 'invalid_value'),
);

/** The subscription's keys, base64url: p256dh an uncompressed P-256 point (65 bytes), auth 16 bytes. */
const subscriptionKeys = v.object(
  {
    p256dh: v.pipe(v.string('field_required'), v.regex(/^B[\w-]{86}=?$/, 'invalid_value')),
    auth: v.pipe(v.string('field_required'), v.regex(/^[\w-]{22}(==)?$/, 'invalid_value')),
  },
  'field_required',
);

/**
 * Beyond spec: this device receives the player's notifications. The body is the browser's
 * `PushSubscription.toJSON()`; the same endpoint subscribed again moves to the calling player.
 */
export const pushSubscribe = defineCall({
  path: 'front/push_subscribe',
  method: 'POST',
  auth: 'player',
  request: v.object({
    endpoint,
    /** Milliseconds since 1970 as the browser gives it; not kept. */
    expirationTime: v.optional(
      v.nullable(
        v.pipe(
          v.number('invalid_value'),
          v.minValue(0, 'invalid_value'),
          v.maxValue(Number.MAX_SAFE_INTEGER, 'invalid_value'),
        ),
      ),
    ),
    keys: subscriptionKeys,
  }),
  response: statusResponse,
});

/** Beyond spec: this device stops receiving notifications (only the caller's own subscription). */
export const pushUnsubscribe = defineCall({
  path: 'front/push_unsubscribe',
  method: 'POST',
  auth: 'player',
  request: v.object({ endpoint }),
  response: v.object({ status: ok, removed: v.boolean() }),
});

/** The page a broadcast opens when it names none: the promotions. */
export const PUSH_BROADCAST_DEFAULT_URL = '/promotion';

/** What the service worker receives in a push message and shows as a notification. */
export const pushPayload = v.object({
  title: v.string(),
  body: v.string(),
  /** Notifications with the same tag replace each other (one per transaction). */
  tag: v.string(),
  /** The app page a click opens. */
  url: v.string(),
});
export type PushPayload = v.InferOutput<typeof pushPayload>;
