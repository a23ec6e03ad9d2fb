import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { staffGetSessions, staffRevokeSession } from '../../../../../contract/operator/staff';
import { callStaffApi } from '../../../lib/api-client';

export type StaffSessionRow = v.InferOutput<typeof staffGetSessions.response>['sessions'][number];

export const sessionQueries = {
  all: ['sessions'] as const,
  mine: () =>
    queryOptions({
      queryKey: sessionQueries.all,
      queryFn: async () => (await callStaffApi(staffGetSessions, {})).sessions,
    }),
};

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callStaffApi(staffRevokeSession, { sessionId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueries.all }),
  });
}
