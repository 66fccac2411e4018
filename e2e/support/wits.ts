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
