// `npm run dev`: the API with tsx watch on PORT (default 3000) and the Vite dev server on 5173,
// which proxies /api to it. Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAbout } from './build-about.mjs';
import { root } from './web-build.mjs';

buildAbout();
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', path.join(root, 'apps/server/src/server.ts')], { cwd: root, stdio: 'inherit', env: process.env }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: process.env }),
];
const stop = (signal) => children.forEach((child) => child.exitCode === null && child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
