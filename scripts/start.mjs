// `npm start`: builds what is missing or stale (scripts/build.mjs, in its own process, so no
// compiler stays in the server's process tree), then runs the compiled server as this process's child, with the
// environment of scripts/server-env.mjs (glibc reads its memory setting only when a process starts). Signals
// are passed on; this process ends with the server's exit status.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { serverEnv } from './server-env.mjs';
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
const child = spawn(process.execPath, [server], { cwd: process.cwd(), stdio: 'inherit', env: serverEnv() });
// Ctrl+C reaches the whole foreground group, the server included; a signal sent to this process alone is passed
// on (a closed terminal's SIGHUP as SIGTERM). The server's close runs once however many arrive.
process.on('SIGINT', () => child.kill('SIGINT'));
process.on('SIGTERM', () => child.kill('SIGTERM'));
process.on('SIGHUP', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 1)));
