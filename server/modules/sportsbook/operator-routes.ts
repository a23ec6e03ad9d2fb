import type { Hono } from 'hono';
import {
  adminSportsCancelMarket,
  adminSportsRollbackCancel,
  adminSportsRollbackSettlement,
  adminSportsSettleMarket,
} from '../../../contract/sports-operator';
import type { AppDeps } from '../../deps';
import { bindCall } from '../../http/bind';
import { applyOperatorMessage } from './operator-feed';

const toMilliseconds = (time: string | undefined) =>
  time === undefined ? undefined : Date.parse(time);

export function registerSportsOperatorRoutes(app: Hono, deps: AppDeps): void {
  bindCall(app, deps, adminSportsSettleMarket, async ({ input }) => ({
    status: 1,
    ...(await applyOperatorMessage(deps, input, {
      kind: 'bet_settlement',
      outcomes: input.outcomes,
    })),
  }));

  bindCall(app, deps, adminSportsCancelMarket, async ({ input }) => {
    const startTime = toMilliseconds(input.startTime);
    const endTime = toMilliseconds(input.endTime);
    return {
      status: 1,
      ...(await applyOperatorMessage(deps, input, {
        kind: 'bet_cancel',
        ...(startTime !== undefined && { startTime }),
        ...(endTime !== undefined && { endTime }),
      })),
    };
  });

  bindCall(app, deps, adminSportsRollbackSettlement, async ({ input }) => ({
    status: 1,
    ...(await applyOperatorMessage(deps, input, { kind: 'rollback_bet_settlement' })),
  }));

  bindCall(app, deps, adminSportsRollbackCancel, async ({ input }) => ({
    status: 1,
    ...(await applyOperatorMessage(deps, input, { kind: 'rollback_bet_cancel' })),
  }));
}
