// Builds the web app (apps/web/dist) when it is missing or older than any of its sources.
// Shared by `npm start` and `npm run test:e2e`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const sources = ['apps/web', 'packages/core/src', 'packages/contracts/src'].map((p) => path.join(root, p));

function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** True when apps/web/dist is missing or a source file is newer than its index.html. */
export function webBuildIsStale() {
  if (!existsSync(webIndex)) return true;
  return Math.max(...sources.map(newestMtime)) > statSync(webIndex).mtimeMs;
}

/** Runs `vite build` when needed (or always with FORCE_BUILD=1); exits the process on failure. */
export function ensureWebBuild({ force = process.env.FORCE_BUILD === '1' } = {}) {
  if (!force && !webBuildIsStale()) return;
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build', '-w', '@mudstack/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
