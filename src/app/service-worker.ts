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
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
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
