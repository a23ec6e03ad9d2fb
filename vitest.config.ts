import { defineConfig } from 'vitest/config';

// Two projects, by directory. `unit`: contract/, src/ and house/, which hold no database code, so
// their tests are the same on any database and `npm test` runs them once, in the PGlite run.
// `database`: server/ and tests/, run on PGlite and again on PostgreSQL (`--project database`).
export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['contract/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'house/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include: ['server/**/*.test.ts', 'tests/**/*.test.ts'],
          // one migrated template database per run; each test server starts from a copy of it
          globalSetup: ['server/testing/global-setup.ts'],
        },
      },
    ],
  },
});
