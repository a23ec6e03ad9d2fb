import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cashOut, setAutoCashOut } from '../../../../contract/sportsbook';
import { callApi } from '../../../lib/api-client';
import { setBalance } from '../../../lib/player-queries';
import { myBetsQueries } from './my-bets-queries';

/**
 * Cashes a bet out: `amount` equal to `valueSeen` (the value shown) cashes out all of it at the
 * value the server finds, a smaller one that much; `tolerance` is how far below `valueSeen` the
 * player accepts the value to have fallen (mBTC). One Idempotency-Key per attempt.
 */
export function useCashOut(playerId: number, betId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: { amount: number; valueSeen: number; tolerance: number }) =>
      callApi(cashOut, { playerId, betId, ...order }, { idempotencyKey: crypto.randomUUID() }),
    onSuccess: (answer) => {
      void setBalance(queryClient, playerId, answer.player);
      void queryClient.invalidateQueries({ queryKey: myBetsQueries.all() });
    },
  });
}

/** Sets the value (mBTC) at which the server cashes the bet out on its own, or clears it (null). */
export function useSetAutoCashOut(playerId: number, betId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: number | null) => callApi(setAutoCashOut, { playerId, betId, value }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: myBetsQueries.all() }),
  });
}
