// Builds the web app (apps/web/dist) when it is missing or older than any of its sources.
// Shared by `npm start` and `npm run test:e2e`. Several runs may share one checkout (and
// servers may be serving dist meanwhile), so builds take a lock, build into a scratch
// directory, keep the previous build's hashed assets (pages already open still load their
// lazy chunks), and swap the result in with a rename.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const dist = path.join(webDir, 'dist');
const webIndex = path.join(dist, 'index.html');
const sources = [webDir, path.join(root, 'packages/core/src'), path.join(root, 'packages/contracts/src')];
const cacheDir = path.join(root, 'node_modules/.cache');
const lockDir = path.join(cacheDir, 'mudstack-web-build.lock');
const LOCK_STALE_MS = 5 * 60 * 1000;
const OLD_ASSET_MAX_AGE_MS = 6 * 60 * 60 * 1000;

/**
 * The newest modification time (ms) of a file, or of the files below a folder; dependencies, outputs,
 * dot-files and tests do not count. Shared by the web build here and the server build (build.mjs).
 */
export function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    if (/\.(test|e2e)\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when apps/web/dist is missing or a source file is newer than its index.html. */
export function webBuildIsStale() {
  if (!existsSync(webIndex)) return true;
  return Math.max(...sources.map(newestMtime)) > statSync(webIndex).mtimeMs;
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function acquireLock() {
  mkdirSync(cacheDir, { recursive: true });
  for (;;) {
    try {
      mkdirSync(lockDir);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > LOCK_STALE_MS) rmSync(lockDir, { recursive: true, force: true });
      } catch {
        /* released meanwhile */
      }
      sleep(500);
    }
  }
}

/** Copies the previous build's hashed assets that the new one lacks, unless they are old. */
function carryOverAssets(fromDir, toDir) {
  const from = path.join(fromDir, 'assets');
  const to = path.join(toDir, 'assets');
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  const now = Date.now();
  for (const name of readdirSync(from)) {
    const source = path.join(from, name);
    if (existsSync(path.join(to, name)) || now - statSync(source).mtimeMs > OLD_ASSET_MAX_AGE_MS) continue;
    cpSync(source, path.join(to, name), { preserveTimestamps: true });
  }
}

/** Runs `vite build` when needed (or always with FORCE_BUILD=1); exits the process on failure. */
export function ensureWebBuild({ force = process.env.FORCE_BUILD === '1' } = {}) {
  if (!force && !webBuildIsStale()) return;
  acquireLock();
  try {
    // Another run may have built it while we waited.
    if (!force && !webBuildIsStale()) return;
    console.log('Building the web app...');
    const scratch = path.join(cacheDir, `mudstack-web-${process.pid}-${Date.now()}`);
    const result = spawnSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--outDir', scratch, '--emptyOutDir'], {
      cwd: webDir,
      stdio: 'inherit',
    });
    if (result.status !== 0) {
      rmSync(scratch, { recursive: true, force: true });
      process.exit(result.status ?? 1);
    }
    const previous = `${dist}.old-${process.pid}`;
    if (existsSync(dist)) {
      carryOverAssets(dist, scratch);
      renameSync(dist, previous);
    }
    renameSync(scratch, dist);
    rmSync(previous, { recursive: true, force: true });
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
