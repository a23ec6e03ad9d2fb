// The live tables' chat (docs/live-chat.md): players at a table talk under their masked names
// (maskName, contract/house-page/live-tables.ts). Sending and reading are house calls with the launch
// session, like every live call; new messages and removals reach everyone watching the table as
// the room event `live_chat` (liveTableRoom). An operator mutes a player with an admin call.
import * as v from 'valibot';
import { defineCall } from '../call';
import { houseSession as session, ok } from '../common';

/** The longest message, in characters (Unicode code points) after sanitising. */
export const CHAT_MAX_LENGTH = 200;
/** How many of a table's latest messages a player gets on opening it. */
export const CHAT_HISTORY_LENGTH = 50;
/** Per player, whatever the table: at most `limit` messages per window. */
export const CHAT_RATE_LIMITS = [
  { limit: 1, windowSeconds: 1 },
  { limit: 10, windowSeconds: 30 },
] as const;
/** How long a mute may last: from a minute to a year. */
export const CHAT_MUTE_MINUTES = { min: 1, max: 525_600 } as const;

/** Why a message was refused (besides the house's `invalid_session` and `invalid_value`). */
export const LIVE_CHAT_ERROR_CODES = [
  /** params.until: epoch ms when the mute ends */
  'chat_muted',
  /** params.seconds: when the player may send again */
  'chat_rate_limited',
  /** params.max: CHAT_MAX_LENGTH */
  'chat_too_long',
  /** nothing left once sanitised */
  'chat_empty',
] as const;
export type LiveChatErrorCode = (typeof LIVE_CHAT_ERROR_CODES)[number];

// Characters a message never keeps: C0 and C1 controls (newlines and tabs become spaces first),
// bidirectional overrides, embeddings and isolates (they make text read backwards: "gpj.exe"),
// and invisible ones (zero-width spaces and joiners, word joiner, BOM, soft hyphen, invisible
// operators), which let two messages that look alike differ or hide words from moderation.
const WHITESPACE_CONTROLS = /[\t\n\v\f\r\u0085\u2028\u2029]/g;
const REMOVED =
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/**
 * The text a message is kept and shown as: NFC, without the characters above, whitespace runs
 * made one space, trimmed. Server and client use the same function, so the client's counter
 * counts what the server will. It never escapes HTML: the text is shown as text, never markup.
 */
export function sanitiseChatText(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(WHITESPACE_CONTROLS, ' ')
    .replace(REMOVED, '')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A message's length as the limit counts it: code points, so an emoji is one, not two. */
export const chatTextLength = (text: string) => [...text].length;

/** A message as everyone at the table sees it. */
const chatMessage = v.object({
  id: v.string(),
  table: v.string(),
  /** the sender's masked name (maskName) */
  player: v.string(),
  isMine: v.boolean(),
  text: v.string(),
  /** epoch ms, the server's clock */
  sentAt: v.number(),
});
export type ChatMessage = v.InferOutput<typeof chatMessage>;

/** The table's latest messages (oldest first) and whether the player may write. */
export const liveChatMessages = defineCall({
  path: 'live/chat/messages',
  method: 'POST',
  auth: 'public',
  request: v.object(session),
  response: v.object({
    status: ok,
    messages: v.array(chatMessage),
    /** epoch ms when the player's mute ends; null when they may write */
    mutedUntil: v.nullable(v.number()),
  }),
});

/**
 * A message as the player typed it: any text, control characters included (sanitiseChatText
 * takes them out, so the server keeps what the client's counter counted), but not far past the
 * limit.
 */
export const rawChatText = v.pipe(
  v.string('field_required'),
  v.maxLength(CHAT_MAX_LENGTH * 5, 'invalid_value'),
);

/**
 * Sends a message to the table. Refused with `chat_muted`, `chat_rate_limited`, `chat_too_long`
 * or `chat_empty` (LIVE_CHAT_ERROR_CODES), and during a break with the bets' `self_excluded` or
 * `on_time_out`. A raw text far past the limit is `invalid_value`.
 */
export const liveChatSend = defineCall({
  path: 'live/chat/send',
  method: 'POST',
  auth: 'public',
  request: v.object({ ...session, text: rawChatText }),
  response: v.object({ status: ok, message: chatMessage }),
});

/** The room event of a table's chat (sent to liveTableRoom(table)). */
export type LiveChatEvent =
  | { table: string; kind: 'message'; message: Omit<ChatMessage, 'isMine'> }
  /** messages an operator took off (a mute with hideMessages): clients drop them */
  | { table: string; kind: 'hidden'; messageIds: string[] };

export interface LiveChatRealtimeEvents {
  live_chat: LiveChatEvent;
}
