import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  type Locale,
} from '../../contract/constants';
import { negotiateLocale } from '../../contract/locale-path';
import { readCookie, writeCookie } from '../lib/cookies';

export { isLocale, localeOfPath, negotiateLocale, pathInLocale } from '../../contract/locale-path';

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

export function saveLocale(locale: Locale): void {
  writeCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_DAYS);
}
