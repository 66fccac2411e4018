import { chromium } from '@playwright/test';
const base = 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1280, 800], [1600, 1000]]) {
  const page = await browser.newPage({ viewport: { width: w, height: h } });
  await page.goto(`${base}/auth/login`);
  await page.getByLabel('Email').fill('a@b.co');
  await page.getByLabel('Password', { exact: true }).fill('Xx-12345678-long');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((u) => !u.pathname.includes('/auth/'));
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shots/projects-${w}.png` });
  for (const path of (process.env.PATHS ?? '/projects/1').split(',')) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${path.replace(/\W+/g, '_')}-${w}.png` });
  }
  await page.close();
}
await browser.close();
