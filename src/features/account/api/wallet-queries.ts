import { queryOptions } from '@tanstack/react-query';
import { generateWallet, getFinancialTransactions } from '../../../../contract/wallet';
import { callApi } from '../../../lib/api-client';
import { playerQueries } from '../../../lib/player-queries';

export const walletQueries = {
  /** The player's deposit address. */
  depositAddress: (playerId: number) =>
    queryOptions({
      queryKey: [...playerQueries.all(), 'deposit-address', playerId],
      staleTime: Infinity,
      queryFn: () => callApi(generateWallet, { player_id: playerId }),
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
