import type { ChildProcess } from 'node:child_process';

/** The compiled server started by startServerProcess, with everything it printed so far. */
export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
}

/** A port nothing listens on now. */
export function freePort(): Promise<number>;
/** Starts apps/server/dist/server.js on 127.0.0.1:`port` with `dataDir`, in a process group of its own. */
export function startServerProcess(options: { dataDir: string; port: number; env?: NodeJS.ProcessEnv }): ServerProcess;
/** Waits for /api/health; false when the process exited first or `withinMs` passed. */
export function cameUp(base: string, server: ServerProcess, withinMs?: number): Promise<boolean>;
/** Kills the server's whole process group with `signal`; resolves when the server process has exited. */
export function killGroup(server: ServerProcess, signal?: NodeJS.Signals): Promise<void>;
