import { ui } from '../stores/ui-store';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

let activateUpdate: (() => void) | undefined;

/** A new version is installed and waits: the app offers the reload that activates it. */
function offerUpdate(waiting: ServiceWorker): void {
  activateUpdate = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
      once: true,
    });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  };
  ui.set({ isUpdateAvailable: true });
}

/** The app's files, slider art and icons this page fetched: what the worker keeps at runtime. */
const RUNTIME_CACHED = /^\/(assets|art\/slider|icons)\//;

/**
 * The first install precaches only the shell: the files this page fetched before the worker was
 * there (the page's own chunks, the other language, the slide on show) are handed to it to cache,
 * so the page opens offline next time (workbox-routing's CACHE_URLS message, sw/sw.ts).
 */
function handOverFetchedFiles(registration: ServiceWorkerRegistration): void {
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && RUNTIME_CACHED.test(url.pathname))
    .map((url) => url.pathname);
  registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

/**
 * Registers /sw.js (scope /), with the browser's own API (workbox-window's 2 KB of gzipped script
 * did the same on the first load). A new version waits until the player chooses to reload: the app
 * shows 'new version available' and `applyUpdate()` activates it (SKIP_WAITING) and reloads. The
 * first install activates at once (nothing to replace). A browser without service workers, or one
 * that refuses, runs the app without one.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const isFirstInstall = navigator.serviceWorker.controller === null;
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    if (isFirstInstall) void navigator.serviceWorker.ready.then(handOverFetchedFiles);
    // installed on an earlier visit and still waiting for a reload
    if (registration.waiting && registration.active) offerUpdate(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        // installed while another version is active: it waits (the first install does not)
        if (installing.state === 'installed' && registration.active) offerUpdate(installing);
      });
    });
    const checkForUpdate = () => void registration.update().catch(() => undefined);
    setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
    document.addEventListener(
      'visibilitychange',
      () => document.visibilityState === 'visible' && checkForUpdate(),
    );
  } catch (error) {
    console.warn('service worker not registered', error);
  }
}

/** Activates the waiting version and reloads the page with it. */
export function applyUpdate(): void {
  activateUpdate?.();
}
