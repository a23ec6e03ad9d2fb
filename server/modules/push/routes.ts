import type { Hono } from 'hono';
import {
  adminPushAudience,
  adminPushBroadcast,
  PUSH_BROADCAST_DEFAULT_URL,
  pushSubscribe,
  pushUnsubscribe,
} from '../../../contract/push';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../http/api-error';
import { bindCall } from '../../http/bind';
import { isAllowedEndpoint } from './endpoint-policy';
import { promotionNotification } from './messages';
import { countPromotionAudience, deleteOwnSubscription, saveSubscription } from './repository';
import { recordAudit } from '../staff/audit';

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

  bindCall(app, deps, adminPushBroadcast, async ({ input, staff, ip }) => {
    const promotion = {
      title: input.title,
      body: input.body,
      url: input.url || PUSH_BROADCAST_DEFAULT_URL,
      tag: `promotion-${Date.now()}`,
    };
    // a sent notification cannot be taken back: the entry is written first, and nothing is sent
    // without it
    await recordAudit(db, { staff, ip }, { action: adminPushBroadcast.path, after: promotion });
    const tally = await deps.push.broadcast((locale) => promotionNotification(promotion, locale));
    deps.logger.info('push broadcast', { ...tally });
    return { status: 1, ...tally };
  });

  bindCall(app, deps, adminPushAudience, async () => ({
    status: 1,
    ...(await countPromotionAudience(db)),
  }));
}
