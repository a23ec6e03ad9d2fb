import { Workbox } from 'workbox-window';
import { ui } from '../stores/ui-store';

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;

let activateUpdate: (() => void) | undefined;

/**
 * Registers /sw.js (scope /). A new version waits until the player chooses to reload: the app
 * shows 'new version available' and `applyUpdate()` activates it (SKIP_WAITING) and reloads.
 * A browser without service workers, or one that refuses, runs the app without one.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    activateUpdate = () => {
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    };
    ui.set({ isUpdateAvailable: true });
  });
  try {
    const registration = await workbox.register();
    const checkForUpdate = () => void registration?.update().catch(() => undefined);
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
