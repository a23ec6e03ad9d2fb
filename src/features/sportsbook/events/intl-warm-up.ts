import type { Locale } from '../../../../contract/constants';

/** What the warm-up worker is asked to build (./intl-warm-up.worker.ts). */
export interface IntlWarmUpRequest {
  locales: string[];
  dates: Intl.DateTimeFormatOptions[];
}

/**
 * The date formats the sportsbook draws as it loads: today's start times, other days' start times,
 * and the lists' day titles (../components/event-status.tsx, sports-home.tsx).
 */
export const SPORTS_DATE_FORMATS: Intl.DateTimeFormatOptions[] = [
  { timeStyle: 'short' },
  { weekday: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' },
  { weekday: 'long', day: 'numeric', month: 'long' },
];

let started = false;

/**
 * Reads the browser's locale data in a worker, once per page load, so the page's first formatter
 * does not. That first `Intl` object costs 30-90 ms of main thread here (unthrottled: four times
 * that on a mid-range phone), one task no split can shorten; the data it reads is the renderer
 * process's, shared with its workers, and after a worker has read it the page's own first formatter
 * takes under a millisecond (measured in docs/architecture.md, "Locale data"). Started by the
 * pages that format dates as they load, before their lists arrive. Nothing waits for it: a page
 * that formats first reads the data itself, as it did without it.
 */
export function warmUpIntl(locale: Locale, dates: Intl.DateTimeFormatOptions[]): void {
  if (started || typeof Worker === 'undefined') return;
  started = true;
  const worker = new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
    type: 'module',
    name: 'intl-warm-up',
  });
  const stop = () => worker.terminate();
  worker.addEventListener('message', stop);
  worker.addEventListener('error', stop);
  // the locales as Lingui's formatters ask for them: the language, then English
  const request: IntlWarmUpRequest = { locales: [locale, 'en'], dates };
  worker.postMessage(request);
}
