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
const ADMIN_FEATURES = readdirSync(new URL('./admin/src/features', import.meta.url));

/**
 * The server's domains in their dependency order (server/modules/README.md): a domain imports only
 * the domains before it, so no domain imports one above it and no two import each other. Domains
 * of one layer are peers in the product's eyes; the order between them is still fixed here.
 */
const DOMAIN_LAYERS = [
  ['identity'],
  ['realtime'],
  ['protection', 'settings'],
  ['wallet'],
  ['games', 'seamless', 'bets', 'sportsbook'],
  ['house', 'live', 'live-chat'],
  ['content', 'push', 'reports', 'contact', 'player-admin'],
];
const DOMAINS = DOMAIN_LAYERS.flat();
const unplaced = readdirSync(new URL('./server/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !DOMAINS.includes(entry.name))
  .map((entry) => entry.name);
if (unplaced.length > 0)
  throw new Error(`eslint.config.js: place server/modules/${unplaced.join(', ')} in DOMAIN_LAYERS`);
/** A domain's own code (its tests may use any domain to set a scene). */
const domainCode = (domain) => `./server/modules/${domain}/**/!(*.test).ts`;

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
              from: ['./src', './server', './sw', './house', './admin', './shared'],
              message: 'contract/ imports none of src, sw, server, house, admin, shared',
            },
            // the browser apps' one foundation (the API client): for src, house and admin alone
            {
              target: './shared',
              from: ['./src', './server', './sw', './house', './admin'],
              message: 'shared/ imports contract/ only',
            },
            {
              target: ['./server', './sw'],
              from: './shared',
              message: 'shared/ is the browser apps’ (src, house, admin)',
            },
            {
              target: './src',
              from: ['./server', './sw'],
              message: 'src/ may import contract/ and shared/ only',
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
              message: 'house/ may import contract/ and shared/ only',
            },
            {
              target: ['./src', './sw'],
              from: './house',
              message: 'the PWA does not import the house provider',
            },
            // the back-office is an app of its own: it shares only the contract with the rest
            {
              target: './admin',
              from: ['./src', './sw', './server', './house'],
              message: 'admin/ may import contract/ and shared/ only',
            },
            {
              target: ['./src', './sw', './server', './house'],
              from: './admin',
              message: 'nothing imports the back-office',
            },
            ...ADMIN_FEATURES.map((feature) => ({
              target: `./admin/src/features/${feature}`,
              from: './admin/src/features',
              except: [`./${feature}`],
              message: 'features do not import each other; compose them in a route',
            })),
            {
              target: ['./admin/src/lib', './admin/src/components', './admin/src/app'],
              from: ['./admin/src/features'],
              message: 'shared code does not import features',
            },
            // the modules plug into the HTTP layer: createApp hands it what it needs from them
            {
              target: './server/http/**/!(*.test).ts',
              from: './server/modules',
              message:
                'server/http imports no module: declare an interface in server/http and let createApp (server/app.ts) hand in the module that implements it',
            },
            // domains in layers: none imports a later one, none imports a face
            ...DOMAINS.map((domain, index) => ({
              target: domainCode(domain),
              from: [
                ...DOMAINS.slice(index + 1).map((later) => `./server/modules/${later}`),
                './server/faces',
              ],
              message: `${domain} imports only the domains before it in DOMAIN_LAYERS (eslint.config.js), and no face: move the shared part down, or the use case up into a face`,
            })),
            // the house page's calls reach only the house provider, which reaches the rest as a third party
            {
              target: './server/faces/house-page',
              from: './server/modules',
              except: ['./house', './live', './live-chat'],
              message: 'the house page calls only the house provider (house, live, live-chat)',
            },
            // the built-in house provider reaches the platform only as a third-party provider would
            {
              target: './server/modules/house/**/!(*.test).ts',
              from: './server/modules',
              except: [
                './house',
                './seamless/client.ts',
                './seamless/providers.ts',
                './games/repository.ts',
              ],
              message:
                'the house provider may use only the seamless wallet client and provider helpers and the catalogue read, as a third party would',
            },
            // a bet's placement does not depend on its settlement: what both need is a module of
            // its own (bets/potential-return.ts, contract/sports-payout.ts)
            {
              target: [
                './server/modules/sportsbook/bets/placement.ts',
                './server/modules/sportsbook/limits/placement-limits.ts',
              ],
              from: [
                './server/modules/sportsbook/bets/settlement.ts',
                './server/modules/sportsbook/bets/correction.ts',
                './server/modules/sportsbook/bets/correction-repository.ts',
              ],
              message:
                'placement does not import settlement: move what both use to a module both import (bets/potential-return.ts, contract/sports-payout.ts)',
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
  // of the games repository, the house provider reads only a game of the catalogue
  {
    files: ['server/modules/house/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)games/repository$',
              allowImportNames: ['findGameBySlug'],
              message: 'the house provider reads only the catalogue (findGameBySlug)',
            },
          ],
        },
      ],
    },
  },
  // one clock for the server's rules (server/clock.ts): a rule reads AppDeps.clock, which a test
  // owns. The files below only pace work (a cache's lifetime, a throttle's window, the live
  // tables' rounds, which run on the database's clock, shared by every node) or are the world
  // outside the book (the feed sources: the simulator's matches, the odds API's polls)
  {
    files: ['server/modules/**/*.ts', 'server/faces/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      'server/modules/identity/auth/login-throttle.ts',
      // a bearer token's minutes of life are the transport's: authenticator.ts says why
      'server/modules/identity/auth/authenticator.ts',
      'server/modules/identity/auth/session-opening.ts',
      'server/modules/identity/staff/sign-in.ts',
      'server/modules/identity/auth/session-check.ts',
      'server/modules/content/slider.ts',
      'server/modules/settings/site-settings.ts',
      'server/modules/games/featured-cache.ts',
      'server/modules/sportsbook/feed/feed-publisher.ts',
      'server/modules/live/settlement.ts',
      'server/modules/live/crash-table.ts',
      'server/modules/live/roulette-table.ts',
      'server/modules/live/tables-runner.ts',
      'server/modules/sportsbook/feed/feed-runner.ts',
      'server/modules/sportsbook/feed/odds-api/poller.ts',
      'server/modules/sportsbook/feed/scripted/scripted-feed.ts',
      'server/modules/sportsbook/feed/feed-recorder.ts',
      'server/faces/operator/push.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'Date',
          property: 'now',
          message: 'a rule reads the server’s clock (deps.clock.now(), server/clock.ts)',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'node:timers/promises',
              message: 'a rule waits on the server’s clock (deps.clock.sleep, server/clock.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/**/*.{ts,tsx}',
      'house/**/*.{ts,tsx}',
      'admin/src/**/*.{ts,tsx}',
      'shared/**/*.{ts,tsx}',
    ],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },
);
