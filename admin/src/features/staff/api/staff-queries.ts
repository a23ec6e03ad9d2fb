import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  staffCreate,
  staffDisable,
  staffList,
  staffSetRoles,
} from '../../../../../contract/operator/staff';
import type { CallRequest } from '../../../../../contract/call';
import { useWithFreshCode } from '../../../components/step-up';
import { callStaffApi } from '../../../lib/api-client';

export const staffQueries = {
  all: ['staff'] as const,
  list: () =>
    queryOptions({
      queryKey: staffQueries.all,
      queryFn: async () => (await callStaffApi(staffList, {})).staff,
    }),
};

/** A staff change (each needs a fresh code); the list is read again after it. */
function useStaffChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const withFreshCode = useWithFreshCode();
  return useMutation({
    mutationFn: (input: Input) => withFreshCode(() => send(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueries.all }),
  });
}

export const useCreateStaff = () =>
  useStaffChange((input: CallRequest<typeof staffCreate>) => callStaffApi(staffCreate, input));
export const useSetStaffRoles = () =>
  useStaffChange((input: CallRequest<typeof staffSetRoles>) => callStaffApi(staffSetRoles, input));
export const useDisableStaff = () =>
  useStaffChange((staffId: number) => callStaffApi(staffDisable, { staffId }));
