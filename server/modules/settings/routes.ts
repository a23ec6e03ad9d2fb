import type { Context, Hono } from 'hono';
import { adminUpdateSetting, geolocation, getSetting } from '../../../contract/settings';
import type { AppDeps } from '../../deps';
import { bindCall } from '../../http/bind';

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
      country_code: countryOf(c, deps),
      ip,
      blocked: settings.ipBlackList.includes(ip),
    };
  });
}

/** The visitor's country from the trusted proxy header (e.g. CF-IPCountry); null when not configured or unknown. */
export function countryOf(c: Context, deps: AppDeps): string | null {
  const header = deps.config.GEO_COUNTRY_HEADER;
  const value = header ? c.req.header(header)?.trim().toUpperCase() : undefined;
  // XX: unknown, T1: Tor (Cloudflare's codes)
  return value && /^[A-Z]{2}$/.test(value) && value !== 'XX' && value !== 'T1' ? value : null;
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
