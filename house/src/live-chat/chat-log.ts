// What the table chat keeps and decides, apart from the screen so it can be tested: the list of
// messages as history, the player's sends and room events arrive in any order; the unread count
// while folded away; whether to follow new messages; what a refusal says.
import {
  CHAT_MAX_LENGTH,
  chatTextLength,
  sanitiseChatText,
  type ChatMessage,
  type LiveChatEvent,
} from '../../../contract/house-page/live-chat';
import type { Lang } from '../format';
import type { Problem } from '../problems';
import type { ChatMessageKey, ChatTranslate } from './messages';
import { dateTimeFormat } from '../../../contract/intl-formats';

/** The most messages the screen keeps: older ones scroll away for good. */
export const KEPT_MESSAGES = 100;

/** How near the end (px) the list counts as read to the end: new messages follow. */
const PINNED_SLACK_PX = 24;

export interface ChatLog {
  messages: ChatMessage[];
  /** messages from others that came while the chat was folded away */
  unread: number;
}

export const emptyLog: ChatLog = { messages: [], unread: 0 };

const byId = (a: ChatMessage, b: ChatMessage) => Number(a.id) - Number(b.id);

/**
 * Adds messages, each once by id, in the order the server numbered them. A message known already
 * stays, but becomes the player's own once an answer says so: the room's copy of a message can
 * come before the answer to sending it.
 */
export function addMessages(log: ChatLog, incoming: ChatMessage[], isFolded: boolean): ChatLog {
  const known = new Map(log.messages.map((message) => [message.id, message]));
  let unread = log.unread;
  for (const message of incoming) {
    const existing = known.get(message.id);
    if (existing) {
      if (message.isMine && !existing.isMine) known.set(message.id, { ...existing, isMine: true });
      continue;
    }
    known.set(message.id, message);
    if (isFolded && !message.isMine) unread++;
  }
  const messages = [...known.values()].sort(byId).slice(-KEPT_MESSAGES);
  return { messages, unread };
}

/** The history as the server answered it (oldest first) merged into what the screen holds. */
export const withHistory = (log: ChatLog, history: ChatMessage[]): ChatLog =>
  addMessages(log, history, false);

/** The log after a room event of `table`; another table's event changes nothing. */
export function applyChatEvent(
  log: ChatLog,
  table: string,
  event: LiveChatEvent,
  isFolded: boolean,
): ChatLog {
  if (event.table !== table) return log;
  if (event.kind === 'message')
    return addMessages(log, [{ ...event.message, isMine: false }], isFolded);
  const hidden = new Set(event.messageIds);
  const messages = log.messages.filter((message) => !hidden.has(message.id));
  return messages.length === log.messages.length ? log : { ...log, messages };
}

export const markRead = (log: ChatLog): ChatLog => (log.unread === 0 ? log : { ...log, unread: 0 });

/** Whether the list is scrolled to (about) its end, so new messages should scroll it on. */
export const isScrolledToEnd = (box: {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}) => box.scrollHeight - box.scrollTop - box.clientHeight <= PINNED_SLACK_PX;

/** What the input holds, as the server will count it. */
export function draftOf(text: string) {
  const length = chatTextLength(sanitiseChatText(text));
  return { length, isEmpty: length === 0, isTooLong: length > CHAT_MAX_LENGTH };
}

/** A time of day as the player's language writes it ("21:05"). */
export const formatChatTime = (epochMs: number, lang: Lang) =>
  dateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(epochMs);

const REFUSALS = new Set<string>([
  'chat_muted',
  'chat_rate_limited',
  'chat_too_long',
  'chat_empty',
  'self_excluded',
  'on_time_out',
  'invalid_session',
  'invalid_value',
  'network_error',
]);

/** The sentence for a refused send; a code the chat does not know is "could not be sent". */
export function describeChatProblem(problem: Problem, t: ChatTranslate, lang: Lang): string {
  const key = (
    REFUSALS.has(problem.code) ? `error.${problem.code}` : 'error.unknown'
  ) as ChatMessageKey;
  const params = problem.params ?? {};
  if (problem.code === 'chat_muted')
    return t(key, { time: formatChatTime(Number(params.until), lang) });
  if (problem.code === 'chat_too_long') return t(key, { max: params.max ?? CHAT_MAX_LENGTH });
  return t(key, params);
}
