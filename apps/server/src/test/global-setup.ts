import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';

/** Vitest's provide/inject, typed for the one value we hand to the workers (helper.ts reads it). */
export const PROVIDED_URL_KEY = 'embeddedPostgresUrl';
type Provide = (key: typeof PROVIDED_URL_KEY, value: string) => void;

/**
 * One embedded PostgreSQL cluster per test run (in a temporary folder, fsync off: a crash of a test
 * run loses nothing worth keeping); each worker makes its own database in it (test/helper.ts).
 * With DATABASE_URL set (npm run test:pg) the workers make their databases on that server instead.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    (project.provide as unknown as Provide)(PROVIDED_URL_KEY, '');
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-test-pg-'));
  const cluster = await startEmbeddedPostgres({
    directory: path.join(dir, 'cluster'),
    database: 'postgres',
    settings: { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '200' },
  });
  (project.provide as unknown as Provide)(PROVIDED_URL_KEY, cluster.url);
  return async () => {
    await cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
