import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import { getSetting, type setting } from '../../../../../contract/settings';
import { callStaffApi } from '../../../lib/api-client';

export type SiteSetting = v.InferOutput<typeof setting>;

// The operator reads the settings through the players' own call: the blacklists and the client
// settings are public (the page inlines them), so no operator call repeats them.
export const settingsQueries = {
  all: ['settings'] as const,
  current: () =>
    queryOptions({
      queryKey: [...settingsQueries.all, 'current'],
      queryFn: () => callStaffApi(getSetting),
    }),
};
