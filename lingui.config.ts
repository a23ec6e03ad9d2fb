import { defineConfig } from '@lingui/conf';
import { DEFAULT_LOCALE, LOCALES } from './contract/constants';

// The sportsbook's pages and code: their messages are a catalogue of their own, loaded with the
// sportsbook's routes (src/i18n/sportsbook.ts), so the first load of / does not carry them. A
// message used both there and elsewhere is in both catalogues (same id, same text).
const SPORTSBOOK = [
  '<rootDir>/src/features/sportsbook/**',
  '<rootDir>/src/routes/*/_layout/sports/**',
  '<rootDir>/src/routes/*/_layout/_player/sports/**',
];
const NOT_EXTRACTED = ['**/*.test.*', '**/route-tree.gen.ts'];
// The back-office (admin/, its own build): a catalogue of its own, never loaded by the player app.
const ADMIN = ['<rootDir>/admin/src'];

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...NOT_EXTRACTED, ...SPORTSBOOK],
    },
    {
      path: '<rootDir>/admin/src/locales/{locale}/messages',
      include: ADMIN,
      exclude: NOT_EXTRACTED,
    },
    {
      path: '<rootDir>/src/locales/{locale}/sportsbook',
      include: SPORTSBOOK,
      exclude: NOT_EXTRACTED,
    },
  ],
  format: 'po',
});
