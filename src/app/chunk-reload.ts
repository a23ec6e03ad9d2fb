const KEY = 'casino.chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

/**
 * A failed chunk load (a new deploy removed old files) reloads the page, at most once per 60 s.
 * The failure is always taken over here, so no other layer (the router's own lazy loader) reloads
 * on its own; within the 60 s the page shows its error instead of reloading in a loop. Offline, a
 * chunk fails because the network is gone (a link hovered preloads its page): reloading would
 * only lose the page the player is on, so nothing happens.
 */
export function reloadOnceOnChunkError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    if (!navigator.onLine) return;
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < MIN_INTERVAL_MS) return;
    sessionStorage.setItem(KEY, String(Date.now()));
    location.reload();
  });
}
