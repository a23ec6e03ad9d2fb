import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { USER_MENU } from '../../../../../contract/constants';
import { RegisteredModal } from '../../../../lib/modal-registry';
import { USER_MENU_ENTRIES } from '../../../../lib/user-menu';
import { useLocale } from '../../../../lib/use-locale';
import './user-management.css';

const TABS = USER_MENU_ENTRIES.filter((entry) => entry.number <= USER_MENU.changePassword);

/** The account area (players only, see _player): the tab is ?tab=, the bet list when absent. */
export const Route = createFileRoute('/{-$locale}/_layout/_player/user-management')({
  validateSearch: v.object({
    tab: v.optional(
      v.pipe(
        v.unknown(),
        v.transform(Number),
        v.integer(),
        v.minValue(USER_MENU.betList),
        v.maxValue(USER_MENU.changePassword),
      ),
    ),
  }),
  component: UserManagementPage,
});

function UserManagementPage() {
  const { i18n } = useLingui();
  const { localeParam } = useLocale();
  const tab = Route.useSearch({ select: (search) => search.tab ?? USER_MENU.betList });
  return (
    <section className="content-page">
      <h1>
        <Trans>Mi cuenta</Trans>
      </h1>
      <div role="tablist" className="tabs">
        {TABS.map((entry) => (
          <Link
            key={entry.number}
            role="tab"
            aria-selected={entry.number === tab}
            to="/{-$locale}/user-management"
            params={{ locale: localeParam }}
            search={{ tab: entry.number }}
            className="tabs__tab"
          >
            {i18n._(entry.label)}
          </Link>
        ))}
      </div>
      <div role="tabpanel" className="tabs__panel" data-tab={tab}>
        {/* each tab shows what the sidebar opens as a modal for the same user menu entry */}
        <RegisteredModal modalKey={tab} />
      </div>
    </section>
  );
}
