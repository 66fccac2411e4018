// The compiled server as a process of its own for the scripts that drive it (the fault test, the scripts check):
// a free port, the server started in its own process group on a DATA_DIR, waiting for /api/health, and the group
// killed as a whole.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { serverEnv } from './server-env.mjs';
import { root } from './web-build.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port nothing listens on now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts apps/server/dist/server.js on 127.0.0.1:`port` with `dataDir` (the embedded database), in a process group
 * of its own; `env` adds to (or overrides) the environment. Its output is kept for a failure's message.
 */
export function startServerProcess({ dataDir, port, env = {} }) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...serverEnv(), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  return { child, output: () => output };
}

/** Waits for /api/health; false when the process exited first or `withinMs` passed. */
export async function cameUp(base, server, withinMs = 60_000) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) return false;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return true;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  return false;
}

/** Kills the server's whole process group with `signal`; resolves when the server process has exited. */
export function killGroup(server, signal = 'SIGKILL') {
  try {
    process.kill(-server.child.pid, signal);
  } catch {
    /* gone */
  }
  return new Promise((resolve) =>
    server.child.exitCode !== null || server.child.signalCode !== null ? resolve() : server.child.once('exit', resolve),
  );
}
