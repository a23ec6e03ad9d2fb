import * as v from 'valibot';
import { defineCall } from '../call';
import { emptyRequest, ok, requiredText } from '../common';
import { noControlCharacters } from '../input-limits';

const bilingualText = (maxLength: number, lines: 'single-line' | 'multi-line') =>
  v.object(
    { es: requiredText(maxLength, lines), en: requiredText(maxLength, lines) },
    'field_required',
  );

/**
 * Operator: sends a promotion to every device of the players who agreed to receive news and
 * offers (`notify_newletter`), in each player's language.
 */
export const adminPushBroadcast = defineCall({
  path: 'admin/push_broadcast',
  method: 'POST',
  auth: 'staff',
  permission: 'push.send',
  request: v.object({
    title: bilingualText(100, 'single-line'),
    body: bilingualText(300, 'multi-line'),
    /** A page of the app to open on click, e.g. `/promotion/3` (shown under /en in English); PUSH_BROADCAST_DEFAULT_URL when left out. */
    url: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(300, 'invalid_value'),
          v.regex(/^\/(?![/\\])[^\s\\]*$/, 'invalid_value'),
          noControlCharacters(),
        ),
      ),
    ),
  }),
  response: v.object({
    status: ok,
    /** Notifications the push services accepted. */
    sent: v.number(),
    /** Subscriptions the push services reported gone (404/410), deleted. */
    removed: v.number(),
    /** Other failures (push service down, timeout); those subscriptions are kept. */
    failed: v.number(),
  }),
});

/** Operator: how many a broadcast would reach now (the same audience, consent respected). */
export const adminPushAudience = defineCall({
  path: 'admin/push/audience',
  method: 'POST',
  auth: 'staff',
  permission: 'push.send',
  request: emptyRequest,
  response: v.object({
    status: ok,
    /** players with at least one device who agreed to news and offers */
    players: v.number(),
    /** their devices: the notifications a broadcast would send */
    subscriptions: v.number(),
    /** of which in Spanish and in English (each player's interface language) */
    subscriptionsByLocale: v.object({ es: v.number(), en: v.number() }),
  }),
});
