import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot } from './browser';
import { startServer, type StartServerOptions, type TestServer } from './server';

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A page in a fresh context (no cookies); closed after the test. */
  newPage: () => Promise<Page>;
}

/**
 * Call once at the top of an e2e file: one server and one Chromium for the file, a fresh browser
 * context per `newPage()`. Failed tests leave a screenshot of their last page in test-results/.
 */
export function useE2E(options: StartServerOptions = {}): E2E {
  const env = {} as E2E;
  const contexts: BrowserContext[] = [];
  let lastPage: Page | undefined;

  beforeAll(async () => {
    env.server = await startServer(options);
    env.browser = await launchBrowser();
  });

  env.newPage = async () => {
    const context = await newContext(env.browser, env.server.baseUrl);
    contexts.push(context);
    lastPage = await context.newPage();
    return lastPage;
  };

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail' && lastPage && !lastPage.isClosed()) {
      await screenshot(lastPage, `FAILED-${context.task.name}`).catch(() => undefined);
    }
    for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
    lastPage = undefined;
  });

  afterAll(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });

  return env;
}
