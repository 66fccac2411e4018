import { invalid } from '../../errors';
import { lazyWorkerPool, OFF_THREAD_MIN_BYTES } from '../../kernel/worker-pool';
import type { SharedUpload } from '../../lib/received-file';
import type { LasParseJob, LasParseOutcome, StreamedLasJob } from './las-parse.worker';
import { parseLasUpload, type ParsedLas } from './las-upload';

/**
 * Several files at once on a thread: a file read as it arrives waits there between its pieces without holding
 * the thread, and the others are read meanwhile.
 */
const pool = lazyWorkerPool(import.meta.url, 'las-parse.worker', { tasksPerThread: 8 });

export type ReadUpload = ParsedLas & { hashes?: string[] };

/**
 * `parseLasUpload` off the event loop: a 66 MB file is read on a worker thread while
 * the server goes on answering, and its columns come back with their hashes (`hashes`, for
 * insertDataRevision). The same answer, refusals included (422 naming the line).
 */
export async function readLasUpload(bytes: Uint8Array, field = 'las_file'): Promise<ReadUpload> {
  if (bytes.byteLength < OFF_THREAD_MIN_BYTES) return parseLasUpload(bytes, field);
  return answer((await pool.run({ bytes, field } satisfies LasParseJob)) as LasParseOutcome, field);
}

/**
 * readLasUpload of a file still arriving (lib/received-file.ts): its rows are read on a worker thread piece by
 * piece as they come, so little is left once the last byte is in. Null when the upload was abandoned; the same
 * answer as readLasUpload otherwise, refusals included. `waitMs`: how long the rest may take.
 */
export async function readLasAsItArrives(file: SharedUpload, waitMs: number, field = 'las_file'): Promise<ReadUpload | null> {
  readsAsTheyArrived.started++;
  let outcome: LasParseOutcome | null = null;
  try {
    outcome = (await pool.run({ file, field, waitMs } satisfies StreamedLasJob, 'readAsItArrives')) as LasParseOutcome | null;
  } finally {
    if (outcome) readsAsTheyArrived.finished++;
    else readsAsTheyArrived.abandoned++;
  }
  return answer(outcome, field);
}

/** Files read as they arrived: started, finished (read or refused), abandoned (tests check slow and failed uploads). */
export const readsAsTheyArrived = { started: 0, finished: 0, abandoned: 0 };

function answer(outcome: LasParseOutcome, field: string): ReadUpload;
function answer(outcome: LasParseOutcome | null, field: string): ReadUpload | null;
function answer(outcome: LasParseOutcome | null, field: string): ReadUpload | null {
  if (!outcome) return null;
  if ('refused' in outcome) throw invalid(outcome.refused.fields ?? { [field]: [outcome.refused.message] }, outcome.refused.message);
  return { ...outcome.parsed, hashes: outcome.hashes };
}

/** Files read on the worker threads so far (tests check large uploads go there). */
export const filesReadOffThread = pool.completed;
