import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { listPendingWithdrawals } from '../../../../../contract/operator/withdrawals';
import { callStaffApi } from '../../../lib/api-client';

export type PendingWithdrawal = v.InferOutput<
  typeof listPendingWithdrawals.response
>['rows'][number];

export const WITHDRAWALS_PAGE_SIZE = 50;

export const withdrawalQueries = {
  all: ['withdrawals'] as const,
  pending: (page: number) =>
    queryOptions({
      queryKey: [...withdrawalQueries.all, 'pending', page],
      queryFn: () =>
        callStaffApi(listPendingWithdrawals, { page, itemsPerPage: WITHDRAWALS_PAGE_SIZE }),
    }),
};
