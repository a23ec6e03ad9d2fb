import { queryOptions } from '@tanstack/react-query';
import { generateWallet, getFinancialTransactions } from '../../../../contract/wallet';
import { callApi } from '../../../lib/api-client';
import { playerQueries } from '../../../lib/player-queries';
import { ui } from '../../../stores/ui-store';

export const walletQueries = {
  /** The player's deposit address; a waiting bonus code is claimed with it, then cleared. */
  depositAddress: (playerId: number) =>
    queryOptions({
      queryKey: [...playerQueries.all(), 'deposit-address', playerId],
      staleTime: Infinity,
      queryFn: async () => {
        const answer = await callApi(generateWallet, {
          player_id: playerId,
          bonus_code: ui.get().bonusCode,
        });
        ui.set({ bonusCode: null });
        return answer;
      },
    }),
  /** Deposits seen on the chain and still waiting for confirmations (the live updates refresh it). */
  pendingDeposits: (playerId: number) =>
    queryOptions({
      queryKey: [...playerQueries.transactions(), 'pending-deposits', playerId],
      queryFn: () =>
        callApi(getFinancialTransactions, {
          playerId,
          filterType: 'deposit',
          filterStatus: 'pending',
          itemsPerPage: 50,
        }).then((answer) => answer.rows),
    }),
};
