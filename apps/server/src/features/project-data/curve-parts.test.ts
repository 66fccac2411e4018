import { describe, expect, it } from 'vitest';
import { useSignedInApp } from '../../test/fixtures';
import { createProjectId, curveParts, grownDataset, plainDataset, smallLas } from '../../test/projects';
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

// A live well's revisions share their stored parts: the revision after a seal takes the rows of the one before it as
// they are stored (its head, the parts after it, its tail), so each revision stores the rows it adds, and a curve
// keeps about log2 of its rows in parts.
const { t, agent: owner } = useSignedInApp();

/** Revision `revision` of the project: `dataset`, whose first `headRows` rows are revision `from`'s, shared. */
const insertGrown = (projectId: number, revision: number, from: number, dataset: Dataset, headRows: number) =>
  t.db
    .transaction()
    .execute((trx) => insertDataRevision(trx, { projectId, revision, uploadId: null, importType: 'live', dataset, headRows, headFrom: from }));

/** A curve's stored parts of a revision (the depth's by default). */
const depthParts = (projectId: number, revision: number, position = 0) => curveParts(t.db, projectId, revision, position);

const lengthsOf = async (ids: number[]) => {
  const rows = await t.db.selectFrom('curve_blobs').select(['id', 'length']).where('id', 'in', ids).execute();
  return ids.map((id) => rows.find((r) => r.id === id)!.length);
};

describe("a live well's revisions stored in shared parts", () => {
  it('store the rows each adds, keep about log2 of the rows in parts, and read back whole', async () => {
    const id = await createProjectId(owner, { las: smallLas({ seed: 51 }) }); // 200 rows
    let previous = (await readDataset(t.db, id, 1))!;
    const blobsOf = new Set<number>((await depthParts(id, 1)).head);
    let fullCopies = 0;
    for (let revision = 2; revision <= 17; revision++) {
      // As a seal leaves it: every row of the revision before is kept, 20 more follow in the tail.
      const rows = previous.depth.length;
      const next = grownDataset(previous, rows, 20, revision);
      await insertGrown(id, revision, revision - 1, next, rows);
      const { head, tail } = await depthParts(id, revision);
      for (const blob of [...head, tail!]) blobsOf.add(blob);
      const lengths = await lengthsOf(head);
      expect(lengths.reduce((a, b) => a + b, 0)).toBe(rows);
      // each part holds less than half the rows of the one before it
      for (let k = 1; k < lengths.length; k++) expect(2 * lengths[k]).toBeLessThanOrEqual(lengths[k - 1]);
      expect(head.length).toBeLessThanOrEqual(Math.ceil(Math.log2(rows)));
      expect(plainDataset(await readDataset(t.db, id, revision))).toEqual(plainDataset(next));
      fullCopies += next.depth.length;
      previous = next;
    }
    // The depth column's rows stored over the 17 revisions: the well's 200 + 320, a few merged parts again, never
    // a copy of the well per revision.
    const stored = (await lengthsOf([...blobsOf])).reduce((a, b) => a + b, 0);
    expect(stored).toBeLessThan(fullCopies / 4);
    // Every revision reads back the same from the database as from the cache.
    const cached = await Promise.all([2, 9, 17].map(async (r) => plainDataset(await readDataset(t.db, id, r))));
    columnCache.clear();
    expect(await Promise.all([2, 9, 17].map(async (r) => plainDataset(await readDataset(t.db, id, r))))).toEqual(cached);
    // A growing revision made from them reads its tail after every part.
    const tail = (await readDatasetTail(t.db, id, 17))!;
    expect(tail.headRows).toBe(previous.depth.length - 20);
    expect([...tail.headDepth]).toEqual([...previous.depth.subarray(0, tail.headRows)]);
    expect([...tail.tail.depth]).toEqual([...previous.depth.subarray(tail.headRows)]);
    // The head's depths joined once, held for the next batch's read.
    expect((await readDatasetTail(t.db, id, 17))!.headDepth).toBe(tail.headDepth);
  });

  it('cuts the last part where the head ends when the rows after it are written again', async () => {
    const id = await createProjectId(owner, { las: smallLas({ seed: 52 }) });
    const upload = (await readDataset(t.db, id, 1))!;
    const second = grownDataset(upload, 200, 30, 2);
    await insertGrown(id, 2, 1, second, 200);
    // The open rows of revision 2 (its last 10) written again with other values below 20 kept.
    const third = grownDataset(second, 220, 25, 3);
    await insertGrown(id, 3, 2, third, 220);
    const { head } = await depthParts(id, 3);
    expect(head[0]).toBe((await depthParts(id, 1)).head[0]); // the upload's rows, shared
    expect(await lengthsOf(head)).toEqual([200, 20]);
    columnCache.clear();
    expect(plainDataset(await readDataset(t.db, id, 3))).toEqual(plainDataset(third));
    expect(plainDataset(await readDataset(t.db, id, 2))).toEqual(plainDataset(second));
  });

  it('stores the head whole when it cannot be shared: other curves, other depths or values, more rows than the revision has', async () => {
    const id = await createProjectId(owner, { las: smallLas({ seed: 53 }) });
    const upload = (await readDataset(t.db, id, 1))!;
    const otherCurves = grownDataset({ ...upload, curves: upload.curves.slice(1) }, 200, 10, 2);
    await insertGrown(id, 2, 1, otherCurves, 200);
    const otherDepths = grownDataset(upload, 200, 10, 3);
    otherDepths.depth = otherDepths.depth.map((d) => d + 0.25);
    await insertGrown(id, 3, 1, otherDepths, 200);
    const longer = grownDataset(upload, 200, 10, 4);
    await insertGrown(id, 4, 1, longer, 205);
    // One value of the head's rows not the revision's (a row rewritten): its rows are the dataset's, not the stored ones.
    const otherValue = grownDataset(upload, 200, 10, 5);
    otherValue.curves[3].values[120] += 1;
    await insertGrown(id, 5, 1, otherValue, 200);
    for (const [revision, dataset, headRows] of [
      [2, otherCurves, 200],
      [3, otherDepths, 200],
      [4, longer, 205],
      [5, otherValue, 200],
    ] as const) {
      const { head } = await depthParts(id, revision);
      expect(await lengthsOf(head)).toEqual([headRows]);
      columnCache.clear();
      expect(plainDataset(await readDataset(t.db, id, revision))).toEqual(plainDataset(dataset));
    }
  });

  it('makes a growing revision again with its own rows shared: its tail becomes a part, the new rows its tail', async () => {
    const id = await createProjectId(owner, { las: smallLas({ seed: 55 }) });
    const upload = (await readDataset(t.db, id, 1))!;
    const second = grownDataset(upload, 200, 30, 2);
    await insertGrown(id, 2, 1, second, 200);
    const before = await depthParts(id, 2, 2);
    // Its 230 rows kept, 20 more after them: the tail's 30 rows become a part, shared.
    const again = grownDataset(second, 230, 20, 3);
    const unused = await t.db.transaction().execute((trx) => replaceDataRevisionCurves(trx, id, 2, again, 230));
    const after = await depthParts(id, 2, 2);
    expect(after.head).toEqual([...before.head, before.tail]);
    expect(await lengthsOf([...after.head, after.tail!])).toEqual([200, 30, 20]);
    // every blob it referred to it still refers to
    expect(unused).toEqual([]);
    columnCache.clear();
    expect(plainDataset(await readDataset(t.db, id, 2))).toEqual(plainDataset(again));
  });

  it('keeps the blobs a copy or a later revision refers to as parts, and collects them once none does', async () => {
    const id = await createProjectId(owner, { las: smallLas({ seed: 54 }) });
    let previous = (await readDataset(t.db, id, 1))!;
    for (let revision = 2; revision <= 5; revision++) {
      const next = grownDataset(previous, previous.depth.length, 40, 5400 + revision);
      await insertGrown(id, revision, revision - 1, next, previous.depth.length);
      previous = next;
    }
    // The first curve's parts: its values are this test's own (a depth column's may be another well's too).
    const parts = await depthParts(id, 5, 1);
    expect(parts.head.length).toBeGreaterThan(1);
    // A restore's copy shares the parts.
    await t.db.transaction().execute((trx) => copyDataRevision(trx, id, 5, 6, 'restore'));
    expect(await depthParts(id, 6, 1)).toEqual(parts);
    const mids = parts.head.slice(1);
    const left = async () => (await t.db.selectFrom('curve_blobs').select('id').where('id', 'in', mids).execute()).length;
    await deleteUnusedBlobs(t.db, mids);
    expect(await left()).toBe(mids.length);
    // Revision 5's tail rewritten (a growing revision): its parts stay.
    const tail = grownDataset(previous, 320, 45, 5499);
    const rows = { ...tail, depth: tail.depth.subarray(320), curves: tail.curves.map((c) => ({ ...c, values: c.values.subarray(320) })) };
    const unused = await t.db.transaction().execute((trx) => replaceDataRevisionTail(trx, id, 5, { headRows: 320, tail: rows }));
    expect(unused.filter((blob) => mids.includes(blob))).toEqual([]);
    expect((await depthParts(id, 5, 1)).head).toEqual(parts.head);
    columnCache.clear();
    expect(plainDataset(await readDataset(t.db, id, 5))).toEqual(plainDataset(tail));
    // With no revision referring to them, the parts go.
    await t.db.deleteFrom('data_revision_curves').where('project_id', '=', id).where('revision', '>=', 2).execute();
    await deleteUnusedBlobs(t.db, mids);
    expect(await left()).toBe(0);
  });
});
