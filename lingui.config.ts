import { defineConfig } from '@lingui/conf';
import { DEFAULT_LOCALE, LOCALES } from './contract/constants';

// The sportsbook's pages and code: their messages are a catalogue of their own, loaded with the
// sportsbook's routes (src/i18n/sportsbook.ts), so the first load of / does not carry them. A
// message used both there and elsewhere is in both catalogues (same id, same text).
const SPORTSBOOK = [
  '<rootDir>/src/features/sportsbook/**',
  '<rootDir>/src/routes/*/_layout/sports/**',
  '<rootDir>/src/routes/*/_layout/_player/sports/**',
  // markets and outcomes in words, shared with the back-office's trading (ADMIN)
  '<rootDir>/contract/sports-market-names.ts',
];
// What the layout draws on every page for a signed-in player (the session clock, the session watch
// and the reality check it opens): protection's part of the main catalogue.
const PROTECTION_ON_EVERY_PAGE = ['session-clock', 'session-watch', 'reality-check-dialog'];
// The account area and the forms a visitor opens (login, sign-up, password reset, the verifier):
// a catalogue of their own (src/i18n/account.ts), loaded with their pages (the route's `loader`)
// and their modals (`registerModal`'s catalogue), never by the first load of /. Only the modals'
// and pages' own code goes here, never a route file (the route tree imports those on every first
// load): src/i18n/catalogue-split.test.ts fails otherwise.
const ACCOUNT = [
  '<rootDir>/src/features/account/**',
  '<rootDir>/src/features/auth/**',
  '<rootDir>/src/features/fairness/**',
  '<rootDir>/src/features/security/**',
  `<rootDir>/src/features/protection/**/!(${PROTECTION_ON_EVERY_PAGE.join('|')}).*`,
];
const NOT_EXTRACTED = ['**/*.test.*', '**/route-tree.gen.ts'];
// The back-office (admin/, its own build): a catalogue of its own, never loaded by the player app.
// The sportsbook's market and outcome names are in both catalogues.
const ADMIN = ['<rootDir>/admin/src', '<rootDir>/contract/sports-market-names.ts'];
// The house games' page (house/, its own build, framed by the player app): a catalogue of its own.
const HOUSE = ['<rootDir>/house/src'];

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...NOT_EXTRACTED, ...SPORTSBOOK, ...ACCOUNT],
    },
    {
      path: '<rootDir>/admin/src/locales/{locale}/messages',
      include: ADMIN,
      exclude: NOT_EXTRACTED,
    },
    {
      path: '<rootDir>/house/src/locales/{locale}/messages',
      include: HOUSE,
      exclude: NOT_EXTRACTED,
    },
    {
      path: '<rootDir>/src/locales/{locale}/sportsbook',
      include: SPORTSBOOK,
      exclude: NOT_EXTRACTED,
    },
    {
      path: '<rootDir>/src/locales/{locale}/account',
      include: ACCOUNT,
      exclude: NOT_EXTRACTED,
    },
  ],
  format: 'po',
});
