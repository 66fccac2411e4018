import type { Response, Route } from '@playwright/test';
import { noticeTexts, signInAs, signOut } from './support/auth';
import { screenshot } from './support/browser';
import { linkInEmail, readOutbox, waitForEmail } from './support/server';
import { expect, test, useE2E } from './support/setup';

const e2e = useE2E('auth');

test.describe('signing in and out', () => {
  test('two tabs across an access-token expiry stay signed in, their refreshes sent at the same instant', async () => {
    const first = await e2e.newPage();
    await signInAs(first, e2e.server.adminEmail, e2e.server.adminPassword);
    const second = await first.context().newPage();
    await second.goto('/projects');
    await second.getByRole('button', { name: 'Settings', exact: true }).waitFor();
    const tabs = [first, second];
    for (let round = 0; round < 3; round++) {
      // Both tabs' refreshes are held until both are sent, so they present the same refresh token at once.
      const held: Route[] = [];
      let released = false;
      let bothSent!: () => void;
      const sent = new Promise<void>((resolve) => (bothSent = resolve));
      for (const tab of tabs) {
        await tab.route('**/api/auth/refresh*', async (route) => {
          // A refresh after the two held ones (a retry) goes straight through.
          if (released) return route.continue();
          held.push(route);
          if (held.length === 2) bothSent();
        });
      }
      // The access token expires: the browser drops its cookie (it lives exactly as long as the token).
      await first.context().clearCookies({ name: 'access_token_cookie' });
      const reloads = Promise.all(tabs.map((tab) => tab.reload()));
      await sent;
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await reloads;
      for (const tab of tabs) {
        await tab.getByRole('button', { name: 'Settings', exact: true }).waitFor();
        expect(new URL(tab.url()).pathname, `round ${round}`).toBe('/projects');
        await tab.unrouteAll();
        expect(await tab.evaluate(async () => (await fetch('/api/registered/account')).status)).toBe(200);
      }
    }
  });

  test('signs in as the super-admin, shows the navigation, signs out, and guards /projects', async () => {
    const page = await e2e.newPage();
    await page.goto('/projects');
    await page.waitForURL('**/auth/login');
    await screenshot(page, 'auth-login');

    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    expect(new URL(page.url()).pathname).toBe('/projects');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Projects' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page');

    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    const items = await page.getByRole('menuitem').allInnerTexts();
    expect(items.map((t) => t.trim())).toEqual(['Account', 'Graph Configurations', 'Manage Users', 'Manage Companies', 'Log out']);
    await screenshot(page, 'auth-settings-menu');
    await page.keyboard.press('Escape');

    // The session survives a reload: entering the main layout refreshes it.
    await page.reload();
    await page.getByRole('button', { name: 'Settings', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/projects');

    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('mudstack.user'))).toBeNull();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    // A deliberate sign-out is not an expired session.
    expect(await noticeTexts(page)).not.toContainEqual(expect.stringContaining('expired'));
    await page.goto('/projects');
    await page.waitForURL('**/auth/login');
    expect(new URL(page.url()).pathname).toBe('/auth/login');

    // A workspace link opened signed out goes to sign-in, having asked the server for nothing it would refuse.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });
    await page.goto('/projects/1?config=0');
    await page.waitForURL('**/auth/login');
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(refused).toEqual([]);
  });

  test('sends unknown paths to the right place and hides the navbar on the project routes', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth/nowhere');
    await page.waitForURL('**/auth/login');
    await signInAs(page, e2e.server.adminEmail, e2e.server.adminPassword);
    await page.goto('/no/such/page');
    await page.waitForURL('**/projects');
    expect(new URL(page.url()).pathname).toBe('/projects');

    const settings = page.getByRole('button', { name: 'Settings', exact: true });
    await page.goto('/projects/archived');
    await settings.waitFor();
    // The navbar is rendered in the same commit as <main>; read both at once, before the page
    // itself may move on (a missing project sends the user back to the list).
    const chrome = () => page.evaluate(() => ({ path: location.pathname, navbar: document.querySelector('[data-app-navbar]') !== null }));
    // Project calls are held unanswered, so the workspace stays on its route while we look.
    await page.route('**/api/projects/**', () => undefined);
    await page.goto('/projects/1');
    await page.locator('main').waitFor();
    expect(await chrome()).toEqual({ path: '/projects/1', navbar: false });
    await page.goto('/projects/1/export-pdf');
    await page.locator('main').waitFor();
    expect(await chrome()).toEqual({ path: '/projects/1/export-pdf', navbar: false });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/graph-configurations');
    await settings.waitFor();
    expect(await chrome()).toEqual({ path: '/graph-configurations', navbar: true });
  });

  test('refreshes a lapsed access token transparently, and signs out once the session is gone', async ({ adminPage: page }) => {
    // The projects list's own calls (its page view among them) are answered before the cookie goes: a call sent
    // with the cookie and answered after it went would otherwise be taken for the retried one.
    const pageViewOf = (r: Response, path: string) =>
      r.url().endsWith('/api/page-views') && (r.request().postDataJSON() as { path?: string } | null)?.path === path;
    const listed = page.waitForResponse((r) => pageViewOf(r, '/projects') && r.status() === 200);
    await page.reload();
    await listed;
    await page.getByRole('button', { name: 'Settings', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const context = page.context();

    // Without the access cookie the next calls answer 401; the client refreshes once and retries.
    await context.clearCookies({ name: 'access_token_cookie' });
    const seen: string[] = [];
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) seen.push(`${r.request().method()} ${url.pathname} ${r.status()}`);
    });
    const retried = page.waitForResponse((r) => pageViewOf(r, '/my-account') && r.status() === 200);
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Account' }).click();
    await page.waitForURL('**/my-account');
    await retried;
    expect(new URL(page.url()).pathname).toBe('/my-account');
    // Every call that met the 401 shared one refresh and succeeded when retried.
    expect(
      seen.filter((line) => line.startsWith('POST /api/auth/refresh')),
      seen.join('\n'),
    ).toEqual(['POST /api/auth/refresh 200']);
    expect(seen.filter((line) => line.startsWith('POST /api/page-views'))).toEqual(['POST /api/page-views 401', 'POST /api/page-views 200']);

    // Without any session cookie the refresh fails too: signed out with the catalogue's message.
    await context.clearCookies();
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Graph Configurations' }).click();
    await page.waitForURL('**/auth/login');
    await page.locator('.mantine-Notification-root', { hasText: 'Your session has expired; please log in again.' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('mudstack.user'))).toBeNull();
  });

  test('shows the error notice for a wrong password and stays on sign-in', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(e2e.server.adminEmail);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByLabel('Password', { exact: true }).press('Enter');
    const notice = page.locator('.mantine-Notification-root', { hasText: 'Invalid email or password.' });
    await notice.waitFor({ timeout: 10_000 });
    await screenshot(page, 'auth-wrong-password');
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });

  test('requests a password reset, receives the email, and sets a new password', async () => {
    const page = await e2e.newPage();
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByLabel('Email').fill(e2e.server.adminEmail);
    await screenshot(page, 'auth-forgot-password');
    expect(readOutbox(e2e.server)).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const email = await waitForEmail(e2e.server, (m) => m.content.includes(e2e.server.adminEmail));
    const link = linkInEmail(email, e2e.server.baseUrl);
    expect(link).toMatch(/\/auth\/password-reset\/[^/]+$/);

    await page.goto(link!);
    await page.getByLabel('New password').fill('Another-Password-1');
    await page.getByLabel('Confirm password').fill('Different-Password-2');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Passwords do not match!' }).waitFor();
    await page.getByText('Passwords do not match!', { exact: true }).nth(1).waitFor();
    await screenshot(page, 'auth-reset-mismatch');

    await page.getByLabel('Confirm password').fill('Another-Password-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL('**/auth/login');
    await signInAs(page, e2e.server.adminEmail, 'Another-Password-1');
    // Keep the known password for any later test in this file.
    e2e.server.adminPassword = 'Another-Password-1';
  });
});
