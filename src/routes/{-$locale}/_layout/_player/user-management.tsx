import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
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

/** A tab scrolled into sight along the row, the page left where it is. */
const IN_SIGHT: ScrollIntoViewOptions = { block: 'nearest', inline: 'nearest' };

/** The tabs by the names a person would type in the address (`?tab=transactions`). */
const TAB_NAMES: Record<string, number | 'security'> = {
  bets: USER_MENU.betList,
  personal: USER_MENU.personalDetails,
  deposit: USER_MENU.deposit,
  withdraw: USER_MENU.withdraw,
  transactions: USER_MENU.transactionList,
  password: USER_MENU.changePassword,
  security: 'security',
};

/** A tab's number, `security`, or its name; anything else is no tab (the bet list). */
const tabSchema = v.fallback(
  v.optional(
    v.union([
      v.pipe(
        v.picklist(Object.keys(TAB_NAMES)),
        v.transform((name) => TAB_NAMES[name] as number | 'security'),
      ),
      v.pipe(
        v.unknown(),
        v.transform(Number),
        v.integer(),
        v.minValue(USER_MENU.betList),
        v.maxValue(USER_MENU.changePassword),
      ),
    ]),
  ),
  undefined,
);

/**
 * The account area (players only, see _player): the tab is ?tab=, a user menu number, its name
 * or `security`; the bet list when absent or not a tab.
 */
export const Route = createFileRoute('/{-$locale}/_layout/_player/user-management')({
  validateSearch: v.object({ tab: tabSchema }),
  // the tabs' messages (src/i18n/account.ts): each tab's loader fetches them too, this starts
  // them with the page's code rather than after it
  loader: () => loadSection(accountCatalogue),
  component: UserManagementPage,
});

function UserManagementPage() {
  const { i18n } = useLingui();
  const { localeParam } = useLocale();
  const tab = Route.useSearch({ select: (search) => search.tab ?? USER_MENU.betList });
  const tabList = useRef<HTMLDivElement>(null);
  // where the row scrolls sideways (a phone), the open tab is scrolled into sight, a frame after
  // the render: the router's scroll restoration puts the row back where it was on the last page
  useEffect(() => {
    const index = TABS.findIndex((entry) => entry.key === tab);
    const frame = requestAnimationFrame(() =>
      tabList.current?.children[index]?.scrollIntoView(IN_SIGHT),
    );
    return () => cancelAnimationFrame(frame);
  }, [tab]);
  return (
    <section className="content-page">
      <h1>
        <Trans>Mi cuenta</Trans>
      </h1>
      <div role="tablist" className="tabs" ref={tabList}>
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
