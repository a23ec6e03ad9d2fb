import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LOCALES,
  type Locale,
} from '../../contract/constants';
import { readCookie, writeCookie } from '../lib/cookies';

export { localeOfPath, pathInLocale } from '../../contract/locale-path';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a `{-$locale}` route param: English for `en`, else the default (no prefix). */
export function localeOfParam(param: string | undefined): Locale {
  return param === 'en' ? 'en' : DEFAULT_LOCALE;
}

/** The URL prefix a link needs for a language: undefined for Spanish, 'en' for English. */
export function localeParam(locale: Locale): 'en' | undefined {
  return locale === 'en' ? 'en' : undefined;
}

/** The preferred language when a page is entered without a prefix (see negotiateLocale). */
export function preferredLocale(): Locale {
  return negotiateLocale(readCookie(LANGUAGE_COOKIE), navigator.languages ?? []);
}

/**
 * The saved choice (cookie), else the first Spanish or English browser language (`en-GB` is
 * English), else the default: a browser in French gets Spanish.
 */
export function negotiateLocale(
  saved: string | undefined,
  browserLanguages: readonly string[],
): Locale {
  if (isLocale(saved)) return saved;
  for (const language of browserLanguages) {
    const base = language.slice(0, 2).toLowerCase();
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export function saveLocale(locale: Locale): void {
  writeCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_DAYS);
}
