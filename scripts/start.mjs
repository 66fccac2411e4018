// `npm start`: builds what is missing or stale (scripts/build.mjs, in its own process, so no
// compiler stays in the server's process tree), then runs the compiled server in this process.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './web-build.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 15)) {
  console.error(`Mudstack needs Node.js 22.15 or later (this is ${process.version}); see .nvmrc.`);
  process.exit(1);
}

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.mjs'), '--if-stale'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const server = path.join(root, 'apps/server/dist/server.js');
if (!existsSync(server)) {
  console.error('The build did not produce apps/server/dist/server.js.');
  process.exit(1);
}
await import(pathToFileURL(server).href);
