import { useNavigate } from '@tanstack/react-router';
import { USER_MENU } from '../../../contract/constants';
import { logout } from '../../lib/logout';
import { useLocale } from '../../lib/use-locale';

/**
 * What choosing a user menu entry does: 6 logs out and goes to /online-casino; any other number
 * goes to /user-management with that tab (?tab= is the management tab).
 */
export function useUserMenuChoice(): (number: number) => Promise<void> {
  const { localeParam } = useLocale();
  const navigate = useNavigate();
  return async (number) => {
    if (number === USER_MENU.logout) {
      await logout();
      await navigate({ to: '/{-$locale}/online-casino', params: { locale: localeParam } });
      return;
    }
    await navigate({
      to: '/{-$locale}/user-management',
      params: { locale: localeParam },
      search: { tab: number },
    });
  };
}
