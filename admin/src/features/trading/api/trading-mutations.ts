import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallRequest } from '../../../../../contract/call';
import {
  adminSportsCancelMarket,
  adminSportsRollbackCancel,
  adminSportsRollbackSettlement,
  adminSportsSettleMarket,
  type SettlementAction,
} from '../../../../../contract/operator/sports-settlement';
import {
  adminSportsResumeMarket,
  adminSportsSuspendMarket,
} from '../../../../../contract/operator/sports-trading';
import { useWithFreshCode } from '../../../components/step-up';
import { callStaffApi } from '../../../lib/api-client';
import { tradingQueries } from './trading-queries';

export interface MarketSuspension {
  eventId: string;
  marketType: string;
  specifiers: string;
  /** for the audit log; left out when empty */
  reason?: string;
}

/** Suspends or resumes a market (no fresh code needed); then the events are read again. */
export function useMarketSuspension(action: 'suspend' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, ...market }: MarketSuspension) =>
      callStaffApi(action === 'suspend' ? adminSportsSuspendMarket : adminSportsResumeMarket, {
        ...market,
        ...(reason?.trim() && { reason: reason.trim() }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradingQueries.all }),
  });
}

/** A settlement call's input: the market, the reason and, to settle, each outcome's result. */
type SettleRequest = CallRequest<typeof adminSportsSettleMarket>;
export type SettlementInput = Omit<SettleRequest, 'outcomes'> & {
  action: SettlementAction;
  outcomes?: SettleRequest['outcomes'];
};

function settlementCall({ action, outcomes, ...market }: SettlementInput) {
  switch (action) {
    case 'settle':
      return callStaffApi(adminSportsSettleMarket, { ...market, outcomes: outcomes ?? [] });
    case 'cancel':
      return callStaffApi(adminSportsCancelMarket, market);
    case 'rollback_settlement':
      return callStaffApi(adminSportsRollbackSettlement, market);
    case 'rollback_cancel':
      return callStaffApi(adminSportsRollbackCancel, market);
  }
}

/**
 * Settles, voids or rolls back a market's result (a fresh code first if the server wants one);
 * then the events are read again, the bets being settled as the call answers.
 */
export function useSettlementAction() {
  const queryClient = useQueryClient();
  const withFreshCode = useWithFreshCode();
  return useMutation({
    mutationFn: (input: SettlementInput) => withFreshCode(() => settlementCall(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradingQueries.all }),
  });
}
