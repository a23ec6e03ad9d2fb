import {
  CHAT_HISTORY_LENGTH,
  CHAT_MAX_LENGTH,
  CHAT_RATE_LIMITS,
  chatTextLength,
  sanitiseChatText,
  type ChatMessage,
} from '../../../contract/house-page/live-chat';
import { liveTableRoom, maskName } from '../../../contract/house-page/live-tables';
import type { Queryable } from '../../db/database';
import { countHits } from '../../http/rate-limit-counters';
import { checkNoBreak } from '../protection/enforcement';
import type { Realtime } from '../realtime/realtime';
import { playerIdOfWallet } from '../seamless/wallet';
import { ChatRefusal } from './chat-refusal';
import {
  endMute,
  findMuteEnd,
  hideRecentMessages,
  insertMessage,
  listLatestMessages,
  saveMute,
  type StoredMessage,
} from './repository';

export interface Chat {
  db: Queryable;
  realtime: Realtime;
}

/** The wallet's id of a player and the table (the game's slug): who reads where. */
export interface ChatViewer {
  player: string;
  table: string;
}

/** Who writes where, and the screen name the wallet gave them. */
export interface ChatSender extends ChatViewer {
  screenName: string;
}

const toPublic = ({ player: _player, screenName, ...message }: StoredMessage) => ({
  ...message,
  player: maskName(screenName),
});

/** A message as `viewer` sees it. */
export const toChatMessage = (message: StoredMessage, viewer: string): ChatMessage => ({
  ...toPublic(message),
  isMine: message.player === viewer,
});

/** The table's latest messages, and when the viewer's mute ends (null when they may write). */
export async function readChat(chat: Chat, viewer: ChatViewer) {
  const [messages, mutedUntil] = await Promise.all([
    listLatestMessages(chat.db, viewer.table, CHAT_HISTORY_LENGTH),
    findMuteEnd(chat.db, viewer.player),
  ]);
  return { messages: messages.map((message) => toChatMessage(message, viewer.player)), mutedUntil };
}

/** The text as kept, or the refusal of a text that is empty or too long once sanitised. */
export function acceptedText(raw: string): string {
  const text = sanitiseChatText(raw);
  if (text === '') throw new ChatRefusal('chat_empty');
  if (chatTextLength(text) > CHAT_MAX_LENGTH)
    throw new ChatRefusal('chat_too_long', { max: CHAT_MAX_LENGTH });
  return text;
}

/**
 * Counts the message in the player's windows, shortest first, and refuses it in the first one
 * already full: a second message within a second does not spend the 30-second budget as well.
 */
async function spendRateBudget(db: Queryable, player: string): Promise<void> {
  for (const { limit, windowSeconds } of CHAT_RATE_LIMITS) {
    const [counted] = await countHits(db, [
      { bucket: `live chat|${windowSeconds}s|${player}`, windowSeconds },
    ]);
    if (counted && counted.hits > limit)
      throw new ChatRefusal('chat_rate_limited', { seconds: counted.secondsLeft });
  }
}

/**
 * Keeps a message and sends it to everyone watching the table. A muted player, an empty or too
 * long text and a player over their rate are refused; only a text that could be sent counts
 * towards the rate.
 */
/**
 * A player on a break writes nothing, as they bet nothing: the bets' refusal (403 self_excluded /
 * on_time_out, an ApiError answered as the app answers every one).
 */
export async function checkSenderMayWrite(db: Queryable, sender: ChatSender, now: Date) {
  await checkNoBreak(db, playerIdOfWallet(sender.player), now);
}

export async function sendMessage(chat: Chat, sender: ChatSender, raw: string) {
  const mutedUntil = await findMuteEnd(chat.db, sender.player);
  if (mutedUntil !== null) throw new ChatRefusal('chat_muted', { until: mutedUntil });
  const text = acceptedText(raw);
  await spendRateBudget(chat.db, sender.player);
  const stored = await insertMessage(chat.db, {
    table: sender.table,
    player: sender.player,
    screenName: sender.screenName,
    text,
  });
  chat.realtime.publishToRooms([liveTableRoom(sender.table)], 'live_chat', {
    table: sender.table,
    kind: 'message',
    message: toPublic(stored),
  });
  return toChatMessage(stored, sender.player);
}

/**
 * Mutes the player (the wallet's id of them: whoever names them otherwise resolves the name
 * first) in every table's chat; answers when the mute ends and how many messages went.
 */
export async function mutePlayer(
  chat: Chat,
  mute: { player: string; minutes: number; reason: string; mutedBy: number; hideMessages: boolean },
) {
  const mutedUntil = await saveMute(chat.db, mute);
  const hiddenMessages = mute.hideMessages ? await hideMessagesOf(chat, mute.player) : 0;
  return { mutedUntil, hiddenMessages };
}

/** Ends the player's mute in force; answers whether there was one. */
export const unmutePlayer = (chat: Chat, player: string) => endMute(chat.db, player);

/** Takes the player's recent messages off every table and tells each table which went. */
async function hideMessagesOf(chat: Chat, player: string): Promise<number> {
  const hidden = await hideRecentMessages(chat.db, player);
  const byTable = new Map<string, string[]>();
  for (const { table, id } of hidden) byTable.set(table, [...(byTable.get(table) ?? []), id]);
  for (const [table, messageIds] of byTable)
    chat.realtime.publishToRooms([liveTableRoom(table)], 'live_chat', {
      table,
      kind: 'hidden',
      messageIds,
    });
  return hidden.length;
}
