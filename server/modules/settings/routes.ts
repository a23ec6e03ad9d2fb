import type { Hono } from 'hono';
import { adminUpdateSetting, geolocation, getSetting } from '../../../contract/settings';
import type { AppDeps } from '../../deps';
import { bindCall } from '../../http/bind';
import { clientCountry } from '../../http/client-country';
import { isWithdrawalCancelAllowed } from '../protection/profiles';
import { recordAudit } from '../staff/audit';

export function registerSettingsRoutes(app: Hono, deps: AppDeps): void {
  const currentSetting = () => publicSetting(deps);

  bindCall(app, deps, getSetting, async () => ({ status: 1, setting: await currentSetting() }));

  bindCall(app, deps, adminUpdateSetting, async ({ input, staff, ip }) => {
    const before = await deps.siteSettings.get();
    const after = {
      ...(input.country_black_list && {
        country_black_list: [...new Set(input.country_black_list)],
      }),
      ...(input.ip_black_list && { ip_black_list: [...new Set(input.ip_black_list)] }),
    };
    // a call that changes nothing records nothing
    if (Object.keys(after).length === 0) return { status: 1, setting: await currentSetting() };
    await deps.db.transaction(async (tx) => {
      if (after.country_black_list)
        await deps.siteSettings.set('country_black_list', after.country_black_list, tx);
      if (after.ip_black_list)
        await deps.siteSettings.set('ip_black_list', after.ip_black_list, tx);
      await recordAudit(
        tx,
        { staff, ip },
        {
          action: adminUpdateSetting.path,
          target: 'settings',
          before: {
            country_black_list: before.countryBlackList,
            ip_black_list: before.ipBlackList,
          },
          after,
        },
      );
    });
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
    allow_withdrawal_cancel: isWithdrawalCancelAllowed(deps.config),
    deposit_confirmations: deps.config.DEPOSIT_CONFIRMATIONS,
    bitcoin_network: deps.config.BITCOIN_NETWORK,
    vapid_public_key: deps.secrets.vapidPublicKey,
  };
}
