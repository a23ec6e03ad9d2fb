import { queryOptions } from '@tanstack/react-query';
import { adminPushAudience } from '../../../../../contract/operator/push';
import { callStaffApi } from '../../../lib/api-client';

export const pushQueries = {
  all: ['push'] as const,
  audience: () =>
    queryOptions({
      queryKey: [...pushQueries.all, 'audience'],
      queryFn: () => callStaffApi(adminPushAudience),
    }),
};
