/**
 * Runs `work` once the page has loaded and the browser is idle (at most 5 s later); where idle
 * callbacks are missing, shortly after load. Returns a cancel function.
 */
export function whenIdle(work: () => void, timeout = 5_000): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if ('requestIdleCallback' in window) idleHandle = window.requestIdleCallback(work, { timeout });
    else timer = setTimeout(work, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}
