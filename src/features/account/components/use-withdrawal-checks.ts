import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BitcoinNetwork } from '../../../../contract/bitcoin-address';
import { mbtcToSatoshis } from '../../../../contract/money';
import { playerQueries, useBalance } from '../../../lib/player-queries';
import { useSiteSetting } from '../../../lib/site-access-queries';
import { walletQueries } from '../api/wallet-queries';

/**
 * What the withdraw form knows before it sends (from the saved cache when offline): the balance,
 * the deposits held beyond the deposit limits (withdrawable after it), a debt that blocks every
 * withdrawal, and the Bitcoin network addresses are checked against.
 */
export function useWithdrawalChecks(playerId: number) {
  const queryClient = useQueryClient();
  const balance = useBalance(playerId).data;
  // asked afresh each time the form opens: a debt blocks every withdrawal until covered
  const debt = useQuery(playerQueries.debt(playerId)).data ?? 0;
  const held = useQuery(playerQueries.heldDeposits(playerId)).data ?? 0;
  const setting = useSiteSetting();
  // the network of the settings, else of the player's deposit address (both saved offline)
  const network = (setting?.bitcoin_network ??
    queryClient.getQueryData(walletQueries.depositAddress(playerId).queryKey)?.network) as
    BitcoinNetwork | undefined;
  const withdrawable = balance
    ? (mbtcToSatoshis(balance.real_balance) ?? 0n) + (mbtcToSatoshis(held) ?? 0n)
    : null;
  return { balance, debt, held, withdrawable, network };
}
