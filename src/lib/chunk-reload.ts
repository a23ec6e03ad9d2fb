const KEY = 'casino.chunk-reload-at';
const MIN_INTERVAL_MS = 60_000;

/** A failed chunk load (a new deploy removed old files) reloads the page, at most once per 60 s. */
export function reloadOnceOnChunkError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (Date.now() - last < MIN_INTERVAL_MS) return;
    event.preventDefault();
    sessionStorage.setItem(KEY, String(Date.now()));
    location.reload();
  });
}
