// `npm run test:e2e`: builds what is stale (server, web app), then runs the browser journeys (e2e/**/*.e2e.ts)
// in Debian's Chromium. Extra arguments go to Vitest (e.g. a file filter).
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

const vitest = path.join(root, 'node_modules/.bin/vitest');
const result = spawnSync(vitest, ['run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
