import type { Hono } from 'hono';
import {
  adminLiveChatMute,
  adminLiveChatUnmute,
  liveChatMessages,
  liveChatSend,
} from '../../../contract/live-chat';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/api-error';
import { bindCall } from '../../http/bind';
import { createHouse } from '../house/house-context';
import { openSession } from '../house/house-session';
import { walletThroughApp } from '../house/routes';
import { bindChatCall } from './bind-chat-call';
import { hideMessagesOf, readChat, sendMessage, type Chat } from './chat';
import { endMute, findWalletPlayer, saveMute } from './repository';

/**
 * The live tables' chat: the players' calls under /house/api/live/chat/ (the launch session names
 * the player and the table) and the operator's mute and unmute under /api/admin/.
 */
export function registerLiveChatRoutes(app: Hono, deps: AppDeps): void {
  const house = createHouse(deps, walletThroughApp(app));
  const chat: Chat = { db: deps.db, realtime: deps.realtime };

  const senderOf = async (input: { token: string; game: string }) => {
    const session = await openSession(house, input);
    return { player: session.player, table: session.game.slug };
  };

  bindChatCall(app, deps.config.BODY_LIMIT_BYTES, liveChatMessages, async (input) => ({
    status: 1 as const,
    ...(await readChat(chat, await senderOf(input))),
  }));

  bindChatCall(app, deps.config.BODY_LIMIT_BYTES, liveChatSend, async (input) => ({
    status: 1 as const,
    message: await sendMessage(chat, await senderOf(input), input.text),
  }));

  const playerNamed = async (username: string) => {
    const player = await findWalletPlayer(deps.db, username);
    if (!player) throw notFound();
    return player;
  };

  bindCall(app, deps, adminLiveChatMute, async ({ input, caller }) => {
    const player = await playerNamed(input.username);
    const mutedUntil = await saveMute(deps.db, {
      player,
      minutes: input.minutes,
      reason: input.reason,
      mutedBy: caller.playerId,
    });
    const hiddenMessages = input.hideMessages ? await hideMessagesOf(chat, player) : 0;
    return { status: 1 as const, mutedUntil, hiddenMessages };
  });

  bindCall(app, deps, adminLiveChatUnmute, async ({ input }) => ({
    status: 1 as const,
    wasMuted: await endMute(deps.db, await playerNamed(input.username)),
  }));
}
