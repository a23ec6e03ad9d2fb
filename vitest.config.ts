import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { defineConfig } from 'vitest/config';

// Two projects, by directory. `database`: server/ and tests/*/ (tests/live), whose tests run on the
// database TEST_DB names; `npm test` runs them on PGlite and again on PostgreSQL
// (`--project database`). `once`: contract/, shared/, src/, house/ and admin/, which hold no database code, and the
// whole-program tests at the top of tests/ (a million-round simulation; `npm start`, which brings
// its own PGlite): nothing in them reads TEST_DB, so they run once, in the PGlite run.
export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        // Lingui as the builds have it: the macros compiled (a message's id is its text's hash) and
        // a catalogue imported from its .po file, so a test reads the words a player or a staff
        // member sees, never a stand-in of its own
        plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        test: {
          name: 'once',
          include: [
            'contract/**/*.test.ts',
            'src/**/*.test.{ts,tsx}',
            'house/**/*.test.ts',
            'shared/**/*.test.ts',
            'admin/**/*.test.ts',
            'tests/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'database',
          include: ['server/**/*.test.ts', 'tests/*/**/*.test.ts'],
          // one migrated template database per run; each test server starts from a copy of it
          globalSetup: ['server/testing/global-setup.ts'],
          // the files of a worker share one module graph: isolated, each file imported the server
          // again (import time: 165 s of a 291 s run on PGlite, 130 s on PostgreSQL); shared, the
          // run takes 160 s and 180 s. Safe because no server test mocks a module or changes
          // process.env, and fake timers are put back after each test that uses them
          isolate: false,
        },
      },
    ],
  },
});
