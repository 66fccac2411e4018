// Temporary screenshot script (not committed).
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const base = 'http://localhost:3107';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const context = await browser.newContext({ baseURL: base, viewport: { width: 1600, height: 1000 } });
const page = await context.newPage();
await page.goto('/auth/login');
await page.getByLabel('Email').fill('geo@mudstack.test');
await page.getByLabel('Password', { exact: true }).fill('geo-password-123');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL('**/projects');
await page.getByRole('button', { name: 'Settings', exact: true }).waitFor();
const las = readFileSync('/tmp/big.las', 'utf8');
const id = await page.evaluate(async (las) => {
  const csrf = document.cookie.match(/(?:^|; )csrf_access_token=([^;]*)/)?.[1] ?? '';
  const form = new FormData();
  form.set('name', 'Rig export 66 MB');
  form.set('las_file', new File([las], 'big.las'));
  const r = await fetch('/api/projects', { method: 'POST', headers: { 'X-CSRF-TOKEN': decodeURIComponent(csrf) }, body: form });
  return (await r.json()).result.id;
}, las);
for (const [w, h] of [[1600, 1000], [1280, 800]]) {
  await page.setViewportSize({ width: w, height: h });
  await page.goto(`/projects/${id}`);
  await page.getByTestId('section-vertical').waitFor({ timeout: 120000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, { timeout: 120000 });
  await page.screenshot({ path: `/tmp/big-${w}.png` });
}
await page.evaluate(() => window.scrollTo(0, 2400));
await page.screenshot({ path: '/tmp/big-1280-scrolled.png' });
await browser.close();
