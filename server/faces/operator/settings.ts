import type { Hono } from 'hono';
import { adminUpdateSetting } from '../../../contract/operator/settings';
import type { AppDeps } from '../../deps';
import { bindOperatorCall } from './bind';
import { publicSetting } from '../../modules/settings/public-setting';
import { recordAudit } from '../../modules/identity/staff/audit';

export function registerOperatorSettingsCalls(app: Hono, deps: AppDeps): void {
  const currentSetting = () => publicSetting(deps);

  bindOperatorCall(app, deps, adminUpdateSetting, async ({ input, staff, ip }) => {
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
}
