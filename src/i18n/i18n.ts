import { i18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../contract/constants';
import { messages as spanish } from '../locales/es/messages.po';
import { isLocale } from './locale';

/** A catalogue in each language, loaded when it is needed. */
export type Catalogue = Record<Locale, () => Promise<{ messages: Messages }>>;

// Spanish, the default, is in the main bundle; English loads when it is needed.
const main: Catalogue = {
  es: () => Promise.resolve({ messages: spanish }),
  en: () => import('../locales/en/messages.po'),
};

// The catalogues of the sections loaded so far (the sportsbook's, src/i18n/sportsbook.ts): a
// change of language loads them in the new language too.
const sections = new Set<Catalogue>();

/** Loads a language's catalogues (once) and makes it the active one; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  const loaded = await Promise.all([main, ...sections].map((catalogue) => catalogue[locale]()));
  // `load` adds to what the language already has (a section loaded earlier stays)
  for (const { messages } of loaded) i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/**
 * Adds a section's catalogue to the active language (a route's `beforeLoad`); from then on a change
 * of language loads it as well.
 */
export async function loadSection(catalogue: Catalogue): Promise<void> {
  if (sections.has(catalogue)) return;
  const locale = activeLocale();
  const { messages } = await catalogue[locale]();
  sections.add(catalogue);
  // the language may have changed meanwhile: that change did not know the section yet
  const now = activeLocale();
  if (now !== locale) {
    i18n.load(now, (await catalogue[now]()).messages);
  } else {
    i18n.load(locale, messages);
  }
}

/** The language of the active catalogue (the default until one is activated). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export { i18n };
