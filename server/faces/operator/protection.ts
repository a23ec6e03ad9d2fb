import type { Hono } from 'hono';
import {
  adminGetExclusionReviews,
  adminLiftExclusion,
} from '../../../contract/operator/protection';
import type { AppDeps } from '../../deps';
import { bindOperatorCall } from './bind';
import { liftExclusion, listExclusionReviews } from '../../modules/protection/exclusion-review';

/**
 * front/protection/*: limits, breaks, reality checks; admin/protection/lift_exclusion (Malta's
 * reviewed lifting). docs/player-protection.md.
 */
export function registerOperatorProtectionCalls(app: Hono, deps: AppDeps): void {
  bindOperatorCall(app, deps, adminGetExclusionReviews, async ({ input }) => ({
    status: 1,
    ...(await listExclusionReviews(deps, input.page, input.itemsPerPage)),
  }));

  bindOperatorCall(app, deps, adminLiftExclusion, async ({ input, staff, ip }) => ({
    status: 1,
    ...(await liftExclusion(
      deps,
      { staff, ip, action: adminLiftExclusion.path },
      { playerId: input.player, reason: input.reason },
    )),
  }));
}
