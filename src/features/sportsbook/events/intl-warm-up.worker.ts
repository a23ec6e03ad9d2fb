// Builds the date and number formatters the pages use, in the language it is sent, then says so.
// The first formatter of a page load reads the locale data (ICU's, shared by the whole renderer
// process): 30-90 ms here, unthrottled. Read here, that time is this thread's; the page's own
// formatters built afterwards take under a millisecond (./intl-warm-up.ts).
import type { IntlWarmUpRequest } from './intl-warm-up';

self.onmessage = ({ data }: MessageEvent<IntlWarmUpRequest>) => {
  for (const options of data.dates) new Intl.DateTimeFormat(data.locales, options).format(0);
  new Intl.NumberFormat(data.locales, { minimumFractionDigits: 2 }).format(0);
  new Intl.PluralRules(data.locales).select(1);
  self.postMessage('done');
};
