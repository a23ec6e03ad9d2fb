// The back-office's Lingui for unit tests: its own catalogues as the build ships them (imported
// from the .po files, the messages' ids the macros' hashes), so a test reads what staff see.
import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from '../../../contract/constants';
import { messages as english } from '../locales/en/messages.po';
import { messages as spanish } from '../locales/es/messages.po';

/** An i18n in `locale` with both of the back-office's catalogues loaded. */
export function adminI18n(locale: Locale): I18n {
  const i18n = setupI18n({ locale, messages: { es: spanish, en: english } });
  i18n.activate(locale);
  return i18n;
}
