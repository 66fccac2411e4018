import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './server';

// The compiled command line's `wits bridge` and `wits replay`, for the live journey and the live bench: each in a
// process group of its own, its output kept for a failure's message, stopped by its group.

export type WitsProcess = ChildProcess & { output: () => string };

/** `npm run cli -- wits ARGS` (the compiled `packages/core/dist/cli.js`), as its own process group. */
export function startWits(args: string[]): WitsProcess {
  const child = spawn(process.execPath, [path.join(ROOT, 'packages/core/dist/cli.js'), 'wits', ...args], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return Object.assign(child, { output: () => output });
}

/** Kills the process's whole group (nothing when it already ended). */
export function stopWits(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** `wits bridge` on 127.0.0.1:`port` sending to the test server's project `project` with `token`, its buffer in `buffer`. */
export function startBridge(options: { port: number; url: string; project: number; token: string; buffer: string }): WitsProcess {
  const { port, url, project, token, buffer } = options;
  return startWits(['bridge', '--listen', `127.0.0.1:${port}`, '--url', url, '--project', String(project), '--token', token, '--buffer', buffer]);
}
