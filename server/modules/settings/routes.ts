import type { Hono } from 'hono';
import { adminUpdateSetting, geolocation, getSetting } from '../../../contract/settings';
import type { AppDeps } from '../../deps';
import { bindCall } from '../../http/bind';
import { clientCountry } from '../../http/client-country';

export function registerSettingsRoutes(app: Hono, deps: AppDeps): void {
  const currentSetting = () => publicSetting(deps);

  bindCall(app, deps, getSetting, async () => ({ status: 1, setting: await currentSetting() }));

  bindCall(app, deps, adminUpdateSetting, async ({ input }) => {
    if (input.country_black_list)
      await deps.siteSettings.set('country_black_list', [...new Set(input.country_black_list)]);
    if (input.ip_black_list)
      await deps.siteSettings.set('ip_black_list', [...new Set(input.ip_black_list)]);
    return { status: 1, setting: await currentSetting() };
  });

  bindCall(app, deps, geolocation, async ({ c, ip }) => {
    const settings = await deps.siteSettings.get();
    return {
      status: 1,
      country_code: clientCountry(c, deps.config.GEO_COUNTRY_HEADER),
      ip,
      blocked: settings.ipBlackList.includes(ip),
    };
  });
}

/** The settings every visitor may read (front/get_setting), also inlined in the page. */
export async function publicSetting(deps: AppDeps) {
  const settings = await deps.siteSettings.get();
  return {
    country_black_list: settings.countryBlackList,
    ip_black_list: settings.ipBlackList,
    buy_crypto_url: deps.config.BUY_CRYPTO_URL,
    allow_withdrawal_cancel: deps.config.ALLOW_WITHDRAWAL_CANCEL,
    deposit_confirmations: deps.config.DEPOSIT_CONFIRMATIONS,
    bitcoin_network: deps.config.BITCOIN_NETWORK,
    vapid_public_key: deps.secrets.vapidPublicKey,
  };
}
