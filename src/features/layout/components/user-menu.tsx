import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Fragment } from 'react';
import { USER_MENU } from '../../../../contract/constants';
import { openRegisteredModal } from '../../../lib/modal-registry';
import { useUserMenuChoice } from '../use-user-menu-choice';
import { USER_MENU_ENTRIES } from '../../../lib/user-menu';
import { useLocale } from '../../../lib/use-locale';

/**
 * The sidebar's user menu: entries 0-5 open their modals, entry 6 logs out to /online-casino;
 * the player's sports bets come after the bet history.
 */
export function UserMenu() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const navigate = useNavigate();
  const { localeParam } = useLocale();

  const goTo = useUserMenuChoice();
  // in the sidebar an entry opens its modal where there is one (section 2), else its tab
  const choose = async (number: number) => {
    if (!openRegisteredModal(number)) await goTo(number);
  };

  return (
    <ul className="sidebar__user-menu sidebar__label" aria-label={t`Mi cuenta`}>
      {USER_MENU_ENTRIES.map((entry) => (
        <Fragment key={entry.number}>
          <li>
            <button
              type="button"
              className="sidebar__item"
              onClick={() => void choose(entry.number)}
            >
              {i18n._(entry.label)}
            </button>
          </li>
          {/* the sports bets beside the bet history */}
          {entry.number === USER_MENU.betList && (
            <li>
              <button
                type="button"
                className="sidebar__item"
                onClick={() =>
                  void navigate({
                    to: '/{-$locale}/sports/my-bets',
                    params: { locale: localeParam },
                  })
                }
              >
                <Trans>Mis apuestas deportivas</Trans>
              </button>
            </li>
          )}
        </Fragment>
      ))}
    </ul>
  );
}
