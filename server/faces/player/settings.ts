import type { Hono } from 'hono';
import { geolocation, getSetting } from '../../../contract/settings';
import type { AppDeps } from '../../deps';
import { bindPlayerCall } from './bind';
import { publicSetting } from '../../modules/settings/public-setting';
import { clientCountry } from '../../http/client-country';

export function registerPlayerSettingsCalls(app: Hono, deps: AppDeps): void {
  const currentSetting = () => publicSetting(deps);

  bindPlayerCall(app, deps, getSetting, async () => ({
    status: 1,
    setting: await currentSetting(),
  }));

  bindPlayerCall(app, deps, geolocation, async ({ c, ip }) => {
    const settings = await deps.siteSettings.get();
    return {
      status: 1,
      country_code: clientCountry(c, deps.config.GEO_COUNTRY_HEADER),
      ip,
      blocked: settings.ipBlackList.includes(ip),
    };
  });
}
