import { defineConfig } from 'vitest/config';

// One config for every workspace. Server tests run on one embedded PostgreSQL per run, a database
// per worker and a schema per file (apps/server/src/test/global-setup.ts and helper.ts).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**', 'bench/**'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/web/src/test/setup.ts'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    // In CI, a run whose closing overruns teardownTimeout also prints what kept the process alive.
    reporters: process.env.CI ? ['default', 'hanging-process'] : ['default'],
  },
});
