import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'contract/**/*.test.ts',
      'server/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'house/**/*.test.ts',
      'tests/**/*.test.ts',
    ],
    maxWorkers: 2,
    // one migrated template database per run; each test server starts from a copy of it
    globalSetup: ['server/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
