// `npm start`: builds the web app when it is missing or older than its sources, then serves
// the API and the web app on one port (PORT, default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAbout } from './build-about.mjs';
import { ensureWebBuild, root } from './web-build.mjs';

ensureWebBuild();
buildAbout();

const tsx = path.join(root, 'node_modules/.bin/tsx');
const child = spawn(tsx, [path.join(root, 'apps/server/src/server.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
