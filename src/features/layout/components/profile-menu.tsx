import { Fragment } from 'react';
import { USER_MENU } from '../../../../contract/constants';
import { OfflineNote } from '../../../components/offline-note';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { formatMbtc } from '../../../lib/format';
import { useBalance, usePlayer } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { useUserMenuChoice } from '../use-user-menu-choice';
import { USER_MENU_ENTRIES } from '../../../lib/user-menu';
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
  const chooseEntry = async (number: number) => {
    onChoose();
    await choose(number);
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
            {USER_MENU_ENTRIES.map((entry) => (
              <Fragment key={entry.number}>
                <li>
                  <button
                    type="button"
                    className="profile-menu__item"
                    onClick={() => void chooseEntry(entry.number)}
                  >
                    {i18n._(entry.label)}
                  </button>
                </li>
                {/* the sports bets beside the bet history */}
                {entry.number === USER_MENU.betList && (
                  <li>
                    <button
                      type="button"
                      className="profile-menu__item"
                      onClick={() => {
                        onChoose();
                        void navigate({
                          to: '/{-$locale}/sports/my-bets',
                          params: { locale: localeParam },
                        });
                      }}
                    >
                      <Trans>Mis apuestas deportivas</Trans>
                    </button>
                  </li>
                )}
              </Fragment>
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
