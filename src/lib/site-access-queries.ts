import { queryOptions, useQuery } from '@tanstack/react-query';
import { geolocation, getSetting } from '../../contract/settings';
import type { BootData } from '../../contract/boot';
import { callApi } from './api-client';

export const siteAccessQueries = {
  all: () => ['site-access'] as const,
  /**
   * The site-access facts of the guards: settings (blacklists) and the visitor's location. When
   * they cannot be loaded the site stays open: errors here are only logged (spec section 7).
   */
  current: () =>
    queryOptions({
      queryKey: [...siteAccessQueries.all(), 'current'],
      staleTime: 5 * 60_000,
      queryFn: async () => {
        try {
          const [settings, location] = await Promise.all([
            callApi(getSetting, {}),
            callApi(geolocation),
          ]);
          return siteAccessFrom(settings.setting, location);
        } catch (error) {
          console.error('site access check failed', error);
          return {
            setting: null,
            countryCode: null,
            ip: null,
            isCountryBlocked: false,
            isIpBlocked: false,
          };
        }
      },
    }),
};

/** The guards' facts from the settings and the location (fetched, or inlined in the page). */
export function siteAccessFrom(setting: BootData['setting'], location: BootData['geolocation']) {
  const country = location.country_code;
  return {
    setting,
    countryCode: country,
    ip: location.ip,
    isCountryBlocked: country !== null && setting.country_black_list.includes(country),
    isIpBlocked: location.blocked,
  };
}

/** The public settings (buy-crypto link, Bitcoin network, confirmations...), null until known. */
export function useSiteSetting() {
  return useQuery(siteAccessQueries.current()).data?.setting ?? null;
}
