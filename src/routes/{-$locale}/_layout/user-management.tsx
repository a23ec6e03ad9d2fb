import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { createFileRoute, Link, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { RegisteredModal } from '../../../lib/modal-registry';
import { session } from '../../../lib/session';
import { USER_MENU_ENTRIES } from '../../../lib/user-menu';
import { useLocale } from '../../../lib/use-locale';
import { requestLogin, ui } from '../../../stores/ui-store';

/** The account area: logged-in players only (else home and the login modal); tab from ?tab= or state. */
export const Route = createFileRoute('/{-$locale}/_layout/user-management')({
  validateSearch: v.object({
    tab: v.optional(
      v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(5)),
    ),
  }),
  beforeLoad: ({ params }) => {
    if (!session.get().token) {
      requestLogin();
      throw redirect({ to: '/{-$locale}', params: { locale: params.locale } });
    }
  },
  component: UserManagementPage,
});

function UserManagementPage() {
  const { i18n } = useLingui();
  const { localeParam } = useLocale();
  const search = Route.useSearch();
  const stateTab = ui.useStore((state) => state.managementTab);
  const tab = search.tab ?? stateTab;
  const tabs = USER_MENU_ENTRIES.filter((entry) => entry.number <= 5);
  return (
    <section className="content-page">
      <h1>
        <Trans>Mi cuenta</Trans>
      </h1>
      <div role="tablist" className="tabs">
        {tabs.map((entry) => (
          <Link
            key={entry.number}
            role="tab"
            aria-selected={entry.number === tab}
            to="/{-$locale}/user-management"
            params={{ locale: localeParam }}
            search={{ tab: entry.number }}
            onClick={() => ui.set({ managementTab: entry.number })}
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
