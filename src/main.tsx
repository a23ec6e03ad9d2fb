// The global styles first, so every component's own file loads after them and wins a tie; then
// the parts the server's static shell paints before any script runs (server/http/client-shell.ts),
// named here so they stay in the first stylesheet even if the layout route is split again (it is
// in the first-load chunk now: scripts/lib/router-plugin-options.ts).
import './styles/tokens.css';
import './styles/base.css';
import './styles/grid.css';
import './styles/buttons.css';
import './styles/forms.css';
import './styles/alerts.css';
import './styles/pages.css';
import './styles/utilities.css';
import './features/layout/components/default-layout.css';
import './features/layout/components/sidebar.css';
import './features/layout/components/home-slider.css';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './app/query-client';
import {
  markCacheRestored,
  persister,
  PERSIST_BUSTER,
  PERSIST_MAX_AGE_MS,
  shouldPersistQuery,
} from './app/query-persistence';
import { router } from './app/router';
import { activateLocale, i18n } from './i18n/i18n';
import { localeOfPath, pathInLocale, preferredLocale } from './i18n/locale';
import { LanguageProvider } from './i18n/language-provider';
import { setSignedOutHandler } from './lib/api-client';
import { forgetPlayer } from './lib/logout';
import { revalidatePlayerAfterRestore } from './lib/player-queries';
import { siteAccessFrom, siteAccessQueries } from './lib/site-access-queries';
import { sliderQueries } from './features/layout/api/slider-queries';
import { gameQueries } from './features/lobby/api/game-queries';
import { HOME_FEATURED_GAMES } from '../contract/games';
import { isSessionTimeUp } from './features/protection/api/protection-queries';
import { SESSION_END_NOTICE_MS } from './features/protection/session-time';
import { errorMessage } from './lib/error-messages';
import { BOOT_DATA_ELEMENT_ID, type BootData } from '../contract/boot';
import { reloadOnceOnChunkError } from './app/chunk-reload';
import './lib/install-prompt';
import { showToast, ui } from './stores/ui-store';

document.documentElement.dataset.theme = ui.get().theme;

/**
 * The page carries the settings, location and slider (and on the home page its featured games):
 * the first render asks the API for none of them.
 */
function seedFromBootData(): void {
  const element = document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const boot = JSON.parse(element.textContent) as BootData;
    queryClient.setQueryData(
      siteAccessQueries.current().queryKey,
      siteAccessFrom(boot.setting, boot.geolocation),
    );
    queryClient.setQueryData(
      sliderQueries.slides(boot.slider.locale, false).queryKey,
      boot.slider.desktop,
    );
    queryClient.setQueryData(
      sliderQueries.slides(boot.slider.locale, true).queryKey,
      boot.slider.mobile,
    );
    if (boot.featuredGames)
      queryClient.setQueryData(gameQueries.list(HOME_FEATURED_GAMES).queryKey, {
        status: 1 as const,
        ...boot.featuredGames,
      });
  } catch (error) {
    console.error('boot data unreadable', error);
  }
}
reloadOnceOnChunkError();
setSignedOutHandler(() => {
  // read before the cache is cleared: the session time limit ended it, say so
  if (isSessionTimeUp(queryClient, Date.now()))
    showToast(errorMessage(i18n, 'session_time_limit'), 'error', SESSION_END_NOTICE_MS);
  void forgetPlayer();
  const locale = localeOfPath(location.pathname);
  void router.navigate({
    to: '/{-$locale}',
    params: { locale: locale === 'en' ? 'en' : undefined },
  });
});

// entering without a language prefix: go to the saved or browser language once
const entryLocale = localeOfPath(location.pathname);
const wanted = entryLocale === 'es' ? preferredLocale() : entryLocale;
if (wanted !== entryLocale)
  history.replaceState(
    null,
    '',
    `${pathInLocale(location.pathname, wanted)}${location.search}${location.hash}`,
  );

/** The longest the first render waits for the server's first slide to be painted. */
const STATIC_SLIDE_WAIT_MS = 1_000;

/**
 * Resolves once the server's first slide (server/http/client-shell.ts, painted before any script
 * runs) has been painted, or could not be, or STATIC_SLIDE_WAIT_MS have passed. The first render
 * replaces it with the same picture: drawn before it was painted, the app's slide would be the
 * page's largest paint, behind all the scripts, instead of the server's (Lighthouse on /sports:
 * largest paint 2.6-3.3 s when the app's slide won that race, 1.7 s when the server's did).
 */
async function staticSlidePainted(): Promise<void> {
  const slide = document.querySelector<HTMLImageElement>('img.slider__static');
  if (!slide || document.hidden) return;
  const waited = new Promise((resolve) => setTimeout(resolve, STATIC_SLIDE_WAIT_MS));
  // decoded, then the frame that paints it is over: the next frame's callbacks run after it (a
  // hidden tab paints no frame: the timer ends the wait)
  const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const painted = slide
    .decode()
    .then(nextFrame)
    .then(nextFrame)
    .catch(() => undefined);
  await Promise.race([painted, waited]);
}

seedFromBootData();
await Promise.all([activateLocale(wanted), staticSlidePainted()]);
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <LanguageProvider i18n={i18n}>
        <PersistQueryClientProvider
          client={queryClient}
          persistOptions={{
            persister,
            maxAge: PERSIST_MAX_AGE_MS,
            buster: PERSIST_BUSTER,
            dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
          }}
          onSuccess={() => {
            markCacheRestored();
            revalidatePlayerAfterRestore(queryClient);
          }}
          onError={() => markCacheRestored(false)}
        >
          <RouterProvider router={router} />
        </PersistQueryClientProvider>
      </LanguageProvider>
    </StrictMode>,
  );
}

// the service worker after the first render: it must not compete with the page's own loading
const registerServiceWorker = () =>
  void import('./app/service-worker').then((module) => module.registerServiceWorker());
if (import.meta.env.PROD) {
  if (document.readyState === 'complete') registerServiceWorker();
  else window.addEventListener('load', registerServiceWorker);
}
