import type { Hono } from 'hono';
import { liveChatMessages, liveChatSend } from '../../../contract/live-chat';
import type { AppDeps } from '../../deps';
import { bindHouseCall } from '../house/bind-house-call';
import { createHouse } from '../house/house-context';
import { openSession } from '../house/house-session';
import { walletThroughApp } from '../house/routes';
import { checkNoBreak } from '../protection/enforcement';
import { playerIdOfWallet } from '../seamless/wallet';
import { ChatRefusal } from './chat-refusal';
import { readChat, sendMessage, type Chat } from './chat';

/**
 * The live tables' chat: the players' calls under /house/api/live/chat/ (the launch session names
 * the player, their screen name and the table). The operator's mute and unmute are the
 * platform's (players/live-chat-mute-routes.ts).
 */
export function registerLiveChatRoutes(app: Hono, deps: AppDeps): void {
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
      // a player on a break writes nothing, as they bet nothing: the bets' refusal (403
      // self_excluded / on_time_out, an ApiError answered as the app answers every one)
      await checkNoBreak(deps.db, playerIdOfWallet(sender.player), deps.clock.now());
      return { status: 1 as const, message: await sendMessage(chat, sender, input.text) };
    },
    [ChatRefusal],
  );
}
