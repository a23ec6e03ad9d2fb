import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import * as v from 'valibot';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { USER_MENU } from '../../../../../contract/constants';
import { RegisteredModal, type ModalKey } from '../../../../lib/modal-registry';
import { USER_MENU_ENTRIES } from '../../../../lib/user-menu';
import { useLocale } from '../../../../lib/use-locale';
import { accountCatalogue } from '../../../../i18n/account';
import { loadSection } from '../../../../i18n/i18n';
import './user-management.css';

/** The user menu's entries up to changing the password, then security (not a numbered entry). */
const TABS: { key: ModalKey; label: MessageDescriptor }[] = [
  ...USER_MENU_ENTRIES.filter((entry) => entry.number <= USER_MENU.changePassword).map((entry) => ({
    key: entry.number,
    label: entry.label,
  })),
  { key: 'security', label: msg`Seguridad` },
];

/**
 * The account area (players only, see _player): the tab is ?tab=, a user menu number or
 * `security`; the bet list when absent.
 */
export const Route = createFileRoute('/{-$locale}/_layout/_player/user-management')({
  validateSearch: v.object({
    tab: v.optional(
      v.union([
        v.literal('security'),
        v.pipe(
          v.unknown(),
          v.transform(Number),
          v.integer(),
          v.minValue(USER_MENU.betList),
          v.maxValue(USER_MENU.changePassword),
        ),
      ]),
    ),
  }),
  // the tabs' messages (src/i18n/account.ts): each tab's loader fetches them too, this starts
  // them with the page's code rather than after it
  loader: () => loadSection(accountCatalogue),
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
            key={entry.key}
            role="tab"
            aria-selected={entry.key === tab}
            to="/{-$locale}/user-management"
            params={{ locale: localeParam }}
            search={{ tab: entry.key }}
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
