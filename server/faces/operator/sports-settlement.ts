import type { Hono } from 'hono';
import {
  adminSportsCancelMarket,
  adminSportsPreviewSettlement,
  adminSportsRollbackCancel,
  adminSportsRollbackSettlement,
  adminSportsSettleMarket,
} from '../../../contract/operator/sports-settlement';
import type { Queryable } from '../../db/database';
import type { AppDeps } from '../../deps';
import { bindOperatorCall } from './bind';
import { recordAudit, type AuditActor } from '../../modules/identity/staff/audit';
import { applyOperatorMessage } from '../../modules/sportsbook/trading/operator-feed';
import { previewSettlement } from '../../modules/sportsbook/trading/settlement-preview';

const toMilliseconds = (time: string | undefined) =>
  time === undefined ? undefined : Date.parse(time);

/** Writes the operator's audit entry in the message's transaction (applyFeedMessage's `within`). */
const audited =
  (
    action: string,
    actor: AuditActor,
    {
      reason,
      ...input
    }: { eventId: string; marketType: string; specifiers?: string; reason?: string },
  ) =>
  (tx: Queryable) =>
    recordAudit(tx, actor, {
      action,
      target: `sports_market:${input.eventId}/${input.marketType}/${input.specifiers ?? ''}`,
      after: input,
      reason: reason || null,
    });

export function registerOperatorSportsSettlementCalls(app: Hono, deps: AppDeps): void {
  bindOperatorCall(app, deps, adminSportsPreviewSettlement, async ({ input }) => ({
    status: 1,
    ...(await previewSettlement(deps.db, input)),
  }));

  bindOperatorCall(app, deps, adminSportsSettleMarket, async ({ input, staff, ip }) => ({
    status: 1,
    ...(await applyOperatorMessage(
      deps,
      input,
      {
        kind: 'bet_settlement',
        outcomes: input.outcomes,
      },
      audited(adminSportsSettleMarket.path, { staff, ip }, input),
    )),
  }));

  bindOperatorCall(app, deps, adminSportsCancelMarket, async ({ input, staff, ip }) => {
    const startTime = toMilliseconds(input.startTime);
    const endTime = toMilliseconds(input.endTime);
    return {
      status: 1,
      ...(await applyOperatorMessage(
        deps,
        input,
        {
          kind: 'bet_cancel',
          ...(startTime !== undefined && { startTime }),
          ...(endTime !== undefined && { endTime }),
        },
        audited(adminSportsCancelMarket.path, { staff, ip }, input),
      )),
    };
  });

  bindOperatorCall(app, deps, adminSportsRollbackSettlement, async ({ input, staff, ip }) => ({
    status: 1,
    ...(await applyOperatorMessage(
      deps,
      input,
      { kind: 'rollback_bet_settlement' },
      audited(adminSportsRollbackSettlement.path, { staff, ip }, input),
    )),
  }));

  bindOperatorCall(app, deps, adminSportsRollbackCancel, async ({ input, staff, ip }) => ({
    status: 1,
    ...(await applyOperatorMessage(
      deps,
      input,
      { kind: 'rollback_bet_cancel' },
      audited(adminSportsRollbackCancel.path, { staff, ip }, input),
    )),
  }));
}
