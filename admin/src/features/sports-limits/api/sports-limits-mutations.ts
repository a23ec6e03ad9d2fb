import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminSetSportsBookLimits,
  adminSetSportsStakeFactor,
  adminSetSportsStakeLimits,
} from '../../../../../contract/operator/sports-limits';
import { useWithFreshCode } from '../../../components/step-up';
import { callStaffApi } from '../../../lib/api-client';
import type { BookLimitsRequest, StakeFactorRequest, StakeLimitsRequest } from '../limits-forms';
import { sportsLimitsQueries } from './sports-limits-queries';

/** Sets a sport's stake limits; the answer is the limits now in force. */
export function useSetStakeLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StakeLimitsRequest) => callStaffApi(adminSetSportsStakeLimits, request),
    onSuccess: ({ limits }) =>
      queryClient.setQueryData(sportsLimitsQueries.limits().queryKey, limits),
  });
}

/** Sets the book's maximum payout and liabilities; the answer is the limits now in force. */
export function useSetBookLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: BookLimitsRequest) => callStaffApi(adminSetSportsBookLimits, request),
    onSuccess: ({ limits }) =>
      queryClient.setQueryData(sportsLimitsQueries.limits().queryKey, limits),
  });
}

/** Sets a player's stake factor (the contract wants a fresh code for it). */
export function useSetStakeFactor() {
  const withFreshCode = useWithFreshCode();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StakeFactorRequest) =>
      withFreshCode(() => callStaffApi(adminSetSportsStakeFactor, request)),
    // the list of factors other than 1 gains, changes or loses the player
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...sportsLimitsQueries.all, 'stake-factors'] }),
  });
}
