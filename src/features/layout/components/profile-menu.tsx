import { OfflineNote } from '../../../components/offline-note';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { formatMbtc } from '../../../lib/format';
import { useBalance, usePlayer } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { useUserMenuChoice } from '../use-user-menu-choice';
import { ACCOUNT_MENU_ENTRIES, type AccountMenuEntry } from '../../../lib/user-menu';
import { requestLogin } from '../../../stores/ui-store';
import { InstallAppEntry } from './install-app-entry';
import './profile-menu.css';

/** The bottom navigation's profile menu; it closes when an entry is chosen. */
export function ProfileMenu({ onChoose }: { onChoose: () => void }) {
  const { i18n } = useLingui();
  const { locale, localeParam } = useLocale();
  const navigate = useNavigate();
  const player = usePlayer();
  const balance = useBalance(player?.id);

  const choose = useUserMenuChoice();
  const chooseEntry = async (entry: AccountMenuEntry) => {
    onChoose();
    await choose(entry);
  };

  return (
    <div id="profile-menu" className="profile-menu">
      {player ? (
        <>
          <div className="profile-menu__user">
            <strong>{player.username}</strong>
            <span data-testid="profile-menu-balance">
              {balance.data ? formatMbtc(balance.data.real_balance, locale) : '…'}
            </span>
            <OfflineNote updatedAt={balance.dataUpdatedAt} />
          </div>
          <ul>
            {ACCOUNT_MENU_ENTRIES.map((entry) => (
              <li key={entry.key}>
                <button
                  type="button"
                  className="profile-menu__item"
                  onClick={() => void chooseEntry(entry)}
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
      <InstallAppEntry variant="menu" onChoose={onChoose} />
    </div>
  );
}
