import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { USER_MENU } from '../../../../contract/constants';
import { formatMbtc } from '../../../lib/format';
import { logout } from '../../../lib/logout';
import { useBalance, usePlayer } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { USER_MENU_ENTRIES } from '../../../lib/user-menu';
import { requestLogin, ui } from '../../../stores/ui-store';

/** The bottom navigation's profile menu; it closes when an entry is chosen. */
export function ProfileMenu({ onChoose }: { onChoose: () => void }) {
  const { i18n } = useLingui();
  const { locale, localeParam } = useLocale();
  const navigate = useNavigate();
  const player = usePlayer();
  const balance = useBalance(player?.id);

  const chooseEntry = async (number: number) => {
    onChoose();
    if (number === USER_MENU.logout) {
      await logout();
      await navigate({ to: '/{-$locale}/online-casino', params: { locale: localeParam } });
      return;
    }
    // on mobile every entry opens its tab of the account area
    ui.set({ managementTab: number });
    await navigate({
      to: '/{-$locale}/user-management',
      params: { locale: localeParam },
      search: { tab: number },
    });
  };

  return (
    <div id="profile-menu" className="profile-menu">
      {player ? (
        <>
          <div className="profile-menu__user">
            <strong>{player.username}</strong>
            <span>{balance.data ? formatMbtc(balance.data.real_balance, locale) : '…'}</span>
          </div>
          <ul>
            {USER_MENU_ENTRIES.map((entry) => (
              <li key={entry.number}>
                <button
                  type="button"
                  className="profile-menu__item"
                  onClick={() => void chooseEntry(entry.number)}
                >
                  {i18n._(entry.label)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <ul>
          <li>
            <button
              type="button"
              className="profile-menu__item"
              onClick={() => {
                onChoose();
                requestLogin();
              }}
            >
              <Trans>Iniciar sesión</Trans>
            </button>
          </li>
          <li>
            <button
              type="button"
              className="profile-menu__item"
              onClick={() => {
                onChoose();
                void navigate({ to: '/{-$locale}/sign-up', params: { locale: localeParam } });
              }}
            >
              <Trans>Registrarse</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
