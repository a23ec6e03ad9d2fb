import { CHAT_MUTE_MINUTES } from '../house-page/live-chat';
import * as v from 'valibot';
import { defineCall } from '../call';
import { ok, requiredText } from '../common';

/** The player an operator names; a control character can name no one. */
const username = requiredText(100);

/**
 * An operator mutes a player in every table's chat for `minutes`, with a reason kept for the
 * record. `hideMessages` takes their messages of the last day off every table's chat too. A
 * new mute replaces the one in force.
 */
export const adminLiveChatMute = defineCall({
  path: 'admin/live_chat_mute',
  method: 'POST',
  auth: 'staff',
  permission: 'live.moderate',
  stepUp: true,
  request: v.object({
    username,
    minutes: v.pipe(
      v.number('invalid_value'),
      v.integer('invalid_value'),
      v.minValue(CHAT_MUTE_MINUTES.min, 'invalid_value'),
      v.maxValue(CHAT_MUTE_MINUTES.max, 'invalid_value'),
    ),
    reason: requiredText(500, 'multi-line'),
    hideMessages: v.optional(v.boolean('invalid_value'), false),
  }),
  response: v.object({
    status: ok,
    /** when the mute ends: an ISO timestamp, to the whole millisecond */
    mutedUntil: v.pipe(v.string(), v.isoTimestamp()),
    hiddenMessages: v.number(),
  }),
});

/** Ends a player's mute now (hidden messages stay hidden). */
export const adminLiveChatUnmute = defineCall({
  path: 'admin/live_chat_unmute',
  method: 'POST',
  auth: 'staff',
  permission: 'live.moderate',
  stepUp: true,
  request: v.object({ username }),
  response: v.object({ status: ok, wasMuted: v.boolean() }),
});
