import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../../contract/constants';
import { preferredLocale } from './locale-choice';

const STORAGE_KEY = 'admin.locale';

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  es: () => import('../locales/es/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

export function savedLocale(): Locale {
  return preferredLocale(localStorage.getItem(STORAGE_KEY), navigator.languages);
}

/** Loads a language's catalogue and makes it the active one; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  const { messages } = await catalogues[locale]();
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  localStorage.setItem(STORAGE_KEY, locale);
}

export { i18n };
