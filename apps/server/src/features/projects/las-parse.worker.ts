// Runs in a worker thread (kernel/worker-pool.ts): reads an uploaded LAS file into columns, then hashes them for
// storage, so a 66 MB file never holds the event loop; a file read as it arrives is kept (hashed and compressed)
// here too, and its columns compressed as they are stored. Built to dist/las-parse.worker.js beside the server.
import type { MessagePort } from 'node:worker_threads';
import { LasStreamReader } from '@mudstack/core/las/stream-reader';
import { isTopsSet } from '@mudstack/core/las/tops';
import pLimit from 'p-limit';
import { AppError } from '../../errors';
import { lowerThisThread } from '../../kernel/thread-priority';
import { movableColumns, moved, ownBuffer } from '../../kernel/worker-pool';
import { ABANDONED, ENDED, FileKeeper, PUBLISHED, SEQ, STATE, type KeptFile, type SharedUpload } from '../../lib/received-file';
import { ownsItsBuffer } from '../../lib/zstd';
import { encodeColumn, hashColumns, type BlobEncoding, type EncodedColumn } from '../project-data';
import { parseLasUpload, type ParsedLas } from './las-upload';

// Below the event loop, as all heavy work (kernel/thread-priority.ts).
lowerThisThread();

export interface LasParseJob {
  bytes: Uint8Array;
  field: string;
}

/** The parsed file with the hashes of its columns, or the 422 the reader's refusal becomes. */
export type LasParseOutcome =
  | { parsed: ParsedLas; hashes: string[]; blobs?: { data: Uint8Array; encoding: BlobEncoding }[] }
  | { refused: { message: string; fields?: Record<string, string[]> } };

export interface StreamedLasJob {
  file: SharedUpload;
  field: string;
  /** How long to wait for the rest of the file before giving up (the upload's own deadline is shorter). */
  waitMs: number;
  /** Where the file kept (a KeptFile) is posted once the last byte is in, before its rest is read; closed after. */
  keptTo: MessagePort;
}

/**
 * Reads a file as it arrives (lib/received-file.ts SharedUpload): each whole piece the receiver publishes is
 * kept (hashed, and compressed on the thread pool, FileKeeper) and read as it comes, and the file is finished
 * once it has ended: the file kept is posted to `keptTo` first, so the server stores it while the rest is read
 * here (a file the reader refuses is kept all the same). Between pieces the thread is free (it waits with
 * Atomics.waitAsync), so a slow client holds no thread: other files are read meanwhile. Null when the upload was
 * abandoned or its rest never came.
 */
export async function readAsItArrives(job: StreamedLasJob): Promise<LasParseOutcome | null> {
  try {
    return await readAndKeep(job);
  } finally {
    job.keptTo.close(); // with nothing posted, the server keeps the file itself
  }
}

async function readAndKeep(job: StreamedLasJob): Promise<LasParseOutcome | null> {
  const { buffer, control, expectedBytes } = job.file;
  const reader = new LasStreamReader({}, expectedBytes);
  // The server's thread leaves keeping a shared file to its reader: some 60 ms of hashing and 100 MB of
  // compressed pieces and their joins a 63 MB upload no longer brings to the event loop (docs/decisions.md).
  const keeper = new FileKeeper(expectedBytes);
  const giveUpAt = Date.now() + job.waitMs;
  let seen = -1;
  for (;;) {
    const seq = Atomics.load(control, SEQ);
    const state = Atomics.load(control, STATE);
    const bytes = new Uint8Array(buffer, 0, Atomics.load(control, PUBLISHED));
    if (state === ABANDONED) return null;
    if (state === ENDED) {
      const { sha256, compressed } = await keeper.end(bytes);
      // Its buffer is its own (FileKeeper.end), so it moves with the room after it, untouched, rather than copied.
      job.keptTo.postMessage({ sha256, compressed } satisfies KeptFile, [compressed.buffer as ArrayBuffer]);
      const read = readColumns({ bytes, field: job.field }, reader);
      if ('refused' in read.outcome) return read.outcome;
      // The columns go back compressed as stored too: their compression's pieces and joins stay off the event loop.
      // A blob that is a view of the buffer zstd wrote it into moves with that buffer; any other, copied to its own.
      const blobs = (await compressColumns(read.columns)).map((blob) => ({
        data: ownsItsBuffer(blob.data) ? blob.data : ownBuffer(blob.data),
        encoding: blob.encoding,
      }));
      const views = blobs.map((blob) => blob.data);
      return moved<LasParseOutcome>({ ...read.outcome, blobs }, [...read.columns, ...views], views.filter(ownsItsBuffer));
    }
    if (seq !== seen) {
      keeper.take(bytes);
      reader.take(bytes);
      seen = seq;
      continue;
    }
    const left = giveUpAt - Date.now();
    if (left <= 0) return null;
    const wait = Atomics.waitAsync(control, SEQ, seq, left);
    if (wait.async) await wait.value;
  }
}

export default function parseLasJob(job: LasParseJob): LasParseOutcome {
  const { outcome, columns } = readColumns(job);
  return 'refused' in outcome ? outcome : moved(outcome, columns);
}

/**
 * Columns compressed at once: as many as libuv's thread pool has threads (4). By then the file has arrived and the
 * server's thread waits for this answer, so the pool may take every core.
 */
const COMPRESS_AT_ONCE = 4;

/** The columns compressed as stored (encodeColumn, on the thread pool), in order. */
function compressColumns(columns: Float64Array[]): Promise<EncodedColumn[]> {
  const limit = pLimit(COMPRESS_AT_ONCE);
  return Promise.all(columns.map((values) => limit(() => encodeColumn(values))));
}

/** The file read (with `reader`, the rows it read as the file arrived), and its columns to move to the server's thread. */
function readColumns(job: LasParseJob, reader?: LasStreamReader): { outcome: LasParseOutcome; columns: Float64Array[] } {
  let parsed: ParsedLas;
  try {
    parsed = parseLasUpload(job.bytes, job.field, reader);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') {
      return { outcome: { refused: { message: error.message, fields: error.fields } }, columns: [] };
    }
    throw error;
  }
  // Each column in a buffer no other shares, so it moves to the main thread instead of being copied there (48 MB for
  // the 66 MB file); the reader's arrays move as they are, with the little room its guess of the rows left.
  const columns = movableColumns([parsed.dataset.depth, ...parsed.dataset.curves.map((c) => c.values)]);
  const dataset = { ...parsed.dataset, depth: columns[0], curves: parsed.dataset.curves.map((c, i) => ({ ...c, values: columns[i + 1] })) };
  const hashes = hashColumns(columns);
  // Only the headers of the file go back: its columns are in `dataset` already. The rows of its other data sets stay
  // behind too, but for its formation tops, which become the project's formations (a few rows).
  const dataSets = parsed.las.dataSets?.map((set) => (isTopsSet(set) ? set : { ...set, curves: [] }));
  const las = { ...parsed.las, curves: [], dataSets };
  return { outcome: { parsed: { ...parsed, las, dataset }, hashes }, columns };
}
