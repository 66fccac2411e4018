import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, lasText } from '../../test/projects';
import { columnCache } from './column-cache';
import { readDataset } from './curves.repository';

// New columns small in all are inserted together, in statements of at most ROWS_PER_STATEMENT rows: a file of
// more small curves than one statement takes keeps every one of them.
const { t, agent: owner } = useSignedInApp();

describe('storing small columns', () => {
  it('keeps every curve of a file with more curves than one statement takes', async () => {
    const curves = 17_000; // 4 parameters a row: past the 65,535 of one statement
    const names = Array.from({ length: curves }, (_, i) => `X${i}.ppm`);
    const rows = [0, 1, 2].map((r) => [5000 + r * 0.5, ...names.map((_, i) => i * 3 + r)].join(' '));
    const id = await createProjectId(owner, { las: lasText(['DEPT.ft', ...names], rows) });
    columnCache.clear();
    const dataset = (await readDataset(t.db, id, 1))!;
    expect(dataset.curves).toHaveLength(curves);
    expect(dataset.curves.map((c) => [...c.values])).toEqual(names.map((_, i) => [i * 3, i * 3 + 1, i * 3 + 2]));
    const blobs = await t.db.selectFrom('data_revision_curves').select('blob_id').distinct().where('project_id', '=', id).execute();
    expect(blobs).toHaveLength(curves + 1);
  });
});
