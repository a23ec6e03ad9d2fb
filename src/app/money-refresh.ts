import type { QueryClient } from '@tanstack/react-query';
import { ui } from '../stores/ui-store';
import { playerQueries } from '../lib/player-queries';

/** Lists that change with the player's money: the bet and transaction lists, pending deposits. */
const MONEY_LISTS = [playerQueries.transactions(), playerQueries.bets()];

/** A game that closes may have moved money: the balance and the lists are asked again. */
export function refetchMoneyWhenGameEnds(queryClient: QueryClient, playerId: number): () => void {
  let wasPlaying = ui.get().isGamePlay;
  return ui.subscribe(() => {
    const { isGamePlay } = ui.get();
    if (wasPlaying && !isGamePlay) refetchMoney(queryClient, playerId);
    wasPlaying = isGamePlay;
  });
}

export function refetchMoney(queryClient: QueryClient, playerId: number): void {
  void queryClient.invalidateQueries({ queryKey: playerQueries.balance(playerId).queryKey });
  for (const queryKey of MONEY_LISTS) void queryClient.invalidateQueries({ queryKey });
}
