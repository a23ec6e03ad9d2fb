import { DEFAULT_LOCALE, type Locale } from './constants';

/** The language a URL shows: English under /en, the default (Spanish) without a prefix. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LOCALE;
}

/** The same page in another language. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = localeOfPath(pathname) === 'en' ? pathname.slice(3) || '/' : pathname;
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}
