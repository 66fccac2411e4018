import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point (src/server.ts through tsx): start on the embedded database, answer health,
// and on SIGTERM close within the 10 s limit, stopping the embedded PostgreSQL with it.
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-server-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('server.ts', () => {
  it('serves on the embedded database, then stops cleanly on SIGTERM within the time limit, database included', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '0',
        ADMIN_PASSWORD: 'Server-Test-Password-42',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c) => (output += c));
    child.stderr.on('data', (c) => (output += c));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    let healthy = false;
    for (let i = 0; i < 300 && !healthy && child.exitCode === null; i++) {
      healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (!healthy) await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy, output).toBe(true);
    const pidFile = path.join(dataDir, 'postgres/cluster/postmaster.pid');
    const postgresPid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(alive(postgresPid)).toBe(true);

    const stopped = Date.now();
    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(11_000);
    // The cluster stopped with it (a clean shutdown removes its pid file).
    for (let i = 0; i < 50 && alive(postgresPid); i++) await new Promise((r) => setTimeout(r, 100));
    expect(alive(postgresPid)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
  }, 60_000);
});
