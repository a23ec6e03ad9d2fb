import type { Locale } from './constants';

/** The language a URL shows: English under /en, Spanish without a prefix. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es';
}

/** The same page in another language. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = localeOfPath(pathname) === 'en' ? pathname.slice(3) || '/' : pathname;
  if (locale === 'es') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}
