import { useParams } from '@tanstack/react-router';
import type { Locale } from '../../contract/constants';

/** The language of the current page and the `locale` route param that keeps it in links. */
export function useLocale(): { locale: Locale; localeParam: 'en' | undefined } {
  const params = useParams({ strict: false }) as { locale?: string };
  const isEnglish = params.locale === 'en';
  return { locale: isEnglish ? 'en' : 'es', localeParam: isEnglish ? 'en' : undefined };
}
