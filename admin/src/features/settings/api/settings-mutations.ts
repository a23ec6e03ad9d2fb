import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUpdateSetting } from '../../../../../contract/operator/settings';
import { useWithFreshCode } from '../../../components/step-up';
import { callStaffApi } from '../../../lib/api-client';
import { applyChange, type BlacklistChange } from '../blacklist-edit';
import { settingsQueries } from './settings-queries';

/**
 * Adds an entry to a blacklist or removes one (a fresh code first if the server wants one). The
 * call replaces the whole list, so the change is made to the list as the server has it now, not
 * as this screen last read it: another member's edit in between is kept.
 */
export function useChangeBlacklist() {
  const queryClient = useQueryClient();
  const withFreshCode = useWithFreshCode();
  return useMutation({
    mutationFn: async (change: BlacklistChange) => {
      const { setting } = await queryClient.fetchQuery({
        ...settingsQueries.current(),
        staleTime: 0,
      });
      const list = applyChange(setting[change.list], change);
      return withFreshCode(() => callStaffApi(adminUpdateSetting, { [change.list]: list }));
    },
    onSuccess: (answer) => queryClient.setQueryData(settingsQueries.current().queryKey, answer),
  });
}
