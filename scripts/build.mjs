// `npm run build`: compiles everything `npm start` runs, once:
//   apps/server/dist/{server,backup,restore}.js  the server and its tools, bundled by esbuild
//   apps/server/dist/*.worker.js                  worker threads: LAS upload reader, PDF and LAS exports, CSV,
//                                                 password strength
//                                                 (node_modules stay external; our packages are bundled)
//   packages/core/dist/cli.js                     `npm run cli` (las inspect / convert)
//   apps/web/dist/                                the web app, built by Vite
//   apps/server/dist/about.json                   the commit the build came from (GET /api/about)
// `node scripts/build.mjs --if-stale` builds only what is missing or older than its sources.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { buildAbout } from './build-about.mjs';
import { ensureWebBuild, newestMtime, root } from './web-build.mjs';

const ifStale = process.argv.includes('--if-stale');
const serverDist = path.join(root, 'apps/server/dist');
const serverEntries = {
  server: 'apps/server/src/server.ts',
  backup: 'apps/server/src/cli/backup.ts',
  restore: 'apps/server/src/cli/restore.ts',
  // Worker threads (kernel/worker-pool.ts finds them beside server.js).
  'las-parse.worker': 'apps/server/src/features/projects/las-parse.worker.ts',
  'exports.worker': 'apps/server/src/features/exports/exports.worker.ts',
  'csv.worker': 'apps/server/src/features/project-data/csv.worker.ts',
  'diff-csv.worker': 'apps/server/src/features/imports/diff-csv.worker.ts',
  'password-strength.worker': 'apps/server/src/features/auth/password-strength.worker.ts',
};
const serverSources = ['apps/server/src', 'packages/core/src', 'packages/contracts/src', 'package-lock.json'].map((p) => path.join(root, p));

/** Everything that does not start with `.`, `/` or `@mudstack/` comes from node_modules at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@mudstack/') ? undefined : { path: args.path, external: true }));
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
  // Bundled ESM has no require(); a few CommonJS dependencies call it.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
};

async function buildServer() {
  const stamp = path.join(serverDist, 'server.js');
  if (ifStale && existsSync(stamp) && Math.max(...serverSources.map(newestMtime)) <= statSync(stamp).mtimeMs) return false;
  mkdirSync(serverDist, { recursive: true });
  await build({ ...common, entryPoints: serverEntries, outdir: serverDist });
  return true;
}

async function buildCli() {
  const out = path.join(root, 'packages/core/dist/cli.js');
  if (ifStale && existsSync(out) && newestMtime(path.join(root, 'packages/core/src')) <= statSync(out).mtimeMs) return false;
  await build({ ...common, entryPoints: [path.join(root, 'packages/core/src/cli/main.ts')], outfile: out });
  return true;
}

const started = Date.now();
const builtServer = await buildServer();
const builtCli = await buildCli();
ensureWebBuild({ force: !ifStale });
buildAbout();
if (builtServer || builtCli || !ifStale)
  console.log(`Build ready in ${((Date.now() - started) / 1000).toFixed(1)} s (server${builtCli ? ', command line' : ''}, web app).`);
