import { OfflineNote } from '../../../components/offline-note';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon';
import { MENU_PAGES } from '../../../../contract/constants';
import { formatMbtc } from '../../../lib/format';
import { openRegisteredModal } from '../../../lib/modal-registry';
import { useBalance, usePlayer } from '../../../lib/player-queries';
import { useLocale } from '../../../lib/use-locale';
import { choosePage, ui } from '../../../stores/ui-store';
import { openFaqWindow } from './faq-window';
import { DepositLink, GuestActions } from './account-actions';
import { InstallAppEntry } from './install-app-entry';
import { LanguageSwitch } from './language-switch';
import { MENU_ITEMS } from './menu-items';
import { ThemeToggle } from './theme-toggle';
import { TrustLogos } from './trust-logos';
import { UserMenu } from './user-menu';
import './sidebar.css';

export function Sidebar({ accountExtra }: { accountExtra?: ReactNode }) {
  const { i18n } = useLingui();
  const { t } = useMacroLingui();
  const { locale, localeParam } = useLocale();
  const isMini = ui.useStore((state) => state.isSidebarMini);
  const pathname = useLocation({ select: (location) => location.pathname });
  const player = usePlayer();
  const balance = useBalance(player?.id);

  return (
    <aside className="sidebar" aria-label={t`Menú principal`}>
      <div className="sidebar__top">
        <Link
          to="/{-$locale}"
          params={{ locale: localeParam }}
          className="sidebar__logo"
          aria-label={t`Inicio`}
        >
          <Icon name="bitcoin" />
          <span className="sidebar__label">Casino</span>
        </Link>
        <button
          type="button"
          className="icon-button"
          aria-expanded={!isMini}
          aria-label={isMini ? t`Expandir menú` : t`Contraer menú`}
          onClick={() => ui.set({ isSidebarMini: !isMini })}
        >
          <span aria-hidden="true">{isMini ? '»' : '«'}</span>
        </button>
      </div>

      <div className="sidebar__account">
        {player ? (
          <>
            <p className="sidebar__username sidebar__label">{player.username}</p>
            <p className="sidebar__balance sidebar__label" data-testid="sidebar-balance">
              {balance.data ? formatMbtc(balance.data.real_balance, locale) : '…'}
            </p>
            <OfflineNote updatedAt={balance.dataUpdatedAt} />
            <div className="sidebar__label">{accountExtra}</div>
            <DepositLink />
          </>
        ) : (
          <GuestActions />
        )}
      </div>

      <nav aria-label={t`Páginas`}>
        <ul className="sidebar__menu">
          {MENU_ITEMS.map((item) => {
            const label = i18n._(item.label);
            if (item.target === 'faq') {
              return (
                <li key={item.page}>
                  <a
                    href={localeParam ? '/en/faq' : '/faq'}
                    className="sidebar__item"
                    onClick={(event) => openFaqWindow(event, locale)}
                    title={label}
                  >
                    <Icon name={item.icon} />
                    <span className="sidebar__label">{label}</span>
                  </a>
                </li>
              );
            }
            const isActive = pathname
              .replace(/^\/en/, '')
              .startsWith(item.target.replace('/{-$locale}', ''));
            return (
              <li key={item.page}>
                <Link
                  to={item.target}
                  params={{ locale: localeParam }}
                  className="sidebar__item"
                  data-active={isActive || undefined}
                  aria-current={isActive ? 'page' : undefined}
                  onClick={(event) => {
                    // contact us (page 3) opens the contact modal instead of its route
                    if (item.page === MENU_PAGES.contactUs && openRegisteredModal('contact')) {
                      event.preventDefault();
                      return;
                    }
                    choosePage();
                  }}
                  title={label}
                >
                  <Icon name={item.icon} />
                  <span className="sidebar__label">{label}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {/* the account's entries under the pages: Casino, Live and Sports stay in sight on a laptop */}
      {player && <UserMenu />}

      <LanguageSwitch />
      <ThemeToggle />
      <InstallAppEntry variant="sidebar" />
      <TrustLogos />
      <p className="sidebar__legal sidebar__label">
        <Trans>
          Juego responsable. Solo para mayores de 18 años. Los juegos de azar pueden crear adicción.
        </Trans>
      </p>
    </aside>
  );
}
