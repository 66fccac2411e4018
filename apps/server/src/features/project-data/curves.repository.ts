import { availableParallelism } from 'node:os';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import pLimit from 'p-limit';
import { byteaParam, type Conn } from '../../kernel/db';
import { columnCache } from './column-cache';
import { columnSha256, decodeColumn, encodeColumn, hashColumns, type EncodedColumn } from './curve-codec';
import { DEPTH_CURVE, type CurveInfoRow, type Dataset, type DatasetTail, type StoredTail } from './dataset';

// Curve storage: SQL only. Columns are encoded by curve-codec.ts and cached by column-cache.ts.

/**
 * PostgreSQL takes at most 65,535 parameters per statement: multi-row statements over curves go in
 * chunks of this many rows (a file may have thousands of curves; 8 parameters a row stays far below).
 */
const ROWS_PER_STATEMENT = 1000;

/**
 * Columns compressed at the same time while a revision is stored: every core but one, at least two, at most four.
 * On two cores, two at once stored a 63 MB upload's columns in 305-545 ms against 404-635 ms one at a time, with
 * /api/health no slower meanwhile (builds alternated; zstd's 1 MB output buffer, lib/zstd.ts, made each one cheaper
 * for the event loop).
 */
const COMPRESS_AT_ONCE = Math.max(2, Math.min(4, availableParallelism() - 1));

/** New columns of at most this many bytes in all are inserted in one statement (ROWS_PER_STATEMENT at most). */
const ONE_STATEMENT_BYTES = 1024 * 1024;

function chunks<T>(items: T[], size = ROWS_PER_STATEMENT): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

/**
 * Stores each column once by SHA-256 of its (uncompressed) bytes and returns blob ids in input
 * order. Columns that already exist (an unchanged curve of an earlier revision, of any project) are
 * shared. New columns are compressed on the thread pool, a few at a time, each inserted as soon as it is
 * ready, so compression overlaps the inserts; `hashes` (hashColumns of the same columns, in order) saves hashing
 * them here, and `blobs` (encodeColumn of the same columns, in order: the LAS worker's) compressing them.
 */
export async function storeCurveBlobs(
  trx: Conn,
  columns: Float64Array[],
  hashes?: readonly string[],
  blobs?: readonly EncodedColumn[],
): Promise<number[]> {
  if (hashes && hashes.length !== columns.length) throw new Error(`${hashes.length} hashes for ${columns.length} columns`);
  const items = columns.map((values, i) => ({ values, length: values.length, sha256: hashes?.[i] ?? columnSha256(values), blob: blobs?.[i] }));
  const wanted = [...new Set(items.map((i) => i.sha256))];
  const ids = new Map<string, number>();
  for (const some of chunks(wanted)) {
    const existing = await trx.selectFrom('curve_blobs').select(['id', 'sha256']).where('sha256', 'in', some).execute();
    for (const row of existing) ids.set(row.sha256, row.id);
  }
  const missing = new Map<string, (typeof items)[number] & { compressed: Promise<EncodedColumn> }>();
  // At most COMPRESS_AT_ONCE at a time, in column order: the inserts take them as fast, and the event loop keeps
  // a share of the machine (all at once, they took both cores of a small machine from every other request).
  const limit = pLimit(COMPRESS_AT_ONCE);
  for (const item of items) {
    if (ids.has(item.sha256) || missing.has(item.sha256)) continue;
    const compressed = item.blob ? Promise.resolve(item.blob) : limit(() => encodeColumn(item.values));
    compressed.catch(() => undefined); // awaited below; never an unhandled rejection if an insert fails first
    missing.set(item.sha256, { ...item, compressed });
  }
  const pending = [...missing.values()];
  const ready = async (item: (typeof pending)[number]) => ({ ...item, ...(await item.compressed) });
  // Large columns one row per statement (measured no faster in bigger batches: the bytes dominate), each sent
  // as soon as it is compressed; small ones (a live batch's tails) in one statement: a round trip each was most
  // of their time.
  const small = pending.reduce((bytes, item) => bytes + item.values.byteLength, 0) <= ONE_STATEMENT_BYTES;
  const inserted = small
    ? await Promise.all(chunks(await Promise.all(pending.map(ready))).map((some) => insertBlobs(trx, some)))
    : await Promise.all(pending.map(async (item) => insertBlobs(trx, [await ready(item)])));
  for (const rows of inserted) for (const row of rows) ids.set(row.sha256, row.id);
  // Another writer may have stored the same bytes meanwhile (on conflict do nothing returns nothing).
  const still = wanted.filter((sha) => !ids.has(sha));
  for (const some of chunks(still)) {
    const rows = await trx.selectFrom('curve_blobs').select(['id', 'sha256']).where('sha256', 'in', some).execute();
    for (const row of rows) ids.set(row.sha256, row.id);
  }
  return items.map((i) => ids.get(i.sha256)!);
}

/** New blobs, each kept once by its hash (another writer may have stored it meanwhile): the ids of those inserted. */
async function insertBlobs(trx: Conn, blobs: readonly ({ sha256: string; length: number } & EncodedColumn)[]) {
  if (blobs.length === 0) return [];
  return trx
    .insertInto('curve_blobs')
    .values(blobs.map((b) => ({ sha256: b.sha256, length: b.length, data: byteaParam(b.data), content_encoding: b.encoding })))
    .onConflict((oc) => oc.column('sha256').doNothing())
    .returning(['id', 'sha256'])
    .execute();
}

/**
 * Holds columns just stored in the column cache, decoded, so the first read of the new revision (the workspace,
 * opened right after an upload) takes them from memory instead of reading them back from the database and
 * decompressing them. `hashes`: their hashColumns, in order, when a worker took them (a small file's are taken
 * here). Keyed by content, an entry is right whatever became of the transaction; the caller gives up the arrays
 * (nothing may write to them after).
 */
export function holdStoredColumns(columns: readonly Float64Array[], hashes: readonly string[] = hashColumns([...columns])): void {
  if (hashes.length !== columns.length) throw new Error(`${hashes.length} hashes for ${columns.length} columns`);
  columns.forEach((values, i) => columnCache.set(`blob:${hashes[i]}`, values));
}

export interface NewDataRevision {
  projectId: number;
  revision: number;
  /** The upload's id, or a writer of the upload row, called once the curves are stored. */
  uploadId: number | null | ((trx: Conn) => Promise<number>);
  importType: string | null;
  dataset: Dataset;
  /** The hashes of the columns [depth, ...curves] (hashColumns), when a worker took them. */
  hashes?: readonly string[];
  /** The same columns compressed as stored (encodeColumn), when a worker did it. */
  blobs?: readonly EncodedColumn[];
  /**
   * Stores each curve in two parts, its first `headRows` rows and the rest (a live feed's growing revision, whose
   * rows after them are rewritten as rows arrive: replaceDataRevisionTail). Not with `hashes` or `blobs`.
   */
  headRows?: number;
  /**
   * The revision whose first `headRows` rows the dataset's are (a live well's revision before this one): its stored
   * parts are shared instead of storing those rows again (sharedHeads). Stored as `headRows` alone when they cannot
   * be (another set of curves, other rows).
   */
  headFrom?: number;
}

/** Writes a data revision and its curves (depth first). Call inside the caller's transaction. */
export async function insertDataRevision(trx: Conn, input: NewDataRevision): Promise<void> {
  const { dataset } = input;
  const shared =
    input.headFrom !== undefined && input.headRows !== undefined
      ? await sharedHeads(trx, input.projectId, input.headFrom, dataset, input.headRows)
      : null;
  const { heads, tails } = shared ?? (await storeColumns(trx, dataset, input.headRows, input.hashes, input.blobs));
  const uploadId = typeof input.uploadId === 'function' ? await input.uploadId(trx) : input.uploadId;
  await trx
    .insertInto('data_revisions')
    .values({
      project_id: input.projectId,
      revision: input.revision,
      row_count: dataset.depth.length,
      upload_id: uploadId,
      import_type: input.importType,
    })
    .execute();
  await insertCurves(trx, input.projectId, input.revision, dataset, { heads, tails });
}

/** The curve rows of a revision (depth first) and their parts after the head, as `stored` holds them. */
async function insertCurves(trx: Conn, projectId: number, revision: number, dataset: Dataset, stored: StoredColumns): Promise<void> {
  const infos = [
    { name: DEPTH_CURVE, unit: dataset.depthUnit, original_mnemonic: 'DEPT', description: 'Depth' },
    ...dataset.curves.map((c) => ({ name: c.name, unit: c.unit, original_mnemonic: c.original_mnemonic, description: c.description })),
  ];
  const rows = infos.map((info, position) => ({
    project_id: projectId,
    revision,
    position,
    blob_id: stored.heads[position][0],
    tail_blob_id: stored.tails?.[position] ?? null,
    ...info,
  }));
  for (const some of chunks(rows)) await trx.insertInto('data_revision_curves').values(some).execute();
  const parts = infos.flatMap((info, position) =>
    stored.heads[position].slice(1).map((blob_id, k) => ({ project_id: projectId, revision, name: info.name, part: k + 1, blob_id })),
  );
  for (const some of chunks(parts)) await trx.insertInto('data_revision_curve_parts').values(some).execute();
}

/** The blobs of a dataset's columns [depth, ...curves] as stored: each column's parts before its tail, and its tail. */
interface StoredColumns {
  heads: number[][];
  tails: number[] | null;
}

const columnsOf = (dataset: Dataset) => [dataset.depth, ...dataset.curves.map((c) => c.values)];

/** Each column's rows after `headRows`, stored as a column of its own; null when no row follows them. */
async function storeTails(trx: Conn, dataset: Dataset, headRows: number): Promise<number[] | null> {
  if (headRows >= dataset.depth.length) return null;
  return storeCurveBlobs(
    trx,
    columnsOf(dataset).map((values) => values.subarray(headRows)),
  );
}

/**
 * Stores a dataset's columns [depth, ...curves]: whole, or split after `headRows` rows (heads and tails, each
 * stored as a column of its own) when some rows follow them.
 */
async function storeColumns(
  trx: Conn,
  dataset: Dataset,
  headRows?: number,
  hashes?: readonly string[],
  blobs?: readonly EncodedColumn[],
): Promise<StoredColumns> {
  const columns = columnsOf(dataset);
  if (headRows === undefined || headRows >= dataset.depth.length) {
    return { heads: (await storeCurveBlobs(trx, columns, hashes, blobs)).map((id) => [id]), tails: null };
  }
  if (hashes || blobs) throw new Error('the columns of a split revision are hashed and compressed part by part');
  const heads = await storeCurveBlobs(
    trx,
    columns.map((values) => values.subarray(0, headRows)),
  );
  return { heads: heads.map((id) => [id]), tails: await storeTails(trx, dataset, headRows) };
}

/** Whether two columns' first `n` rows are the same bits (a NaN's too). */
function sameRows(a: Float64Array, b: Float64Array, n: number): boolean {
  if (a.length < n || b.length < n) return false;
  const x = new Int32Array(a.buffer, a.byteOffset, n * 2);
  const y = new Int32Array(b.buffer, b.byteOffset, n * 2);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

/** A curve has at most this many parts before its tail; the halving rule below keeps them near log2 of its rows. */
const MAX_HEAD_PARTS = 24;

/** Rows [start, end) of a head: an existing part of the revision it comes from (its index), or rows stored anew. */
interface Segment {
  start: number;
  end: number;
  part: number | null;
}

/**
 * The parts before the tail of a live well's next revision, shared with `from`, the revision whose first
 * `headRows` rows are the dataset's: its parts are taken as they are, the last one cut where the head ends (its
 * rows stored anew), and the last two merged (stored anew) while the last holds more than half the rows of the one
 * before it, so that each part holds less than half the one before: a curve keeps about log2 of its rows in parts,
 * and a row is stored again a logarithm of times in all, not once per revision. Null when they cannot be shared
 * (another set of curves, parts of other lengths, a head longer than `from` or of other rows): the caller stores
 * the head whole.
 */
async function sharedHeads(trx: Conn, projectId: number, from: number, dataset: Dataset, headRows: number): Promise<StoredColumns | null> {
  if (headRows <= 0 || headRows > dataset.depth.length) return null;
  const stored = await storedCurves(trx, projectId, from);
  const names = [DEPTH_CURVE, ...dataset.curves.map((c) => c.name)];
  if (stored.length !== names.length || stored.some((r, i) => r.name !== names[i] || r.position !== i)) return null;
  const lengths = partsOf(stored[0]).map((part) => part.length);
  if (stored.some((r) => partsOf(r).length !== lengths.length || partsOf(r).some((part, k) => part.length !== lengths[k]))) return null;
  const segments: Segment[] = [];
  let at = 0;
  for (const [k, length] of lengths.entries()) {
    if (at >= headRows) break;
    const end = Math.min(at + length, headRows);
    if (end > at) segments.push({ start: at, end, part: end === at + length ? k : null });
    at += length;
  }
  if (at < headRows) return null;
  // The head's rows must be the revision's, bit for bit: rows shared are rows the dataset holds (read from the
  // column cache as a rule: the caller read the revision to make the dataset).
  const columns = columnsOf(dataset);
  const fromRows = await datasetOf(trx, stored);
  if (!fromRows || !columnsOf(fromRows).every((values, c) => sameRows(values, columns[c], headRows))) return null;
  const size = (segment: Segment) => segment.end - segment.start;
  while (segments.length > 1) {
    const last = segments[segments.length - 1];
    const before = segments[segments.length - 2];
    if (2 * size(last) <= size(before) && segments.length <= MAX_HEAD_PARTS) break;
    segments.splice(-2, 2, { start: before.start, end: last.end, part: null });
  }
  // The new parts' rows are the dataset's; every column's in one store.
  const fresh = segments.filter((segment) => segment.part === null);
  const ids = await storeCurveBlobs(
    trx,
    fresh.flatMap((segment) => columns.map((values) => values.subarray(segment.start, segment.end))),
  );
  const heads = stored.map((r, c) => {
    let next = 0;
    return segments.map((segment) => (segment.part !== null ? partsOf(r)[segment.part].id : ids[next++ * columns.length + c]));
  });
  return { heads, tails: await storeTails(trx, dataset, headRows) };
}

/** Copies the curve rows of revision `from` to a new revision `to` (no blob is copied). */
export async function copyDataRevision(trx: Conn, projectId: number, from: number, to: number, importType: string): Promise<void> {
  const source = await trx
    .selectFrom('data_revisions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('revision', '=', from)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('data_revisions')
    .values({ project_id: projectId, revision: to, row_count: source.row_count, upload_id: source.upload_id, import_type: importType })
    .execute();
  const curves = await trx
    .selectFrom('data_revision_curves')
    .select(['name', 'position', 'unit', 'original_mnemonic', 'description', 'blob_id', 'tail_blob_id'])
    .where('project_id', '=', projectId)
    .where('revision', '=', from)
    .execute();
  for (const some of chunks(curves.map((c) => ({ ...c, project_id: projectId, revision: to })))) {
    await trx.insertInto('data_revision_curves').values(some).execute();
  }
  await trx
    .insertInto('data_revision_curve_parts')
    .columns(['project_id', 'revision', 'name', 'part', 'blob_id'])
    .expression((eb) =>
      eb
        .selectFrom('data_revision_curve_parts')
        .select(['project_id', eb.val(to).as('revision'), 'name', 'part', 'blob_id'])
        .where('project_id', '=', projectId)
        .where('revision', '=', from),
    )
    .execute();
}

export async function findDataRevision(db: Conn, projectId: number, revision: number) {
  return db.selectFrom('data_revisions').selectAll().where('project_id', '=', projectId).where('revision', '=', revision).executeTakeFirst();
}

export async function listCurveInfos(db: Conn, projectId: number, revision: number): Promise<CurveInfoRow[]> {
  return db
    .selectFrom('data_revision_curves')
    .select(['name', 'position', 'unit', 'original_mnemonic', 'description'])
    .where('project_id', '=', projectId)
    .where('revision', '=', revision)
    .orderBy('position')
    .execute();
}

/** One stored part of a curve's rows: its blob. */
interface Part {
  id: number;
  sha256: string;
  length: number;
}

/**
 * A revision's curve rows with their parts, in stored order; `names`: only those and depth. `head` holds the parts
 * before the tail, in order (blob_id, then data_revision_curve_parts'), `tail` the tail's part when there is one.
 */
async function storedCurves(db: Conn, projectId: number, revision: number, names?: readonly string[]) {
  let query = db
    .selectFrom('data_revision_curves as c')
    .innerJoin('curve_blobs as b', 'b.id', 'c.blob_id')
    .leftJoin('curve_blobs as t', 't.id', 'c.tail_blob_id')
    .select(['c.name', 'c.unit', 'c.original_mnemonic', 'c.description', 'c.position', 'c.blob_id', 'b.sha256', 'b.length'])
    .select(['c.tail_blob_id', 't.sha256 as tail_sha256', 't.length as tail_length'])
    // its parts after the head, in order: none but for a live well's revision (one index probe a curve)
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('data_revision_curve_parts as p')
          .innerJoin('curve_blobs as pb', 'pb.id', 'p.blob_id')
          .select(['pb.id', 'pb.sha256', 'pb.length'])
          .whereRef('p.project_id', '=', 'c.project_id')
          .whereRef('p.revision', '=', 'c.revision')
          .whereRef('p.name', '=', 'c.name')
          .orderBy('p.part'),
      ).as('parts'),
    )
    .where('c.project_id', '=', projectId)
    .where('c.revision', '=', revision);
  if (names) query = query.where('c.name', 'in', [DEPTH_CURVE, ...names]);
  const rows = await query.orderBy('c.position').execute();
  return rows.map((r) => {
    const head: Part[] = [{ id: r.blob_id, sha256: r.sha256, length: r.length }, ...r.parts];
    const tail: Part | null =
      r.tail_blob_id !== null && r.tail_sha256 !== null ? { id: r.tail_blob_id, sha256: r.tail_sha256, length: r.tail_length! } : null;
    return { name: r.name, unit: r.unit, original_mnemonic: r.original_mnemonic, description: r.description, position: r.position, head, tail };
  });
}

type StoredCurve = Awaited<ReturnType<typeof storedCurves>>[number];

/** Every part of a curve, in the order its rows are read: its head's, then its tail. */
const partsOf = (curve: StoredCurve) => (curve.tail ? [...curve.head, curve.tail] : curve.head);

/** The column cache's key of parts read as one column: their hashes joined (one part: its own hash). */
const keyOfParts = (parts: readonly Part[]) => parts.map((part) => part.sha256).join('+');

/** The rows a curve holds before its tail. */
const headLength = (curve: StoredCurve) => curve.head.reduce((n, part) => n + part.length, 0);

/** The columns of these blobs by SHA-256: from the column cache, else read, decoded, and held there. */
async function blobColumns(db: Conn, blobs: readonly { id: number; sha256: string }[]): Promise<Map<string, Float64Array>> {
  const fetched = new Map<string, Float64Array>();
  for (const b of blobs) {
    const hit = columnCache.get(`blob:${b.sha256}`);
    if (hit) fetched.set(b.sha256, hit);
  }
  const missing = [...new Set(blobs.filter((b) => !fetched.has(b.sha256)).map((b) => b.id))];
  for (const some of chunks(missing)) {
    const rows = await db.selectFrom('curve_blobs').select(['sha256', 'length', 'data', 'content_encoding']).where('id', 'in', some).execute();
    const decoded = await Promise.all(rows.map((b) => decodeColumn(b.data, b.content_encoding, b.length)));
    rows.forEach((b, i) => {
      fetched.set(b.sha256, decoded[i]);
      columnCache.set(`blob:${b.sha256}`, decoded[i]);
    });
  }
  return fetched;
}

/** Parts' columns one after the other (the one column itself when there is one part). */
function joinParts(parts: readonly Part[], columns: Map<string, Float64Array>): Float64Array {
  if (parts.length === 1) return columns.get(parts[0].sha256)!;
  const values = new Float64Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    values.set(columns.get(part.sha256)!, at);
    at += part.length;
  }
  return values;
}

/**
 * A curve's head parts as one column, held in the column cache under their hashes joined (a growing revision's
 * every batch reads its head's depths: joined once, not once a batch).
 */
function joinedHead(curve: StoredCurve, columns: Map<string, Float64Array>): Float64Array {
  if (curve.head.length === 1) return columns.get(curve.head[0].sha256)!;
  const key = `blob:${keyOfParts(curve.head)}`;
  const held = columnCache.get(key);
  if (held) return held;
  const values = joinParts(curve.head, columns);
  columnCache.set(key, values);
  return values;
}

/**
 * Reads a data revision (all curves, or only `names`; depth is always read). Undefined when the revision does not
 * exist. A curve stored in parts (a head, the parts after it, a tail) is read as their rows one after the other (the
 * joined column held in the column cache under its parts' hashes).
 */
export async function readDataset(db: Conn, projectId: number, revision: number, names?: readonly string[]): Promise<Dataset | undefined> {
  return datasetOf(db, await storedCurves(db, projectId, revision, names));
}

/**
 * A revision's curves, looked up once (one statement): the names of those it stores, depth's among them, and the
 * dataset of some of them (readDataset's, without a second lookup). For a read that first needs to know what the
 * revision holds, then reads only part of it.
 */
export async function revisionCurves(
  db: Conn,
  projectId: number,
  revision: number,
): Promise<{ names: ReadonlySet<string>; dataset: (names: readonly string[]) => Promise<Dataset | undefined> }> {
  const rows = await storedCurves(db, projectId, revision);
  return {
    names: new Set(rows.map((r) => r.name)),
    dataset: (names) => {
      const wanted = new Set([DEPTH_CURVE, ...names]);
      return datasetOf(
        db,
        rows.filter((r) => wanted.has(r.name)),
      );
    },
  };
}

/** The dataset of a revision's stored curves (storedCurves): undefined without its depth. */
async function datasetOf(db: Conn, rows: readonly StoredCurve[]): Promise<Dataset | undefined> {
  const keyOf = (r: StoredCurve) => keyOfParts(partsOf(r));
  const joined = new Map<string, Float64Array>();
  for (const r of rows) {
    const hit = columnCache.get(`blob:${keyOf(r)}`);
    if (hit) joined.set(keyOf(r), hit);
  }
  const toRead = rows.filter((r) => !joined.has(keyOf(r)));
  const columns = await blobColumns(db, toRead.flatMap(partsOf));
  for (const r of toRead) {
    const values = joinParts(partsOf(r), columns);
    joined.set(keyOf(r), values);
    if (partsOf(r).length > 1) columnCache.set(`blob:${keyOf(r)}`, values);
  }
  const depthRow = rows.find((r) => r.name === DEPTH_CURVE);
  if (!depthRow) return undefined;
  return {
    depth: joined.get(keyOf(depthRow))!,
    depthUnit: depthRow.unit,
    curves: rows
      .filter((r) => r.name !== DEPTH_CURVE)
      .map((r) => ({
        name: r.name,
        unit: r.unit,
        original_mnemonic: r.original_mnemonic,
        description: r.description,
        values: joined.get(keyOf(r))!,
        blobSha: keyOf(r),
      })),
  };
}

/**
 * A revision's rows after its head (tails of no rows when its curves have none), the head's length and its
 * depths: what a growing revision's next write starts from, read without the head's other curves. Undefined when
 * the revision does not exist, or its heads differ in length.
 */
export async function readDatasetTail(
  db: Conn,
  projectId: number,
  revision: number,
): Promise<(DatasetTail & { headDepth: Float64Array }) | undefined> {
  const rows = await storedCurves(db, projectId, revision);
  const depthRow = rows.find((r) => r.name === DEPTH_CURVE);
  if (!depthRow || rows.some((r) => headLength(r) !== headLength(depthRow) || (r.tail?.length ?? 0) !== (depthRow.tail?.length ?? 0)))
    return undefined;
  const columns = await blobColumns(db, [...depthRow.head, ...rows.flatMap((r) => (r.tail ? [r.tail] : []))]);
  const tailOf = (r: StoredCurve) => (r.tail ? columns.get(r.tail.sha256)! : new Float64Array(0));
  return {
    headRows: headLength(depthRow),
    headDepth: joinedHead(depthRow, columns),
    stored: { revision, curves: rows.map((r) => ({ name: r.name, position: r.position, tailBlobId: r.tail?.id ?? null })) },
    tail: {
      depth: tailOf(depthRow),
      depthUnit: depthRow.unit,
      curves: rows
        .filter((r) => r.name !== DEPTH_CURVE)
        .map((r) => ({ name: r.name, unit: r.unit, original_mnemonic: r.original_mnemonic, description: r.description, values: tailOf(r) })),
    },
  };
}

/**
 * Replaces the curves of an existing data revision (the live feed's unsealed one, which grows until it is sealed;
 * a sealed revision is never passed here), split after `headRows` rows as insertDataRevision does, those rows
 * shared as the revision stores them when they are its own (sharedHeads). Returns the blob ids it referred to, for
 * `deleteUnusedBlobs` after commit.
 */
export async function replaceDataRevisionCurves(
  trx: Conn,
  projectId: number,
  revision: number,
  dataset: Dataset,
  headRows?: number,
): Promise<number[]> {
  // The rows it keeps are shared as it stores them (its parts, its tail cut where the head ends), read before
  // its curves go.
  const shared = headRows !== undefined ? await sharedHeads(trx, projectId, revision, dataset, headRows) : null;
  // Its parts go with its curves (on delete cascade): their blobs are read first.
  const oldParts = await trx
    .selectFrom('data_revision_curve_parts')
    .select('blob_id')
    .where('project_id', '=', projectId)
    .where('revision', '=', revision)
    .execute();
  const old = await trx
    .deleteFrom('data_revision_curves')
    .where('project_id', '=', projectId)
    .where('revision', '=', revision)
    .returning(['blob_id', 'tail_blob_id'])
    .execute();
  const { heads, tails } = shared ?? (await storeColumns(trx, dataset, headRows));
  await setRowCount(trx, projectId, revision, dataset.depth.length);
  await insertCurves(trx, projectId, revision, dataset, { heads, tails });
  return unusedOf([...old.flatMap((o) => [o.blob_id, o.tail_blob_id]), ...oldParts.map((p) => p.blob_id)], [...heads.flat(), ...(tails ?? [])]);
}

/**
 * Replaces the rows after the head of an existing data revision (the live feed's unsealed one) with `rows.tail`,
 * whose curves are the revision's, in its order; the head's rows stay as they are stored. The work is the tail's,
 * however many rows the head holds. Returns the blob ids it referred to, for `deleteUnusedBlobs` after commit.
 */
export async function replaceDataRevisionTail(trx: Conn, projectId: number, revision: number, rows: DatasetTail): Promise<number[]> {
  const { tail } = rows;
  // The curves read with the tail stand in for this read only when they are this revision's.
  const old: readonly StoredTail[] =
    rows.stored?.revision === revision
      ? rows.stored.curves
      : (
          await trx
            .selectFrom('data_revision_curves')
            .select(['name', 'position', 'tail_blob_id'])
            .where('project_id', '=', projectId)
            .where('revision', '=', revision)
            .orderBy('position')
            .execute()
        ).map((r) => ({ name: r.name, position: r.position, tailBlobId: r.tail_blob_id }));
  const names = [DEPTH_CURVE, ...tail.curves.map((c) => c.name)];
  if (old.length !== names.length || old.some((o, i) => o.name !== names[i] || o.position !== i))
    throw new Error(`revision ${revision}'s curves are not the tail's: ${names.join(', ')}`);
  const tails = tail.depth.length > 0 ? await storeCurveBlobs(trx, [tail.depth, ...tail.curves.map((c) => c.values)]) : names.map(() => null);
  // One statement for every curve: positions and their tails side by side.
  await sql`UPDATE data_revision_curves AS c SET tail_blob_id = v.tail
    FROM unnest(${names.map((_, i) => i)}::integer[], ${tails}::integer[]) AS v(position, tail)
    WHERE c.project_id = ${projectId} AND c.revision = ${revision} AND c.position = v.position`.execute(trx);
  await setRowCount(trx, projectId, revision, rows.headRows + tail.depth.length);
  return unusedOf(
    old.map((o) => o.tailBlobId),
    tails,
  );
}

async function setRowCount(trx: Conn, projectId: number, revision: number, rowCount: number) {
  await trx.updateTable('data_revisions').set({ row_count: rowCount }).where('project_id', '=', projectId).where('revision', '=', revision).execute();
}

/** The blob ids among `referred` that `kept` does not hold, once each. */
function unusedOf(referred: readonly (number | null)[], kept: readonly (number | null)[]): number[] {
  const keep = new Set(kept);
  return [...new Set(referred)].filter((id): id is number => id !== null && !keep.has(id));
}

/** Deletes the blobs among `ids` that no revision refers to any more (best effort: one in use is kept). */
export async function deleteUnusedBlobs(db: Conn, ids: readonly number[]): Promise<void> {
  for (const some of chunks([...ids])) {
    await db
      .deleteFrom('curve_blobs')
      .where('id', 'in', some)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom('data_revision_curves').select('blob_id').whereRef('data_revision_curves.blob_id', '=', 'curve_blobs.id'))),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('data_revision_curves').select('tail_blob_id').whereRef('data_revision_curves.tail_blob_id', '=', 'curve_blobs.id'),
          ),
        ),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom('data_revision_curve_parts').select('blob_id').whereRef('data_revision_curve_parts.blob_id', '=', 'curve_blobs.id'),
          ),
        ),
      )
      .execute();
  }
}
