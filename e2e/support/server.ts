import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverEnv } from '../../scripts/server-env.mjs';

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
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, output: () => string, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy in ${timeoutMs} ms:\n${output()}`);
}

/** Starts the real, compiled server (apps/server/dist/server.js, built by npm run test:e2e) on a free port with a fresh DATA_DIR. */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mudstack-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...serverEnv(),
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SEED_DEMO: options.seedDemo ? '1' : '0',
      LOG_LEVEL: 'warn',
      APP_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      ...options.env,
    },
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, output);
  } catch (error) {
    await stop();
    throw error;
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
