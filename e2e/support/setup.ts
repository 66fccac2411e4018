import { test as base, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { generateMudGasLas } from '../../packages/core/src/demo/generate-mudgas-las';
import { createProjectViaApi } from './api';
import { signInAs } from './auth';
import { newContext, screenshot } from './browser';
import { startServer, type StartServerOptions, type TestServer } from './server';

export { expect } from '@playwright/test';

export interface E2E {
  server: TestServer;
  browser: Browser;
  /** A page in a fresh context (no cookies); closed after the test, its trace kept when the test fails. */
  newPage: () => Promise<Page>;
}

/** Which journey file a server belongs to (a new value starts a new worker, hence a fresh server), and how it starts. */
interface ServerOptions extends StartServerOptions {
  journey: string;
}

interface WorkerFixtures {
  serverOptions: ServerOptions;
  server: TestServer;
}

interface TestFixtures {
  e2e: E2E;
  /** A fresh page signed in as the super-admin, on the projects list. */
  adminPage: Page;
  /** The id of the demo well: the seeded demo project, or the same generated well uploaded by the super-admin. */
  demoProject: number;
}

/**
 * The journeys' test: `e2e` gives the file's server (started once per journey file, on a fresh DATA_DIR), the
 * shared Chromium, and fresh pages. A failed test leaves a screenshot of its last page in test-results/ and a
 * Playwright trace of every page it opened in test-results/playwright/ (`npx playwright show-trace FILE`): its actions
 * with the page's DOM at each, without the screencast.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  serverOptions: [{ journey: 'default' }, { scope: 'worker', option: true }],
  server: [
    async ({ serverOptions }, use) => {
      const server = await startServer(serverOptions);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  e2e: async ({ server, browser }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    let lastPage: Page | undefined;
    const newPage = async () => {
      const context = await newContext(browser, server.baseUrl);
      // DOM snapshots at every action, without the screencast's frames: those cost a third or more of a journey's
      // time on a 2-core machine drawing in software (admin.e2e.ts: 105 s with them, 68 s without, 65 s untraced).
      // A failed test still leaves a screenshot of its last page (closeAll).
      await context.tracing.start({ snapshots: true });
      contexts.push(context);
      lastPage = await context.newPage();
      return lastPage;
    };
    await use({ server, browser, newPage });
    await closeAll(contexts, lastPage, testInfo);
  },
  adminPage: async ({ e2e, server }, use) => {
    const page = await e2e.newPage();
    await signInAs(page, server.adminEmail, server.adminPassword);
    await use(page);
  },
  demoProject: async ({ adminPage }, use) => {
    await use(await demoProjectId(adminPage));
  },
});

/** The seeded demo project, or (on a server started without the seed) the same generated well uploaded here. */
export async function demoProjectId(page: Page): Promise<number> {
  const list = (await (await page.request.get('/api/projects')).json()) as { result: { id: number; name: string }[] };
  const demo = list.result.find((p) => /demo/i.test(p.name));
  if (demo) return demo.id;
  const las = generateMudGasLas({});
  const landing = /LAND\s*\.FT\s+([\d.]+)/.exec(las)?.[1] ?? '';
  return createProjectViaApi(page, 'Demo well', las, Number(landing));
}

async function closeAll(contexts: BrowserContext[], lastPage: Page | undefined, testInfo: TestInfo) {
  const failed = testInfo.status !== testInfo.expectedStatus;
  if (failed && lastPage && !lastPage.isClosed()) await screenshot(lastPage, `FAILED-${testInfo.title}`).catch(() => undefined);
  for (const [i, context] of contexts.entries()) {
    await context.tracing.stop(failed ? { path: testInfo.outputPath(`trace-${i + 1}.zip`) } : undefined).catch(() => undefined);
    await context.close().catch(() => undefined);
  }
}

/**
 * Call once at the top of a journey file with the file's own name: one server for the file, Chromium, and
 * `e2e.newPage()` in every test (the fields are filled in before each test).
 */
export function useE2E(journey: string, options: StartServerOptions = {}): E2E {
  const env = {} as E2E;
  test.use({ serverOptions: { journey, ...options } });
  test.beforeEach(({ e2e }) => {
    Object.assign(env, e2e);
  });
  return env;
}
