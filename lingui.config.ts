import { defineConfig } from '@lingui/conf';
import { DEFAULT_LOCALE, LOCALES } from './contract/constants';

export default defineConfig({
  sourceLocale: DEFAULT_LOCALE,
  locales: [...LOCALES],
  fallbackLocales: { default: DEFAULT_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/route-tree.gen.ts'],
    },
  ],
  format: 'po',
});
