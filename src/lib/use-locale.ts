import { useParams } from '@tanstack/react-router';
import type { Locale } from '../../contract/constants';
import { localeOfParam, localeParam } from '../i18n/locale';

/** The language of the current page and the `locale` route param that keeps it in links. */
export function useLocale(): { locale: Locale; localeParam: 'en' | undefined } {
  const params = useParams({ strict: false }) as { locale?: string };
  const locale = localeOfParam(params.locale);
  return { locale, localeParam: localeParam(locale) };
}
