import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { USER_MENU } from '../../../../contract/constants';
import { logout } from '../../../lib/logout';
import { useLocale } from '../../../lib/use-locale';
import { USER_MENU_ENTRIES } from '../../../lib/user-menu';
import { ui } from '../../../stores/ui-store';

/**
 * The sidebar's user menu. Entry 6 logs out and goes to /online-casino; the others open their
 * tab of the account area (where the account modals will open them in place).
 */
export function UserMenu() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const { localeParam } = useLocale();
  const navigate = useNavigate();

  const choose = async (number: number) => {
    if (number === USER_MENU.logout) {
      await logout();
      await navigate({ to: '/{-$locale}/online-casino', params: { locale: localeParam } });
      return;
    }
    ui.set({ managementTab: number });
    await navigate({
      to: '/{-$locale}/user-management',
      params: { locale: localeParam },
      search: { tab: number },
    });
  };

  return (
    <ul className="sidebar__user-menu sidebar__label" aria-label={t`Mi cuenta`}>
      {USER_MENU_ENTRIES.map((entry) => (
        <li key={entry.number}>
          <button type="button" className="sidebar__item" onClick={() => void choose(entry.number)}>
            {i18n._(entry.label)}
          </button>
        </li>
      ))}
    </ul>
  );
}
