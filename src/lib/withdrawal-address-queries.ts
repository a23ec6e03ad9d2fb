import { queryOptions } from '@tanstack/react-query';
import { getWithdrawalAddresses } from '../../contract/withdrawal-addresses';
import { callApi } from './api-client';
import { playerQueries } from './player-queries';

/**
 * The player's saved withdrawal addresses, the "only saved addresses" lock and the wait after a
 * security change: the security tab manages them and the withdrawal form offers the ready ones.
 * Under the player's root, so logging out clears it.
 */
export const withdrawalAddressesQuery = () =>
  queryOptions({
    queryKey: [...playerQueries.all(), 'security', 'addresses'],
    queryFn: () => callApi(getWithdrawalAddresses, {}),
    // it changes away from this page (the emailed link, a hold running out): asked on each showing
    staleTime: 0,
  });
