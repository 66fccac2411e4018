import { invalid } from '../../errors';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { asBuffer, lazyWorkerPool, OFF_THREAD_MIN_BYTES } from '../../kernel/worker-pool';
import type { KeptFile, SharedUpload } from '../../lib/received-file';
import type { LasParseJob, LasParseOutcome, StreamedLasJob } from './las-parse.worker';
import type { EncodedColumn } from '../project-data';
import { parseLasUpload, type ParsedLas } from './las-upload';

/**
 * Several files at once on a thread: a file read as it arrives waits there between its pieces without holding
 * the thread, and the others are read meanwhile.
 */
const pool = lazyWorkerPool(import.meta.url, 'las-parse.worker', { tasksPerThread: 8 });

export type ReadUpload = ParsedLas & { hashes?: string[]; blobs?: EncodedColumn[] };

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
 * piece as they come, so little is left once the last byte is in. `read`: null when the upload was abandoned; the
 * same answer as readLasUpload otherwise, refusals included. `kept`: the file kept (hashed and compressed) by the
 * same thread as it arrived, as soon as its last byte is in, whether or not it reads as LAS; null if it was not
 * (the upload was abandoned, or the thread failed). `waitMs`: how long the rest may take.
 */
export function readLasAsItArrives(
  file: SharedUpload,
  waitMs: number,
  field = 'las_file',
): { read: Promise<ReadUpload | null>; kept: Promise<KeptFile | null> } {
  const { port1, port2 } = new MessageChannel();
  const kept = new Promise<KeptFile | null>((resolve) => {
    // The kept file's bytes arrive as a Uint8Array: a Buffer again over the same memory (the driver sends Buffers as bytea).
    port1.once('message', (file: KeptFile) => resolve({ sha256: file.sha256, compressed: asBuffer(file.compressed) }));
    port1.once('close', () => resolve(null));
  });
  kept.finally(() => port1.close()).catch(() => undefined);
  return { read: readOnThread(file, waitMs, field, port2), kept };
}

async function readOnThread(file: SharedUpload, waitMs: number, field: string, keptTo: MessagePort): Promise<ReadUpload | null> {
  readsAsTheyArrived.started++;
  let outcome: LasParseOutcome | null = null;
  try {
    const job: StreamedLasJob = { file, field, waitMs, keptTo };
    outcome = (await pool.run(job, 'readAsItArrives', undefined, [keptTo])) as LasParseOutcome | null;
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
  return { ...outcome.parsed, hashes: outcome.hashes, blobs: outcome.blobs?.map((blob) => ({ data: asBuffer(blob.data), encoding: blob.encoding })) };
}

/** Files read on the worker threads so far (tests check large uploads go there). */
export const filesReadOffThread = pool.completed;
