import { Trans } from '@lingui/react/macro';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { showsSlider } from '../../../../contract/app-routes';
import { SIDEBAR } from '../../../../contract/constants';
import { ModalHost } from '../../../components/modal-host';
import { OfflineBanner } from '../../../components/offline-banner';
import { RenderLater } from '../../../components/render-later';
import { ToastHost } from '../../../components/toast-host';
import { ui } from '../../../stores/ui-store';
import { BottomNav } from './bottom-nav';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { HomeSlider } from './home-slider';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import './default-layout.css';

interface DefaultLayoutProps {
  /** shown under the signed-in player's balance (the session's elapsed time) */
  accountExtra?: ReactNode;
  /** drawn in place of the route's page (a page not found); the route's page when absent */
  children?: ReactNode;
}

export function DefaultLayout({ accountExtra, children }: DefaultLayoutProps) {
  const { isSidebarMini, isGamePlay, mainLoading } = ui.useStore((state) => state);
  const pathname = useLocation({ select: (location) => location.pathname });
  const isSignUp = /\/sign-up$/.test(pathname);

  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${SIDEBAR.collapseAtPx}px)`);
    const collapse = () => ui.set({ isSidebarMini: query.matches });
    query.addEventListener('change', collapse);
    return () => query.removeEventListener('change', collapse);
  }, []);

  return (
    <div
      className="layout"
      data-sidebar={isSidebarMini ? 'mini' : 'full'}
      data-sign-up={isSignUp || undefined}
      data-game-play={isGamePlay || undefined}
    >
      <a className="skip-link" href="#main">
        <Trans>Ir al contenido</Trans>
      </a>
      {/* the first render draws the page's content; the rest follows, each part in a task of its
          own (RenderLater): the sidebar is hidden on a phone, its column kept on a wider screen */}
      <RenderLater placeholder={<div className="sidebar" />}>
        <Sidebar accountExtra={accountExtra} />
      </RenderLater>
      <div className="layout__main">
        <TopBar />
        <OfflineBanner />
        {!isGamePlay && showsSlider(pathname) && <HomeSlider />}
        <main id="main" className="layout__content container" aria-busy={mainLoading}>
          {mainLoading ? (
            <div className="main-loading" role="status" aria-live="polite" />
          ) : (
            (children ?? <Outlet />)
          )}
        </main>
        <RenderLater>
          <Footer />
        </RenderLater>
      </div>
      <RenderLater>{!isGamePlay && <BottomNav />}</RenderLater>
      <RenderLater>
        <CookieBanner />
      </RenderLater>
      <RenderLater>
        <ModalHost />
        <ToastHost />
      </RenderLater>
    </div>
  );
}
