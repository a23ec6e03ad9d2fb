import type { Hono } from 'hono';
import { playerSendMessage } from '../../../contract/contact';
import type { AppDeps } from '../../deps';
import { bindCall } from '../../http/bind';

export function registerContactRoutes(app: Hono, deps: AppDeps): void {
  bindCall(app, deps, playerSendMessage, async ({ input, caller }) => {
    const dial = input.countryPhone.replace(/\D/g, '');
    const { rows } = await deps.db.query<{ id: number }>(
      `INSERT INTO player_messages (player_id, player_name, email, phone_number, note, status)
       VALUES ($1, $2, $3, $4, $5, 'pending') RETURNING id`,
      [
        caller?.playerId ?? null,
        input.player_name,
        input.email,
        dial ? `+${dial}${input.phone_number1}` : input.phone_number1,
        input.note,
      ],
    );
    const id = (rows[0] as { id: number }).id;
    deps.logger.info('contact message stored', {
      messageId: id,
      playerId: caller?.playerId ?? null,
    });
    return { status: 1, id };
  });
}
