import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { screenshot } from './support/browser';
import { expect, test, useE2E } from './support/setup';

useE2E('accessibility', { seedDemo: true });

/** The WCAG 2.1 A and AA rules of axe-core. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe-core on the page as it is now and fails with each violation's rule, impact and first elements. */
async function expectNoViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} at ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} [${n.failureSummary ?? ''}] ${n.html.slice(0, 120)}`)
        .join(' | ')}`,
  );
  expect(found, `${screen}: ${found.length} violations`).toEqual([]);
}

test.describe('accessible to everyone (axe-core, WCAG 2.1 A and AA)', () => {
  test('the sign-in page', async ({ e2e }) => {
    const page = await e2e.newPage();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await expectNoViolations(page, 'sign-in');
  });

  test('projects, graph configurations and the editor, users, companies and my account', async ({ adminPage: page }) => {
    test.setTimeout(180_000); // six screens scanned: 24 s alone, 78 s beside CI's other lane on a slow machine
    const screens: [string, string, () => Promise<unknown>][] = [
      ['projects', '/projects', () => page.getByRole('table').first().waitFor()],
      ['graph configurations', '/graph-configurations', () => page.getByText('Mudstack default config').first().waitFor()],
      [
        'graph configuration editor',
        '/graph-configurations/edit/0',
        () =>
          page
            .getByRole('button', { name: /Go back/ })
            .first()
            .waitFor(),
      ],
      ['users', '/user-permissions', () => page.getByRole('table').first().waitFor()],
      ['companies', '/companies', () => page.getByRole('table').first().waitFor()],
      [
        'my account',
        '/my-account',
        () =>
          page
            .getByText(/Mudstack \S+/)
            .first()
            .waitFor(),
      ],
    ];
    for (const [name, path, ready] of screens) {
      await page.goto(path);
      await ready();
      await expectNoViolations(page, name);
    }
  });

  test('the correlation page with its comparison', async ({ adminPage: page, demoProject: id }) => {
    // The demo well beside a project nobody may view: one group and the notice naming the other.
    await page.goto(`/correlation?projects=${id},999999`);
    await page.locator('[data-testid="correlation-track"] canvas').first().waitFor();
    await expectNoViolations(page, 'correlation');
    await page.getByRole('button', { name: 'Compare intervals' }).click();
    await page.getByTestId('comparison-table').waitFor();
    await expectNoViolations(page, 'correlation with its comparison');
  });

  /** The demo well's workspace at 1600 x 1000, its graphs drawn. */
  async function openWorkspace(page: Page, id: number) {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await page.goto(`/projects/${id}`);
    await page.getByTestId('section-vertical').waitFor({ timeout: 60_000 });
    await expect.poll(async () => Number(await page.getByTestId('depth-chart').first().getAttribute('data-draws')) > 0).toBe(true);
  }

  // The workspace's screens in four tests: each scan of its graphs takes a while on a slow machine, and one test of
  // all eight ran past 180 s beside CI's other lane.
  test('the workspace and its side panel', async ({ adminPage: page, demoProject: id }) => {
    test.setTimeout(180_000);
    await openWorkspace(page, id);
    await expectNoViolations(page, 'workspace');
    await page.getByLabel('Toggle side panel').click();
    await page.getByTestId('side-panel').waitFor();
    await expectNoViolations(page, 'workspace with the side panel');
  });

  test('the workspace with its Pixler and ternary plots', async ({ adminPage: page, demoProject: id }) => {
    test.setTimeout(180_000);
    await openWorkspace(page, id);
    await page.getByLabel('Toggle side panel').click();
    await page.getByRole('button', { name: 'Pixler plot' }).click();
    await page.getByTestId('pixler-plot').waitFor({ timeout: 30_000 });
    await expectNoViolations(page, 'workspace with the Pixler plot');
    await page.getByRole('button', { name: 'Ternary plot' }).click();
    await page.getByTestId('ternary-plot').waitFor({ timeout: 30_000 });
    await expectNoViolations(page, 'workspace with the ternary plot');
  });

  test("the workspace's modals", async ({ adminPage: page, demoProject: id }) => {
    test.setTimeout(180_000);
    await openWorkspace(page, id);
    await page.getByLabel('Toggle side panel').click();
    await page.getByTestId('side-panel').waitFor();
    const modals: [string, () => Promise<unknown>][] = [
      ['Graph settings', () => page.getByRole('button', { name: 'Graph settings' }).first().click()],
      ['Smoothing comparison', () => page.getByRole('button', { name: 'Smoothing comparison' }).first().click()],
      ['New snippet', () => page.getByRole('button', { name: 'New snippet' }).first().click()],
      ['Project settings', () => page.getByRole('button', { name: 'Project settings' }).click()],
    ];
    for (const [name, open] of modals) {
      await open();
      const dialog = page.getByRole('dialog').last();
      await dialog.waitFor();
      // Mantine's modals fade in: measured once the transition has settled.
      await expect.poll(() => dialog.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await expectNoViolations(page, `workspace, ${name}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  });

  test('the workspace depth down', async ({ adminPage: page, demoProject: id }) => {
    test.setTimeout(180_000);
    await openWorkspace(page, id);
    await page.getByRole('switch', { name: 'Depth down' }).check();
    await expect.poll(() => page.getByTestId('section-vertical').getAttribute('data-orientation')).toBe('down');
    await expectNoViolations(page, 'workspace depth down');
    await screenshot(page, 'accessibility-workspace-depth-down');
    await page.getByRole('switch', { name: 'Depth down' }).uncheck();
  });
});
