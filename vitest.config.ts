import { defineConfig } from 'vitest/config';

// One config for every workspace. Server tests share one embedded database per worker
// (see apps/server/src/test/helper.ts), so workers are not isolated per file.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**', 'bench/**'],
    pool: 'forks',
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
  },
});
