import type { Hono } from 'hono';
import { adminPushBroadcast, pushSubscribe, pushUnsubscribe } from '../../../contract/push';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../http/api-error';
import { bindCall } from '../../http/bind';
import { isAllowedEndpoint } from './endpoint-policy';
import { promotionNotification } from './messages';
import { deleteOwnSubscription, saveSubscription } from './repository';

/** Where a promotion without its own link takes the player. */
const PROMOTIONS_PATH = '/promotion';

export function registerPushRoutes(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindCall(app, deps, pushSubscribe, async ({ input, caller }) => {
    if (!isAllowedEndpoint(input.endpoint, deps.config.PUSH_ALLOW_PRIVATE_ENDPOINTS))
      throw fieldError('endpoint', 'invalid_value');
    await saveSubscription(db, caller.playerId, { endpoint: input.endpoint, ...input.keys });
    return { status: 1 };
  });

  bindCall(app, deps, pushUnsubscribe, async ({ input, caller }) => ({
    status: 1,
    removed: await deleteOwnSubscription(db, caller.playerId, input.endpoint),
  }));

  bindCall(app, deps, adminPushBroadcast, async ({ input }) => {
    const promotion = {
      title: input.title,
      body: input.body,
      url: input.url || PROMOTIONS_PATH,
      tag: `promotion-${Date.now()}`,
    };
    const tally = await deps.push.broadcast((locale) => promotionNotification(promotion, locale));
    deps.logger.info('push broadcast', { ...tally });
    return { status: 1, ...tally };
  });
}
