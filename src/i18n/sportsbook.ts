import type { Catalogue } from './i18n';

/**
 * The sportsbook's messages (src/locales/{locale}/sportsbook.po, lingui.config.ts): loaded by the
 * sportsbook's routes, not by the first load of the other pages.
 */
export const sportsbookCatalogue: Catalogue = {
  es: () => import('../locales/es/sportsbook.po'),
  en: () => import('../locales/en/sportsbook.po'),
};
