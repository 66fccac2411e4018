import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../test/fixtures';
import { columnCache } from '../features/project-data/column-cache';
import { insertDataRevision, readDataset } from '../features/project-data/curves.repository';
import { createProjectId, grownDataset, smallLas } from '../test/projects';
import { restoreBackup, writeBackup } from './backup';

const { t, agent } = useSignedInApp({ role: 'super-admin' });
const dir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-backup-test-'));

const projectNames = async () => ((await agent.get('/api/projects')).json().result as { name: string }[]).map((p) => p.name).sort();

describe('backup and restore', () => {
  it('bring back every project, its uploaded file byte for byte, and keep ids counting after them', async () => {
    const las = smallLas({ seed: 3 });
    const keptId = await createProjectId(agent, { name: 'Kept well', las });
    const before = await projectNames();
    const upload = await t.db.selectFrom('uploads').select(['id', 'sha256']).where('project_id', '=', keptId).executeTakeFirstOrThrow();
    const data = (await agent.get(`/api/projects/${keptId}/data/c1,c2,wh`)).body;

    const file = path.join(dir, 'one.backup');
    const counts = await writeBackup(t.databaseUrl, t.schema, file);
    expect(counts.projects).toBe(1);
    expect(counts.uploads).toBe(1);

    // Changes after the backup: a new project, and the kept one renamed.
    await createProjectId(agent, { name: 'Made after the backup' });
    await t.db.updateTable('projects').set({ name: 'Renamed' }).where('id', '=', keptId).execute();
    expect(await projectNames()).toEqual(['Made after the backup', 'Renamed']);

    await restoreBackup(t.databaseUrl, t.schema, file);
    // Sessions are in the backup too: the same agent is still signed in.
    expect(await projectNames()).toEqual(before);
    const restored = await t.db.selectFrom('uploads').select(['id', 'sha256']).where('project_id', '=', keptId).executeTakeFirstOrThrow();
    expect(restored.sha256).toBe(upload.sha256);
    // The file itself, from its parts (upload_parts), as sent.
    expect((await agent.get(`/api/projects/${keptId}/original`)).body).toBe(las);
    expect((await agent.get(`/api/projects/${keptId}/data/c1,c2,wh`)).body).toBe(data);
    // New rows get fresh ids after the restored ones.
    const next = await createProjectId(agent, { name: 'After the restore' });
    expect(next).toBeGreaterThan(keptId);
  }, 60_000);

  it("bring back a live well's revisions stored in shared parts", async () => {
    const id = await createProjectId(agent, { name: 'Live well', las: smallLas({ seed: 4 }) });
    let previous = (await readDataset(t.db, id, 1))!;
    for (let revision = 2; revision <= 5; revision++) {
      const next = grownDataset(previous, previous.depth.length, 40, 400 + revision);
      const input = {
        projectId: id,
        revision,
        uploadId: null,
        importType: 'live',
        dataset: next,
        headRows: previous.depth.length,
        headFrom: revision - 1,
      };
      await t.db.transaction().execute((trx) => insertDataRevision(trx, input));
      previous = next;
    }
    const partsOf = () =>
      t.db.selectFrom('data_revision_curve_parts').select(['revision', 'name', 'part', 'blob_id']).where('project_id', '=', id).execute();
    const parts = await partsOf();
    expect(parts.length).toBeGreaterThan(0);
    const csv = async (revision: number) => (await agent.get(`/api/projects/${id}/data/c1,c2,wh?format=csv&revision=${revision}`)).body;
    const before = await Promise.all([2, 3, 4, 5].map(csv));

    const file = path.join(dir, 'parts.backup');
    await writeBackup(t.databaseUrl, t.schema, file);
    await t.db.deleteFrom('data_revision_curve_parts').where('project_id', '=', id).execute();
    await restoreBackup(t.databaseUrl, t.schema, file);
    columnCache.clear();
    expect(await partsOf()).toEqual(parts);
    expect(await Promise.all([2, 3, 4, 5].map(csv))).toEqual(before);
  }, 60_000);

  it('refuse a file that is not a backup, and a truncated one, leaving the data as it was', async () => {
    const before = await projectNames();
    const junk = path.join(dir, 'junk.backup');
    writeFileSync(junk, 'not a backup at all');
    await expect(restoreBackup(t.databaseUrl, t.schema, junk)).rejects.toThrow();

    const good = path.join(dir, 'good.backup');
    await writeBackup(t.databaseUrl, t.schema, good);
    const { readFileSync } = await import('node:fs');
    const bytes = readFileSync(good);
    // Cut anywhere (in the header, inside a table's COPY, near the end): refused, nothing changed.
    for (const fraction of [0.01, 0.3, 0.5, 0.9, 0.99]) {
      const cut = path.join(dir, `cut-${fraction}.backup`);
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * fraction)));
      await expect(restoreBackup(t.databaseUrl, t.schema, cut)).rejects.toThrow();
    }
    expect(await projectNames()).toEqual(before);
    // No staging schema is left behind.
    const { rows } = await (
      await import('kysely')
    ).sql<{ n: number }>`select count(*)::int as n from pg_namespace where nspname like ${`${t.schema}_restore_%`}`.execute(t.db);
    expect(rows[0].n).toBe(0);
  }, 60_000);
});
