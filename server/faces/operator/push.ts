import type { Hono } from 'hono';
import { PUSH_BROADCAST_DEFAULT_URL } from '../../../contract/push';
import { adminPushAudience, adminPushBroadcast } from '../../../contract/operator/push';
import type { AppDeps } from '../../deps';
import { bindOperatorCall } from './bind';
import { promotionNotification } from '../../modules/push/messages';
import { countPromotionAudience } from '../../modules/push/repository';
import { recordAudit } from '../../modules/identity/staff/audit';

export function registerOperatorPushCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindOperatorCall(app, deps, adminPushBroadcast, async ({ input, staff, ip }) => {
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

  bindOperatorCall(app, deps, adminPushAudience, async () => ({
    status: 1,
    ...(await countPromotionAudience(db)),
  }));
}
