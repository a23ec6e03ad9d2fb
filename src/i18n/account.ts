import type { Catalogue } from './i18n';

/**
 * The messages of the account area and of the forms a visitor opens (src/locales/{locale}/account.po,
 * lingui.config.ts): loaded by their pages' routes and with their modals (`registerModal`), not by
 * the first load.
 */
export const accountCatalogue: Catalogue = {
  es: () => import('../locales/es/account.po'),
  en: () => import('../locales/en/account.po'),
};
