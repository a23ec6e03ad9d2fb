import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LOCALES,
  type Locale,
} from '../../contract/constants';
import { readCookie, writeCookie } from '../lib/cookies';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

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

/** The URL prefix a link needs for a language: undefined for Spanish, 'en' for English. */
export function localeParam(locale: Locale): 'en' | undefined {
  return locale === 'en' ? 'en' : undefined;
}

/**
 * The preferred language when a page is entered without a prefix: the saved choice (cookie),
 * else the first Spanish or English browser language, else Spanish.
 */
export function preferredLocale(): Locale {
  const saved = readCookie(LANGUAGE_COOKIE);
  if (isLocale(saved)) return saved;
  for (const language of navigator.languages ?? []) {
    const base = language.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export function saveLocale(locale: Locale): void {
  writeCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_DAYS);
}
