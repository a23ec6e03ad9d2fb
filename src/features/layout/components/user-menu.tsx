import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { openRegisteredModal } from '../../../lib/modal-registry';
import { useUserMenuChoice } from '../use-user-menu-choice';
import { USER_MENU_ENTRIES } from '../../../lib/user-menu';
import { useLocale } from '../../../lib/use-locale';

/**
 * The sidebar's user menu: entries 0-5 open their modals, entry 6 logs out to /online-casino;
 * then the player's sports bets.
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
        <li key={entry.number}>
          <button type="button" className="sidebar__item" onClick={() => void choose(entry.number)}>
            {i18n._(entry.label)}
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="sidebar__item"
          onClick={() =>
            void navigate({ to: '/{-$locale}/sports/my-bets', params: { locale: localeParam } })
          }
        >
          <Trans>Mis apuestas deportivas</Trans>
        </button>
      </li>
    </ul>
  );
}
