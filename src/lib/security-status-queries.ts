import { queryOptions } from '@tanstack/react-query';
import { getSecurityStatus } from '../../contract/security';
import { callApi } from './api-client';
import { playerQueries } from './player-queries';

/**
 * Two-factor on or off and the recovery codes left: the security tab shows it and the withdrawal
 * form asks a code when it is on. Under the player's root, so logging out clears it.
 */
export const securityStatusQuery = () =>
  queryOptions({
    queryKey: [...playerQueries.all(), 'security', 'status'],
    queryFn: () => callApi(getSecurityStatus, {}),
  });
