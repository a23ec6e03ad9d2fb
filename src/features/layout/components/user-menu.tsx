import { useLingui } from '@lingui/react';
import { useLingui as useMacroLingui } from '@lingui/react/macro';
import { openRegisteredModal } from '../../../lib/modal-registry';
import { useUserMenuChoice } from '../use-user-menu-choice';
import { ACCOUNT_MENU_ENTRIES, type AccountMenuEntry } from '../../../lib/user-menu';

/** The sidebar's user menu: an entry opens its modal where there is one (section 2), else its page. */
export function UserMenu() {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const goTo = useUserMenuChoice();
  const choose = async (entry: AccountMenuEntry) => {
    if (!('number' in entry) || !openRegisteredModal(entry.number)) await goTo(entry);
  };

  return (
    <ul className="sidebar__user-menu sidebar__label" aria-label={t`Mi cuenta`}>
      {ACCOUNT_MENU_ENTRIES.map((entry) => (
        <li key={entry.key}>
          <button type="button" className="sidebar__item" onClick={() => void choose(entry)}>
            {i18n._(entry.label)}
          </button>
        </li>
      ))}
    </ul>
  );
}
