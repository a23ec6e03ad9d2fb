import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addWithdrawalAddress,
  removeWithdrawalAddress,
  renameWithdrawalAddress,
  setWithdrawalAddressLock,
} from '../../../../contract/withdrawal-addresses';
import { callApi } from '../../../lib/api-client';
import { withdrawalAddressesQuery } from '../../../lib/withdrawal-address-queries';

function useAddressesRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: withdrawalAddressesQuery().queryKey });
}

/** Saves an address (with a code when two-factor is on): it waits its hold and the emailed link. */
export function useAddAddress() {
  const refresh = useAddressesRefresh();
  return useMutation({
    mutationFn: (input: { address: string; label: string; totp?: string }) =>
      callApi(addWithdrawalAddress, input),
    onSuccess: refresh,
  });
}

export function useRenameAddress() {
  const refresh = useAddressesRefresh();
  return useMutation({
    mutationFn: (input: { id: number; label: string }) => callApi(renameWithdrawalAddress, input),
    onSuccess: refresh,
  });
}

export function useRemoveAddress() {
  const refresh = useAddressesRefresh();
  return useMutation({
    mutationFn: (id: number) => callApi(removeWithdrawalAddress, { id }),
    onSuccess: refresh,
  });
}

/** Turns the "only saved addresses" lock on, or asks it off (it goes off after the hold). */
export function useSetAddressLock() {
  const refresh = useAddressesRefresh();
  return useMutation({
    mutationFn: (input: { enabled: boolean; totp?: string }) =>
      callApi(setWithdrawalAddressLock, input),
    onSuccess: refresh,
  });
}
