import type { Hono } from 'hono';
import { adminLiveChatMute, adminLiveChatUnmute } from '../../../contract/operator/live-chat';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/api-error';
import { bindOperatorCall } from './bind';
import { mutePlayer, unmutePlayer, type Chat } from '../../modules/live-chat/chat';
import { findWalletPlayerByUsername } from '../../modules/seamless/wallet';
import { recordAudit } from '../../modules/identity/staff/audit';

/**
 * The operator's mute and unmute in the live tables' chat. The operator names a player by
 * username; the platform resolves it to the wallet's id of them, the only id the house provider
 * knows, and asks the chat with that (docs/live-chat.md).
 */
export function registerOperatorLiveChatCalls(app: Hono, deps: AppDeps): void {
  const chat: Chat = { db: deps.db, realtime: deps.realtime };

  const walletPlayerNamed = async (username: string) => {
    const player = await findWalletPlayerByUsername(deps.db, username);
    if (!player) throw notFound();
    return player;
  };

  // the mute and its audit entry commit together (the hidden messages' event goes out with it)
  bindOperatorCall(app, deps, adminLiveChatMute, async ({ input, staff, ip }) => {
    const player = await walletPlayerNamed(input.username);
    const result = await deps.db.transaction(async (tx) => {
      const muted = await mutePlayer(
        { ...chat, db: tx },
        {
          player,
          minutes: input.minutes,
          reason: input.reason,
          mutedBy: staff.staffId,
          hideMessages: input.hideMessages,
        },
      );
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminLiveChatMute.path,
          target: `live_chat_player:${player}`,
          after: { username: input.username, ...muted, hideMessages: input.hideMessages },
          reason: input.reason,
        },
      );
      return muted;
    });
    return {
      status: 1 as const,
      mutedUntil: result.mutedUntil.toISOString(),
      hiddenMessages: result.hiddenMessages,
    };
  });

  bindOperatorCall(app, deps, adminLiveChatUnmute, async ({ input, staff, ip }) => {
    const player = await walletPlayerNamed(input.username);
    const wasMuted = await deps.db.transaction(async (tx) => {
      const ended = await unmutePlayer({ ...chat, db: tx }, player);
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminLiveChatUnmute.path,
          target: `live_chat_player:${player}`,
          before: { username: input.username, muted: ended },
          after: { muted: false },
        },
      );
      return ended;
    });
    return { status: 1 as const, wasMuted };
  });
}
