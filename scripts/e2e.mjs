// `npm run test:e2e`: builds what is stale (server, web app), then runs the browser journeys (e2e/**/*.e2e.ts)
// with Playwright's runner in Debian's Chromium (playwright.config.ts). Extra arguments go to `playwright test`
// (e.g. a file, or `-g "title"`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './web-build.mjs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium was not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const playwright = path.join(root, 'node_modules/.bin/playwright');
const result = spawnSync(playwright, ['test', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
