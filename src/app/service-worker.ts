import { Workbox } from 'workbox-window';
import { ui } from '../stores/ui-store';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

/** The app's files, slider art and icons this page fetched: what the worker keeps at runtime. */
const RUNTIME_CACHED = /^\/(assets|art\/slider|icons)\//;

let workbox: Workbox | undefined;

/**
 * The first install precaches only the shell: the files this page fetched before the worker was
 * there (the page's own chunks, the other language, the slide on show) are handed to it to cache,
 * so the page opens offline next time (workbox-routing's CACHE_URLS message, sw/sw.ts).
 */
function handOverFetchedFiles(registered: Workbox): void {
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && RUNTIME_CACHED.test(url.pathname))
    .map((url) => url.pathname);
  void registered
    .messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } })
    .catch(() => undefined);
}

/**
 * Registers /sw.js (scope /) through workbox-window. A new version waits until the player chooses
 * to reload: its `waiting` event (also for a version left waiting by an earlier visit) shows 'new
 * version available', and `applyUpdate()` activates it (SKIP_WAITING) and reloads once it controls
 * the page. The first install activates at once (nothing to replace). A browser without service
 * workers, or one that refuses, runs the app without one.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registered = new Workbox('/sw.js', { scope: '/' });
  registered.addEventListener('activated', (event) => {
    if (!event.isUpdate) handOverFetchedFiles(registered);
  });
  registered.addEventListener('waiting', () => ui.set({ isUpdateAvailable: true }));
  try {
    await registered.register();
    workbox = registered;
  } catch (error) {
    console.warn('service worker not registered', error);
    return;
  }
  const checkForUpdate = () => void registered.update().catch(() => undefined);
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener(
    'visibilitychange',
    () => document.visibilityState === 'visible' && checkForUpdate(),
  );
}

/** Activates the waiting version and reloads the page with it. */
export function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => location.reload());
  workbox.messageSkipWaiting();
}
