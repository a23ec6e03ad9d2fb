import type { Hono } from 'hono';
import { playerSendMessage } from '../../../contract/contact';
import { composePhone } from '../../../contract/phone';
import type { AppDeps } from '../../deps';
import { bindCall } from '../../http/bind';
import { insertContactMessage } from './repository';

export function registerContactRoutes(app: Hono, deps: AppDeps): void {
  bindCall(app, deps, playerSendMessage, async ({ input, caller }) => {
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
