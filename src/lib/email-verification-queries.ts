import { queryOptions } from '@tanstack/react-query';
import { getEmailVerification } from '../../contract/email-verification';
import { callApi } from './api-client';
import { playerQueries } from './player-queries';

/**
 * The player's email, whether it is verified and whether withdrawals wait for it: the security
 * tab shows it and the withdrawal form warns before a refusal. Under the player's root, so
 * logging out clears it.
 */
export const emailVerificationQuery = () =>
  queryOptions({
    queryKey: [...playerQueries.all(), 'email-verification'],
    queryFn: () => callApi(getEmailVerification, {}),
  });
