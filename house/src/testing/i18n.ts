import { setupI18n, type I18n } from '@lingui/core';
import type { Lang } from '../format';
import { messages as en } from '../locales/en/messages.po';
import { messages as es } from '../locales/es/messages.po';

/** The house's catalogues as the build compiles them, active in `lang`: the words a player reads. */
export function i18nIn(lang: Lang): I18n {
  return setupI18n({ locale: lang, messages: { es, en } });
}
