import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restoreBackup, writeBackup } from '../../db/backup';
import * as historyLines from '../../db/migrations/20261126_0016_history_lines';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, multipart, smallLas } from '../../test/projects';

// The project detail's `revisions_total` is kept on the project by each write that adds or folds a history line
// (projects.history_lines), not counted over the history on every call: it must stay what the history shows.
const { t, agent } = useSignedInApp({ role: 'super-admin' });
const dir = mkdtempSync(path.join(os.tmpdir(), 'mudstack-history-lines-'));

/** The total the detail gives, the lines the history's pages give, and the rows the database holds. */
async function totals(id: number) {
  const total = (await agent.get(`/api/projects/${id}`)).json().result.revisions_total as number;
  const paged = ((await agent.get(`/api/projects/${id}/revisions?limit=500`)).json().result.revisions as unknown[]).length;
  const stored = await t.db
    .selectFrom('revisions')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('project_id', '=', id)
    .where('folded', '=', false)
    .executeTakeFirstOrThrow();
  return { total, paged, stored: Number(stored.n) };
}

async function expectCounted(id: number, lines: number) {
  expect(await totals(id)).toEqual({ total: lines, paged: lines, stored: lines });
}

const save = (id: number, revision: number, autosave: boolean, text: string) =>
  agent.post(`/api/projects/${id}/metadata?dr=1${autosave ? '&autosave=true' : ''}`, {
    revision,
    global_hairlines: [{ xval: 5010, text, isZone: false, interpolated: false }],
  });

describe('the history total', () => {
  it('counts the lines the history shows through saves, autosave runs, restores and imports', async () => {
    const id = await createProjectId(agent);
    await expectCounted(id, 2);
    expect((await save(id, 1, false, 'Explicit')).statusCode).toBe(200);
    await expectCounted(id, 3);
    // Three autosaves in a run: one line.
    for (const [k, revision] of [2, 3, 4].entries()) expect((await save(id, revision, true, `Run ${k}`)).statusCode).toBe(200);
    await expectCounted(id, 4);
    expect((await agent.post(`/api/projects/${id}/restore?mdr=1`)).statusCode).toBe(200);
    await expectCounted(id, 5);
    const body = multipart(
      { 'type-of-import': 'full-replace', depth_change: 'keep' },
      { las_file: { filename: 'again.las', content: smallLas({ seed: 9 }) } },
    );
    const imported = await agent.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers });
    expect(imported.statusCode, imported.body).toBe(200);
    const after = await totals(id);
    expect(after.total).toBeGreaterThan(5);
    expect(after).toEqual({ total: after.stored, paged: after.stored, stored: after.stored });
  });

  it('comes back the same from a backup, and is counted from the history by the migration that added it', async () => {
    const id = await createProjectId(agent, { name: 'Backed up' });
    for (const [k, revision] of [1, 2].entries()) expect((await save(id, revision, false, `Save ${k}`)).statusCode).toBe(200);
    await expectCounted(id, 4);
    const file = path.join(dir, 'lines.backup');
    await writeBackup(t.databaseUrl, t.schema, file);
    await restoreBackup(t.databaseUrl, t.schema, file);
    await expectCounted(id, 4);

    // A database from before the count: the migration fills it from the history.
    await historyLines.down(t.db);
    await historyLines.up(t.db);
    await expectCounted(id, 4);
  }, 60_000);
});
