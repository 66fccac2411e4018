import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories';
import { buildSecondInstance, buildTestApp, signIn, workerDatabaseUrl } from '../test/helper';
import { createProjectId, smallLas } from '../test/projects';
import { restoreBackup, writeBackup } from './backup';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

// A new PostgreSQL major version cannot open an old data directory: the way across is a backup written by the
// old server and restored into the new one (docs/decisions.md, "Upgrading PostgreSQL"). Under `npm run test:pg`
// the old server is the machine's PostgreSQL (15 on Debian 12) and the new one the embedded cluster (18), so
// this is a real upgrade; under `npm test` both are the embedded cluster, and the same steps run.
const dir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-upgrade-test-'));
let embedded: EmbeddedPostgres | undefined;
afterAll(async () => {
  await embedded?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function newServerUrl(): Promise<string> {
  if (!process.env.DATABASE_URL) return workerDatabaseUrl();
  embedded = await startEmbeddedPostgres({ directory: path.join(dir, 'cluster'), database: 'postgres', settings: { fsync: 'off' } });
  return embedded.url;
}

describe('upgrading PostgreSQL', () => {
  it('moves every project, file and session to a server of another version through backup and restore', async () => {
    const old = await buildTestApp();
    const admin = await buildUser(old.db, { role: 'super-admin' });
    const agent = await signIn(old.app, admin.email);
    const id = await createProjectId(agent, { name: 'Moved well', las: smallLas({ seed: 5 }) });
    const data = (await agent.get(`/api/projects/${id}/data/c1,c2,wh`)).body;
    const file = path.join(dir, 'upgrade.backup');
    await writeBackup(old.databaseUrl, old.schema, file);
    const oldVersion = (await sql<{ v: number }>`select current_setting('server_version_num')::int as v`.execute(old.db)).rows[0].v;

    const fresh = await buildTestApp({}, { databaseUrl: await newServerUrl() });
    try {
      await restoreBackup(fresh.databaseUrl, fresh.schema, file);
      const newVersion = (await sql<{ v: number }>`select current_setting('server_version_num')::int as v`.execute(fresh.db)).rows[0].v;
      if (process.env.DATABASE_URL) expect(Math.floor(newVersion / 10000)).not.toBe(Math.floor(oldVersion / 10000));
      // The server started on the new database after the restore (as `npm run restore`, then `npm start`): the
      // same cookies work, since users, sessions and the signing key came across.
      const started = await buildSecondInstance(fresh);
      try {
        const list = await started.app.inject({ method: 'GET', url: '/api/projects', headers: { cookie: agent.jar.header() } });
        expect(list.statusCode).toBe(200);
        expect(list.json().result.map((p: { name: string }) => p.name)).toEqual(['Moved well']);
        const moved = await started.app.inject({ method: 'GET', url: `/api/projects/${id}/data/c1,c2,wh`, headers: { cookie: agent.jar.header() } });
        expect(moved.body).toBe(data);
      } finally {
        await started.close();
      }
    } finally {
      await fresh.close();
      await old.close();
    }
  }, 120_000);
});
