import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cameUp, freePort, killGroup, startServerProcess } from '../../scripts/server-process.mjs';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const ADMIN_EMAIL = 'admin@mudstack.test';
export const ADMIN_PASSWORD = 'Super-Secret-42';

export interface StartServerOptions {
  /** Seed the demo project (default false: faster, and tests make what they need). */
  seedDemo?: boolean;
  env?: Record<string, string>;
}

export interface TestServer {
  baseUrl: string;
  port: number;
  /** The server's DATA_DIR: embedded database and `outbox/*.eml`. */
  dataDir: string;
  adminEmail: string;
  adminPassword: string;
  /** Everything the server printed so far (handy in failure messages). */
  output: () => string;
  /** The server's process (its embedded PostgreSQL's processes are its children). */
  pid: number;
  stop: () => Promise<void>;
}

/** The URL of a started server's embedded database (`DATA_DIR/postgres` keeps its port and password). */
export function databaseUrlOf(server: Pick<TestServer, 'dataDir'>): string {
  const kept = (name: string) => readFileSync(path.join(server.dataDir, 'postgres', name), 'utf8').trim();
  const port = kept('.postgres-port');
  const password = kept('.postgres-password');
  return `postgres://mudstack:${encodeURIComponent(password)}@127.0.0.1:${port}/mudstack`;
}

/** A TCP port nothing listens on now. */
export { freePort };

/**
 * Starts the real, compiled server (apps/server/dist/server.js, built by npm run test:e2e) on a free port with a fresh
 * DATA_DIR, by the launcher the fault test and the scripts check use too (scripts/server-process.mjs).
 */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mudstack-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startServerProcess({
    dataDir,
    port,
    env: {
      NODE_ENV: 'production',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: options.seedDemo ? '1' : '0',
      LOG_LEVEL: 'warn',
      APP_URL: baseUrl,
      SMTP_URL: '',
      ...options.env,
    },
  });
  const { child, output } = server;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // Asked to stop first (the server closes its database); killed if it has not within 10 s.
      const timer = setTimeout(() => void killGroup(server, 'SIGKILL'), 10_000);
      await killGroup(server, 'SIGTERM');
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  if (!(await cameUp(baseUrl, server, 150_000))) {
    const why = child.exitCode !== null ? `The server exited with ${child.exitCode}` : 'The server did not become healthy in 150000 ms';
    await stop();
    throw new Error(`${why}:\n${output()}`);
  }
  return { baseUrl, port, dataDir, adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, output, pid: child.pid!, stop };
}

export interface OutboxMessage {
  file: string;
  content: string;
}

/** The emails the server wrote to DATA_DIR/outbox (no SMTP in tests), oldest first by name. */
export function readOutbox(server: Pick<TestServer, 'dataDir'>): OutboxMessage[] {
  const dir = path.join(server.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: path.join(dir, name), content: readFileSync(path.join(dir, name), 'utf8') }));
}

/** Waits until an outbox message matches, e.g. `waitForEmail(server, (m) => m.content.includes(email))`. */
export async function waitForEmail(
  server: Pick<TestServer, 'dataDir'>,
  matches: (message: OutboxMessage) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readOutbox(server).find(matches);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No matching email in ${path.join(server.dataDir, 'outbox')} after ${timeoutMs} ms.`);
}

/** The first link to this server in an email (quoted-printable soft breaks undone). */
export function linkInEmail(message: OutboxMessage, baseUrl: string): string | undefined {
  const text = message.content.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const escaped = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escaped}/[^\\s"'<>]+`).exec(text)?.[0];
}
