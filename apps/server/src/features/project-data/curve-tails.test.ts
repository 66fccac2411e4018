import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, grownDataset, plainDataset, smallLas } from '../../test/projects';
import { columnCache } from './column-cache';
import {
  copyDataRevision,
  deleteUnusedBlobs,
  insertDataRevision,
  readDataset,
  readDatasetTail,
  replaceDataRevisionCurves,
  replaceDataRevisionTail,
} from './curves.repository';
import type { Dataset } from './dataset';

// A revision's curves stored in two parts, a head and a tail (the live feed's growing revision): read as one
// column, the tail rewritten alone, copied and collected with its head.
const { t, agent: owner } = useSignedInApp();

/** The dataset's first `n` rows, then `extra` rows a foot apart below them (curves NaN but the first, 1, 2, ...). */
const grown = (d: Dataset, n: number, extra: number) => grownDataset(d, n, extra, (k, i) => (k === 0 ? i + 1 : NaN), 1);

/** Rows `from` to `to` of a dataset (views: nothing copied). */
const rowsOf = (d: Dataset, from: number, to?: number): Dataset => ({
  ...d,
  depth: d.depth.subarray(from, to),
  curves: d.curves.map((c) => ({ ...c, values: c.values.subarray(from, to) })),
});

/** Revision 2 of the project: `dataset`, its first 150 rows as the head, the rest as the tail. */
const insertSplit = (projectId: number, dataset: Dataset) =>
  t.db
    .transaction()
    .execute((trx) => insertDataRevision(trx, { projectId, revision: 2, uploadId: null, importType: 'live', dataset, headRows: 150 }));

const tailsOf = (projectId: number, revision: number) =>
  t.db
    .selectFrom('data_revision_curves as c')
    .innerJoin('curve_blobs as b', 'b.id', 'c.blob_id')
    .leftJoin('curve_blobs as tb', 'tb.id', 'c.tail_blob_id')
    .select(['c.tail_blob_id', 'b.length as head', 'tb.length as tail'])
    .where('c.project_id', '=', projectId)
    .where('c.revision', '=', revision)
    .execute();

describe('a revision stored as a head and a tail', () => {
  it('reads as one column, from the cache and from the database alike', async () => {
    const id = await createProjectId(owner, { las: smallLas({ seed: 41 }) }); // 200 rows
    const full = (await readDataset(t.db, id, 1))!;
    await insertSplit(id, full);
    const parts = await tailsOf(id, 2);
    expect(parts.every((p) => p.head === 150 && p.tail === 50)).toBe(true);
    expect(plainDataset(await readDataset(t.db, id, 2))).toEqual(plainDataset(full));
    columnCache.clear();
    expect(plainDataset(await readDataset(t.db, id, 2))).toEqual(plainDataset(full));
    const some = (await readDataset(t.db, id, 2, [full.curves[1].name]))!;
    expect(some.curves.map((c) => [...c.values])).toEqual([[...full.curves[1].values]]);
    // The joined column's cache key names both parts: a new tail is a new key.
    expect(some.curves[0].blobSha).toMatch(/^[0-9a-f]{64}\+[0-9a-f]{64}$/);

    const tail = (await readDatasetTail(t.db, id, 2))!;
    expect(tail.headRows).toBe(150);
    expect([...tail.headDepth]).toEqual([...full.depth.subarray(0, 150)]);
    expect([...tail.tail.depth]).toEqual([...full.depth.subarray(150)]);
    expect(tail.tail.curves.map((c) => c.name)).toEqual(full.curves.map((c) => c.name));
  });

  it('rewrites only the tail, gives back the tails it no longer uses, and keeps what a copy refers to', async () => {
    const id = await createProjectId(owner, { las: smallLas({ seed: 42 }) });
    const full = (await readDataset(t.db, id, 1))!;
    await insertSplit(id, full);
    const headsBefore = (await tailsOf(id, 2)).map((p) => p.head);

    const longer = grown(full, 200, 30);
    const unused = await t.db.transaction().execute((trx) => replaceDataRevisionTail(trx, id, 2, { headRows: 150, tail: rowsOf(longer, 150) }));
    expect(unused.length).toBeGreaterThan(0);
    expect((await tailsOf(id, 2)).map((p) => p.head)).toEqual(headsBefore);
    expect((await tailsOf(id, 2)).every((p) => p.tail === 80)).toBe(true);
    columnCache.clear();
    expect(plainDataset(await readDataset(t.db, id, 2))).toEqual(plainDataset(longer));
    expect(
      (await t.db.selectFrom('data_revisions').select('row_count').where('project_id', '=', id).where('revision', '=', 2).executeTakeFirstOrThrow())
        .row_count,
    ).toBe(230);

    // A restore's copy shares the parts; rewriting the original's tail then leaves the copy's in place.
    await t.db.transaction().execute((trx) => copyDataRevision(trx, id, 2, 3, 'restore'));
    const again = grown(full, 200, 40);
    const unusedAgain = await t.db.transaction().execute((trx) => replaceDataRevisionTail(trx, id, 2, { headRows: 150, tail: rowsOf(again, 150) }));
    await deleteUnusedBlobs(t.db, [...unused, ...unusedAgain]);
    columnCache.clear();
    expect(plainDataset(await readDataset(t.db, id, 3))).toEqual(plainDataset(longer));
    expect(plainDataset(await readDataset(t.db, id, 2))).toEqual(plainDataset(again));
    // The first tails are collected (the depth's may stay: the same depths in another test's well), the copy's kept.
    const left = async (ids: number[]) => (await t.db.selectFrom('curve_blobs').select('id').where('id', 'in', ids).execute()).length;
    expect(await left(unused)).toBeLessThan(unused.length);
    expect(await left(unusedAgain)).toBe(unusedAgain.length);
  });

  it("takes the curves read with a tail for its own only when they are its revision's", async () => {
    const id = await createProjectId(owner, { las: smallLas({ seed: 44 }) });
    const full = (await readDataset(t.db, id, 1))!;
    await insertSplit(id, full);
    // Revision 3: the same head, a tail of its own (other blobs than revision 2's).
    await t.db
      .transaction()
      .execute((trx) =>
        insertDataRevision(trx, { projectId: id, revision: 3, uploadId: null, importType: 'live', dataset: grown(full, 200, 30), headRows: 150 }),
      );
    const tailIds = async (revision: number) => (await tailsOf(id, revision)).map((p) => p.tail_blob_id!);
    const [own, other] = [await tailIds(2), await tailIds(3)];
    expect(own.some((b) => other.includes(b))).toBe(false);

    // Revision 3's curves, as read with its tail, given to a write of revision 2: revision 2's own are replaced.
    const read = (await readDatasetTail(t.db, id, 3))!;
    expect(read.stored?.revision).toBe(3);
    const tail = rowsOf(grown(full, 200, 40), 150);
    const unused = await t.db.transaction().execute((trx) => replaceDataRevisionTail(trx, id, 2, { headRows: 150, tail, stored: read.stored }));
    expect(unused.length).toBeGreaterThan(0);
    expect(unused.every((b) => own.includes(b))).toBe(true);
    expect(unused.some((b) => other.includes(b))).toBe(false);
    expect(await tailIds(3)).toEqual(other);
  });

  it('takes a tail of no rows, refuses a tail of other curves, and is written whole again by a full rewrite', async () => {
    const id = await createProjectId(owner, { las: smallLas({ seed: 43 }) });
    const full = (await readDataset(t.db, id, 1))!;
    await insertSplit(id, full);
    const none = rowsOf(full, 0, 0);
    await t.db.transaction().execute((trx) => replaceDataRevisionTail(trx, id, 2, { headRows: 150, tail: none }));
    expect((await tailsOf(id, 2)).every((p) => p.tail_blob_id === null)).toBe(true);
    columnCache.clear();
    expect(plainDataset(await readDataset(t.db, id, 2))).toEqual(plainDataset(rowsOf(full, 0, 150)));

    const fewer = { ...none, curves: none.curves.slice(1) };
    await expect(t.db.transaction().execute((trx) => replaceDataRevisionTail(trx, id, 2, { headRows: 150, tail: fewer }))).rejects.toThrow(
      /not the tail's/,
    );

    await t.db.transaction().execute((trx) => replaceDataRevisionCurves(trx, id, 2, full));
    expect((await tailsOf(id, 2)).every((p) => p.tail_blob_id === null && p.head === 200)).toBe(true);
    expect(plainDataset(await readDataset(t.db, id, 2))).toEqual(plainDataset(full));
  });
});
