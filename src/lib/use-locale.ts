import { useLingui } from '@lingui/react';
import type { Locale } from '../../contract/constants';
import { activeLocale } from '../i18n/i18n';
import { localeParam } from '../i18n/locale';

/**
 * The language of the current page and the `locale` route param that keeps it in links. Read from
 * the active catalogue's language (the `{-$locale}` route activates the page's before it draws),
 * not from the route's params: `useParams` is a subscription to the router's state per caller, and
 * a sportsbook list calls this in every row and price button (a hundred-odd on `/sports`), each
 * selector run again at every change of the router's state as the page loads.
 */
export function useLocale(): { locale: Locale; localeParam: 'en' | undefined } {
  // Lingui's context draws the caller again when the language changes
  useLingui();
  const locale = activeLocale();
  return { locale, localeParam: localeParam(locale) };
}
