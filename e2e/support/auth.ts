import type { Page } from '@playwright/test';

/**
 * Signs in through the real sign-in page and waits for the projects list with its navigation bar: the main
 * layout shows it once its session check has answered, so calls made next never race that refresh.
 */
export async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/projects', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Settings', exact: true }).waitFor({ timeout: 20_000 });
}

/** Opens the Settings dropdown of the navigation bar and clicks Log out. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.waitForURL('**/auth/login', { timeout: 20_000 });
}

/** The texts of the notices currently shown (Mantine notifications). */
export async function noticeTexts(page: Page): Promise<string[]> {
  return page.locator('.mantine-Notification-root').allInnerTexts();
}
