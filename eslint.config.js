// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

const FEATURES = readdirSync(new URL('./src/features', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'coverage',
      'node_modules',
      'src/locales/**/*.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      // the import boundaries of ARCHITECTURE.md
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: ['./src', './server', './sw', './house'],
              message: 'contract/ imports none of src, sw, server, house',
            },
            {
              target: './src',
              from: ['./server', './sw'],
              message: 'src/ may import contract/ only',
            },
            {
              target: './sw',
              from: ['./server', './src'],
              message: 'sw/ may import contract/ only',
            },
            {
              target: './server',
              from: ['./src', './sw', './house'],
              message: 'server/ may import contract/ only',
            },
            // the house provider's game page is a provider of its own: it shares only the contract
            {
              target: './house',
              from: ['./src', './sw', './server'],
              message: 'house/ may import contract/ only',
            },
            {
              target: ['./src', './sw'],
              from: './house',
              message: 'the PWA does not import the house provider',
            },
            // inside src, features do not import each other: routes compose them
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'features do not import each other; compose them in a route',
            })),
            {
              target: ['./src/lib', './src/stores', './src/components', './src/i18n'],
              from: ['./src/features', './src/routes'],
              message: 'shared code does not import features or routes',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'house/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
);
