import type { Hono } from 'hono';
import { liveChatMessages, liveChatSend } from '../../../contract/house-page/live-chat';
import type { AppDeps } from '../../deps';
import { bindHouseCall } from './bind-house-call';
import { createHouse } from '../../modules/house/house-context';
import { openSession } from '../../modules/house/house-session';
import { walletThroughApp } from '../../modules/house/house-wallet';
import { ChatRefusal } from '../../modules/live-chat/chat-refusal';
import {
  checkSenderMayWrite,
  readChat,
  sendMessage,
  type Chat,
} from '../../modules/live-chat/chat';

/**
 * The live tables' chat: the players' calls under /house/api/live/chat/ (the launch session names
 * the player, their screen name and the table). The operator's mute and unmute are the
 * platform's (players/live-chat-mute-routes.ts).
 */
export function registerHouseLiveChatCalls(app: Hono, deps: AppDeps): void {
  const house = createHouse(deps, walletThroughApp(app));
  const chat: Chat = { db: deps.db, realtime: deps.realtime };

  const senderOf = async (input: { token: string; game: string }) => {
    const session = await openSession(house, input);
    return { player: session.player, screenName: session.screenName, table: session.game.slug };
  };

  // a chat refusal answers with the chat's codes, which the house's do not include
  const { BODY_LIMIT_BYTES } = deps.config;
  bindHouseCall(
    app,
    BODY_LIMIT_BYTES,
    liveChatMessages,
    async (input) => ({ status: 1 as const, ...(await readChat(chat, await senderOf(input))) }),
    [ChatRefusal],
  );

  bindHouseCall(
    app,
    BODY_LIMIT_BYTES,
    liveChatSend,
    async (input) => {
      const sender = await senderOf(input);
      await checkSenderMayWrite(deps.db, sender, deps.clock.now());
      return { status: 1 as const, message: await sendMessage(chat, sender, input.text) };
    },
    [ChatRefusal],
  );
}
