// `npm start`: builds the web app when it is missing or older than its sources, then serves
// the API and the web app on one port (PORT, default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAbout } from './build-about.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const webIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web', 'packages/core/src', 'packages/contracts/src'].map((p) => path.join(root, p));
const stale = !existsSync(webIndex) || Math.max(...sources.map(newestMtime)) > statSync(webIndex).mtimeMs;
if (stale || process.env.FORCE_BUILD === '1') {
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@mudstack/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
buildAbout();

const tsx = path.join(root, 'node_modules/.bin/tsx');
const child = spawn(tsx, [path.join(root, 'apps/server/src/server.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
