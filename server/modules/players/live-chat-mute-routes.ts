import type { Hono } from 'hono';
import { adminLiveChatMute, adminLiveChatUnmute } from '../../../contract/live-chat';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/api-error';
import { bindCall } from '../../http/bind';
import { mutePlayer, unmutePlayer, type Chat } from '../live-chat/chat';
import { findWalletPlayerByUsername } from '../seamless/wallet';

/**
 * The operator's mute and unmute in the live tables' chat. The operator names a player by
 * username; the platform resolves it to the wallet's id of them, the only id the house provider
 * knows, and asks the chat with that (docs/live-chat.md).
 */
export function registerLiveChatMuteRoutes(app: Hono, deps: AppDeps): void {
  const chat: Chat = { db: deps.db, realtime: deps.realtime };

  const walletPlayerNamed = async (username: string) => {
    const player = await findWalletPlayerByUsername(deps.db, username);
    if (!player) throw notFound();
    return player;
  };

  bindCall(app, deps, adminLiveChatMute, async ({ input, caller }) => ({
    status: 1 as const,
    ...(await mutePlayer(chat, {
      player: await walletPlayerNamed(input.username),
      minutes: input.minutes,
      reason: input.reason,
      mutedBy: caller.playerId,
      hideMessages: input.hideMessages,
    })),
  }));

  bindCall(app, deps, adminLiveChatUnmute, async ({ input }) => ({
    status: 1 as const,
    wasMuted: await unmutePlayer(chat, await walletPlayerNamed(input.username)),
  }));
}
