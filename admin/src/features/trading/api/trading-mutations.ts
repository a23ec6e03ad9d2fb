import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminSportsResumeMarket,
  adminSportsSuspendMarket,
} from '../../../../../contract/operator/sports-trading';
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
