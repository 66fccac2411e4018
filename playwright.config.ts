import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/browser';

// Browser journeys (`npm run test:e2e`): Debian's Chromium, never a downloaded browser. Each journey file
// starts its own server (e2e/support/setup.ts), so files run one after another in one worker at a time.
// E2E_PART names a part of the journeys run beside another (.ci/run's two lanes): each keeps its own artifacts.
const part = process.env.E2E_PART ? `-${process.env.E2E_PART}` : '';
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  outputDir: `test-results/playwright${part}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: `test-results/e2e-junit${part}.xml` }]] : 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
});
