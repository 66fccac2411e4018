import type { Page } from '@playwright/test';
import { api } from './support/api';
import { signInAs } from './support/auth';
import { screenshot } from './support/browser';
import { expect, test, useE2E } from './support/setup';

const e2e = useE2E('security', { seedDemo: true });

/** Records every Content-Security-Policy violation the page reports, as events and as console lines. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCsp', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${event.violatedDirective}: ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Every console error and warning, and every uncaught page error (a clean console). */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

test.describe('Content-Security-Policy and a clean console', () => {
  test('every screen of the built app works under the strict policy, with no violation, console error or warning', async () => {
    const page = await e2e.newPage();
    const violations = await watchCsp(page);
    const consoleMessages = watchConsole(page);
    // Signed out, the app's own address lands on sign-in without asking the server for a session it has not got.
    await page.goto('/');
    await page.waitForURL('**/auth/login');
    const policy = (await page.goto('/auth/login'))?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await page.getByRole('button', { name: 'Sign in' }).waitFor();

    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    const projects = await api(page, 'GET', '/api/projects');
    const demo = (projects.body.result as { id: number; name: string }[]).find((p) => p.name === 'Demo well');
    const projectHref = demo ? `/projects/${demo.id}` : null;

    const screens = ['/projects', '/projects/archived', '/graph-configurations', '/my-account', '/user-permissions', '/companies'];
    for (const path of screens) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.locator('main, [role="main"], body').first().waitFor();
    }
    if (projectHref) {
      await page.goto(projectHref);
      await page.locator('canvas').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      // Wheel over a graph: plain (scrolls the page), Ctrl (zooms depth), Shift (zooms y).
      const over = page.locator('[data-testid=depth-chart] .u-over').first();
      await over.hover();
      await page.mouse.wheel(0, 200);
      await page.keyboard.down('Control');
      await page.mouse.wheel(0, -300);
      await page.keyboard.up('Control');
      await page.keyboard.down('Shift');
      await page.mouse.wheel(0, 200);
      // Shift + drag pans.
      const box = (await over.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
      await page.mouse.up();
      await page.keyboard.up('Shift');
      await screenshot(page, 'security-workspace-under-csp');
      await page.goto(`${projectHref}/export-pdf`);
      await page.waitForLoadState('networkidle');
    }
    expect(projectHref).toBeTruthy();
    expect(violations).toEqual([]);
    expect(consoleMessages).toEqual([]);
  });
});
