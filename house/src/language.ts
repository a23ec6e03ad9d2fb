// The game page speaks the launch URL's `lang` (the platform frames it with its own language) for
// as long as it is open: that language's catalogue (house/src/locales, lingui.config.ts) is
// loaded and activated once, before the page draws. Spanish, the default, is in the bundle;
// English loads when it is asked for.
import { i18n, type I18n, type Messages } from '@lingui/core';
import type { Lang } from './format';
import { messages as spanish } from './locales/es/messages.po';

const catalogues: Record<Lang, () => Promise<{ messages: Messages }>> = {
  es: () => Promise.resolve({ messages: spanish }),
  en: () => import('./locales/en/messages.po'),
};

/** Loads `lang`'s catalogue and makes it the active one; `<html lang>` follows. */
export async function activateLanguage(lang: Lang): Promise<I18n> {
  const { messages } = await catalogues[lang]();
  i18n.loadAndActivate({ locale: lang, messages });
  document.documentElement.lang = lang;
  return i18n;
}
