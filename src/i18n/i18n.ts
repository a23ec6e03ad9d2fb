import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import { messages as spanish } from '../locales/es/messages.po';
import { isLocale } from './locale';

// Spanish, the default, is in the main bundle; English loads when it is needed.
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  es: () => Promise.resolve({ messages: spanish }),
  en: () => import('../locales/en/messages.po'),
};

/** Loads a language's catalogue (once) and makes it the active one; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/** The language of the active catalogue (the default until one is activated). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export { i18n };
