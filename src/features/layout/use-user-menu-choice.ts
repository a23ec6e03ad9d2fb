import { useNavigate } from '@tanstack/react-router';
import { USER_MENU } from '../../../contract/constants';
import { logout } from '../../lib/logout';
import type { AccountMenuEntry } from '../../lib/user-menu';
import { useLocale } from '../../lib/use-locale';

/**
 * What choosing an account menu entry does: 6 logs out and goes to /online-casino; any other
 * number, or a tab beyond them (security), goes to /user-management with that tab (?tab= is the
 * management tab); a page entry goes to its page.
 */
export function useUserMenuChoice(): (entry: AccountMenuEntry) => Promise<void> {
  const { localeParam } = useLocale();
  const navigate = useNavigate();
  return async (entry) => {
    if ('page' in entry) {
      await navigate({ to: entry.page, params: { locale: localeParam } });
      return;
    }
    if ('tab' in entry) {
      await navigate({
        to: '/{-$locale}/user-management',
        params: { locale: localeParam },
        search: { tab: entry.tab },
      });
      return;
    }
    if (entry.number === USER_MENU.logout) {
      // away from the account pages first: once the player is forgotten, an account page's guard
      // would send the visitor home while the logout still clears the saved data
      await navigate({ to: '/{-$locale}/online-casino', params: { locale: localeParam } });
      await logout();
      return;
    }
    await navigate({
      to: '/{-$locale}/user-management',
      params: { locale: localeParam },
      search: { tab: entry.number },
    });
  };
}
