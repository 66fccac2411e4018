import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, multipart, smallLas } from '../../test/projects';
import { OFF_THREAD_MIN_BYTES } from '../../kernel/worker-pool';
import { diffCellBudget, MAX_DIFF_COLUMNS } from './diff-csv';
import { csvFilesReadOffThread } from './diff-csv.pool';

const { t, agent: admin } = useSignedInApp();
let id: number;

async function importFile(fields: Record<string, string | number | undefined>, file?: { filename: string; content: string }) {
  const body = multipart(fields, file ? { las_file: file } : {});
  return admin.request({ method: 'POST', url: `/api/projects/${id}/import`, payload: body.payload, headers: body.headers });
}
const project = async () => (await admin.get(`/api/projects/${id}`)).json().result;
async function series(name: string, revision?: number) {
  const text = (await admin.get(`/api/projects/${id}/data/${name}${revision ? `?revision=${revision}` : ''}`)).body;
  return text
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
}
async function tableCounts() {
  const counts: Record<string, string> = {};
  for (const table of [
    'projects',
    'uploads',
    'upload_parts',
    'data_revisions',
    'data_revision_curves',
    'curve_blobs',
    'metadata_revisions',
    'revisions',
  ] as const) {
    const row = await t.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = String(row.n);
  }
  return counts;
}

beforeAll(async () => {});
beforeEach(async () => {
  id = await createProjectId(admin); // 5000..5099.5 ft, landing 5070
});

describe('POST /api/projects/{id}/import', () => {
  it('full-replace keeping the landing point: new data revision, metadata follows the range', async () => {
    const las = smallLas({ rows: 100, startDepth: 6000, landingDepth: 6020, seed: 3 });
    const response = await importFile({ 'type-of-import': 'full-replace', depth_change: 'keep' }, { filename: 'new.las', content: las });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ data_revision: 2, metadata_revision: 2 });
    const p = await project();
    expect(p.latest_metadata).toMatchObject({ start_depth: 6000, stop_depth: 6049.5, depth_of_split: 5070, data_revision: 2 });
    expect(p.row_count).toBe(100);
    const rows = await series('c1');
    expect(rows[0][0]).toBe('6000');
    // History kept: revision 1 still reads the old data.
    expect((await series('c1', 1))[0][0]).toBe('5000');
  });

  it('append with landing max: rows added below, landing point at the new stop depth', async () => {
    const las = smallLas({ rows: 50, startDepth: 5100, seed: 4 });
    const response = await importFile({ 'type-of-import': 'append', depth_change: 'max' }, { filename: 'more.las', content: las });
    expect(response.statusCode).toBe(200);
    const p = await project();
    expect(p.row_count).toBe(250);
    expect(p.latest_metadata).toMatchObject({ start_depth: 5000, stop_depth: 5124.5, depth_of_split: 5124.5 });
    const rows = await series('c2');
    expect(rows.map((r) => Number(r[0]))).toEqual(Array.from({ length: 250 }, (_, i) => 5000 + i * 0.5));
    const revisions = p.revisions.map((r: { revised_table: string; summary: string }) => r.summary);
    expect(revisions).toContain('Append: 50 rows from more.las (250 rows in all)');
  });

  it('append refuses overlapping depths, naming the first one', async () => {
    const las = smallLas({ rows: 50, startDepth: 5090, seed: 4 });
    const response = await importFile({ 'type-of-import': 'append', depth_change: 'keep' }, { filename: 'overlap.las', content: las });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.las_file).toEqual(["Depth 5090 overlaps the project's data, which ends at 5099.5 ft."]);
  });

  it('diff-only from CSV changes only the given cells and shares unchanged curves', async () => {
    const before = await series('c1,c2');
    const response = await importFile(
      { 'type-of-import': 'diff-only', depth_change: 'keep' },
      { filename: 'fix.csv', content: 'depth,c1,c2\n5000,123.5,\n5001,,77\n' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      data_revision: 2,
      metadata_revision: 1,
      summary: 'Diff-only: changed 2 values from fix.csv (200 rows)',
    });
    const after = await series('c1,c2');
    expect(after[0]).toEqual(['5000', '123.5', before[0][2]]);
    expect(after[2]).toEqual(['5001', before[2][1], '77']);
    expect(after.slice(3)).toEqual(before.slice(3));
    const blobs = await t.db
      .selectFrom('data_revision_curves')
      .select(['revision', 'name', 'blob_id'])
      .where('project_id', '=', id)
      .where('name', '=', 'c3')
      .orderBy('revision')
      .execute();
    expect(blobs).toHaveLength(2);
    expect(blobs[0].blob_id).toBe(blobs[1].blob_id);
  });

  it('diff-only reads back the CSV export, whose header names each unit (depth (ft),c1 (ppm))', async () => {
    const exported = await admin.get(`/api/projects/${id}/data/c1?units=true&filterExpression=${encodeURIComponent('depth <= 5000.5')}`);
    expect(exported.statusCode).toBe(200);
    const [header, ...rows] = exported.body.trim().split('\n');
    expect(header).toBe('depth (ft),c1 (ppm)');
    const edited = [header, ...rows.map((r: string) => `${r.split(',')[0]},42`)].join('\n');
    const response = await importFile({ 'type-of-import': 'diff-only', depth_change: 'keep' }, { filename: 'units.csv', content: `${edited}\n` });
    expect(response.statusCode, response.body).toBe(200);
    expect((await series('c1'))[0][1]).toBe('42');
  });

  it('diff-only refuses a CSV wider than the column bound, naming the header line', async () => {
    const header = ['depth', ...Array.from({ length: 2999 }, (_, i) => `c${i}`)].join(',');
    const rows = Array.from({ length: 3000 }, (_, i) => String(5000 + i * 0.5)).join('\n');
    const response = await importFile({ 'type-of-import': 'diff-only' }, { filename: 'wide.csv', content: `${header}\n${rows}\n` });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.las_file).toEqual([`Line 1: the header names 3000 columns; a diff-only CSV takes at most ${MAX_DIFF_COLUMNS}.`]);
  });

  it('diff-only refuses short rows under a wide header once they pass the cell budget, naming the line', async () => {
    const header = ['depth', ...Array.from({ length: MAX_DIFF_COLUMNS - 1 }, (_, i) => `c${i}`)].join(',');
    const rows = Array.from({ length: 20_000 }, (_, i) => String(5000 + i)).join('\n');
    const content = `${header}\n${rows}\n`;
    const maxRows = Math.floor(diffCellBudget(content.length) / MAX_DIFF_COLUMNS);
    const before = csvFilesReadOffThread();
    const response = await importFile({ 'type-of-import': 'diff-only' }, { filename: 'short.csv', content });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.las_file[0]).toMatch(new RegExp(`^Line ${maxRows + 2}: ${maxRows} rows of ${MAX_DIFF_COLUMNS} columns`));
    // Over 64 KB: read on a worker thread, the same refusal.
    expect(content.length).toBeGreaterThan(OFF_THREAD_MIN_BYTES);
    expect(csvFilesReadOffThread()).toBe(before + 1);
  });

  it('diff-only reads a large CSV off the event loop with the same answer', async () => {
    const lines = ['depth,c1'];
    for (let i = 0; i < 200; i++) lines.push(`${5000 + i * 0.5},${i}.5${' '.repeat(400)}`);
    const content = `${lines.join('\n')}\n`;
    expect(content.length).toBeGreaterThan(OFF_THREAD_MIN_BYTES);
    const before = csvFilesReadOffThread();
    const response = await importFile({ 'type-of-import': 'diff-only' }, { filename: 'big.csv', content });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.summary).toMatch(/^Diff-only: changed 200 values from big\.csv \(\d+ rows\)$/);
    expect(csvFilesReadOffThread()).toBe(before + 1);
    expect((await series('c1'))[3]).toEqual(['5001.5', '3.5']);
  });

  it('diff-only refuses unknown depths and columns, naming the first', async () => {
    const depth = await importFile({ 'type-of-import': 'diff-only' }, { filename: 'fix.csv', content: 'depth,c1\n5000,1\n5000.25,2\n5000.75,3\n' });
    expect(depth.statusCode).toBe(422);
    expect(depth.json().errors.las_file).toEqual(["Depth 5000.25 is not in the project's data."]);
    const column = await importFile({ 'type-of-import': 'diff-only' }, { filename: 'fix.csv', content: 'depth,c1,zz,yy\n5000,1,2,3\n' });
    expect(column.statusCode).toBe(422);
    expect(column.json().errors.las_file).toEqual(["Column zz is not in the project's data."]);
  });

  it('changes the landing point when asked, within the new range', async () => {
    const ok = await importFile(
      { 'type-of-import': 'diff-only', depth_change: 'change', depth_of_split: 5080 },
      { filename: 'f.csv', content: 'depth,c1\n5000,5\n' },
    );
    expect(ok.statusCode).toBe(200);
    expect((await project()).latest_metadata.depth_of_split).toBe(5080);
    const missing = await importFile({ 'type-of-import': 'diff-only', depth_change: 'change' }, { filename: 'f.csv', content: 'depth,c1\n5000,6\n' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.depth_of_split).toEqual(['Enter the new landing point.']);
  });

  it('a failed import changes nothing', async () => {
    const before = await tableCounts();
    const p0 = await project();
    // The data is written before the landing point is checked against the new range: all rolled back.
    const response = await importFile(
      { 'type-of-import': 'full-replace', depth_change: 'change', depth_of_split: 100 },
      { filename: 'new.las', content: smallLas({ rows: 30, startDepth: 7000, seed: 11 }) },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.depth_of_split).toEqual(['Landing point must fall between 7000 and 7015.5.']);
    expect(await tableCounts()).toEqual(before);
    const p1 = await project();
    expect(p1).toEqual(p0);
  });

  it('requires a file and a known import type', async () => {
    const noFile = await importFile({ 'type-of-import': 'append' });
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors.las_file).toEqual(['No file selected.']);
    const badType = await importFile({ 'type-of-import': 'merge' }, { filename: 'a.las', content: smallLas() });
    expect(badType.statusCode).toBe(422);
    expect(Object.keys(badType.json().errors)).toEqual(['type-of-import']);
    const csvForAppend = await importFile({ 'type-of-import': 'append' }, { filename: 'a.csv', content: 'depth,c1\n1,2\n' });
    expect(csvForAppend.statusCode).toBe(422);
  });
});

describe('POST /api/projects/{id}/restore', () => {
  it('makes past revisions current as new revisions, keeping history', async () => {
    const original = await series('c1');
    await importFile(
      { 'type-of-import': 'diff-only', depth_change: 'change', depth_of_split: 5090 },
      { filename: 'f.csv', content: 'depth,c1\n5000,999\n' },
    );
    expect((await series('c1'))[0][1]).toBe('999');

    const response = await admin.post(`/api/projects/${id}/restore?dr=1&mdr=1`);
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({ data_revision: 3, metadata_revision: 3 });
    expect(await series('c1')).toEqual(original);
    const p = await project();
    expect(p.latest_metadata.depth_of_split).toBe(5070);
    const summaries = p.revisions.map(
      (r: { revised_table: string; revision: number; summary: string }) => `${r.revised_table}:${r.revision}:${r.summary}`,
    );
    expect(summaries).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^project_data:1:Created from well.las \(200 rows, \d+ curves\)$/),
        'project_data:2:Diff-only: changed 1 values from f.csv (200 rows)',
        'project_data:3:Restored data revision 1',
        'project_metadata:3:Restored metadata revision 1',
      ]),
    );
    // Revision 2 is still readable.
    expect((await series('c1', 2))[0][1]).toBe('999');
  });

  it('needs a revision to restore', async () => {
    const response = await admin.post(`/api/projects/${id}/restore`);
    expect(response.statusCode).toBe(422);
    expect((await admin.post(`/api/projects/${id}/restore?dr=42`)).statusCode).toBe(404);
  });
});

describe('diff-only CSV is read by a real CSV parser', () => {
  it('keeps quoted cells whole, even across a line break, and names the line of a bad cell', async () => {
    const ok = await importFile(
      { 'type-of-import': 'diff-only', depth_change: 'keep' },
      { filename: 'quoted.csv', content: 'depth,"c1"\r\n"5000","321.5"\r\n' },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // A line break inside quotes is one cell: not silently read as two rows.
    const broken = await importFile(
      { 'type-of-import': 'diff-only', depth_change: 'keep' },
      { filename: 'broken.csv', content: 'depth,c1\n5000,"1\n2"\n' },
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().message).toMatch(/^Line 3: "1\n2" in column c1 is not a number\.$/);
  });
});
