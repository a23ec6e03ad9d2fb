import type { Hono } from 'hono';
import { playerSendMessage } from '../../../contract/contact';
import { composePhone } from '../../../contract/phone';
import type { AppDeps } from '../../deps';
import { bindPlayerCall } from './bind';
import { insertContactMessage } from '../../modules/contact/repository';

export function registerPlayerContactCalls(app: Hono, deps: AppDeps): void {
  bindPlayerCall(app, deps, playerSendMessage, async ({ input, caller }) => {
    const id = await insertContactMessage(deps.db, {
      playerId: caller?.playerId ?? null,
      playerName: input.player_name,
      email: input.email,
      phoneNumber: composePhone(input),
      note: input.note,
    });
    deps.logger.info('contact message stored', {
      messageId: id,
      playerId: caller?.playerId ?? null,
    });
    return { status: 1, id };
  });
}
