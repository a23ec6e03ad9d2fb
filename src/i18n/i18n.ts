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

// The catalogues of the sections asked for so far (the sportsbook's, src/i18n/sportsbook.ts; the
// account area's, src/i18n/account.ts), each with its first loading: a change of language loads
// them in the new language too.
const sections = new Map<Catalogue, Promise<void>>();

// The language being activated (or active): a section asked for meanwhile loads in it.
let target: Locale | undefined;

// A message missing from every loaded catalogue draws as its id: say so where it can be seen (the
// browser tests look for it, tests/e2e/catalogues.spec.ts).
i18n.on('missing', ({ locale, id }) => {
  console.error(`i18n: no message "${id}" in the ${locale} catalogues loaded`);
});

/** Loads a language's catalogues (once) and makes it the active one; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  if (i18n.locale === locale) return;
  const loaded = await Promise.all(
    [main, ...sections.keys()].map((catalogue) => catalogue[locale]()),
  );
  // a later call asked for another language meanwhile: it activates that one
  if (target !== locale) return;
  // `load` adds to what the language already has (a section loaded earlier stays)
  for (const { messages } of loaded) i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
}

/**
 * Adds a section's catalogue to the language (a route's `beforeLoad` or `loader`, a modal's
 * loader); from then on a change of language loads it as well. Resolves once its messages are
 * there; several callers share one loading.
 */
export function loadSection(catalogue: Catalogue): Promise<void> {
  let loading = sections.get(catalogue);
  if (loading === undefined) {
    loading = loadSectionMessages(catalogue);
    sections.set(catalogue, loading);
    // a failed loading (offline) is tried again by the next caller
    loading.catch(() => sections.delete(catalogue));
  }
  return loading;
}

async function loadSectionMessages(catalogue: Catalogue): Promise<void> {
  for (;;) {
    const locale = target ?? activeLocale();
    i18n.load(locale, (await catalogue[locale]()).messages);
    // the language changed meanwhile, and that change may not have known the section yet
    if ((target ?? activeLocale()) === locale) return;
  }
}

/** The language of the active catalogue (the default until one is activated). */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

export { i18n };
