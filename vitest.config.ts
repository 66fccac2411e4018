import { defineConfig } from 'vitest/config';

// The property tests' seed for this run (scripts/fast-check-seed.ts), chosen here, before the test processes start,
// so that they all share it, and printed, so that a run can be repeated: FC_SEED=<seed> npm test.
process.env.FC_SEED ??= String(Date.now() % 2 ** 31);
console.log(`fast-check seed ${process.env.FC_SEED} (FC_SEED=${process.env.FC_SEED} repeats this run's property tests)`);

// One config for every workspace. Server tests run on one embedded PostgreSQL per run, a database
// per worker and a schema per file (apps/server/src/test/global-setup.ts and helper.ts).
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**', 'bench/**'],
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/web/src/test/setup.ts', 'scripts/fast-check-seed.ts'],
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
