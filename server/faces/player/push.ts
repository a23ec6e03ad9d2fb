import type { Hono } from 'hono';
import { pushSubscribe, pushUnsubscribe } from '../../../contract/push';
import type { AppDeps } from '../../deps';
import { fieldError } from '../../http/api-error';
import { bindPlayerCall } from './bind';
import { isAllowedEndpoint } from '../../modules/push/endpoint-policy';
import { deleteOwnSubscription, saveSubscription } from '../../modules/push/repository';

export function registerPlayerPushCalls(app: Hono, deps: AppDeps): void {
  const { db } = deps;

  bindPlayerCall(app, deps, pushSubscribe, async ({ input, caller }) => {
    if (!isAllowedEndpoint(input.endpoint, deps.config.PUSH_ALLOW_PRIVATE_ENDPOINTS))
      throw fieldError('endpoint', 'invalid_value');
    await saveSubscription(db, caller.playerId, { endpoint: input.endpoint, ...input.keys });
    return { status: 1 };
  });

  bindPlayerCall(app, deps, pushUnsubscribe, async ({ input, caller }) => ({
    status: 1,
    removed: await deleteOwnSubscription(db, caller.playerId, input.endpoint),
  }));
}
