import { invalid } from '../../errors';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { asBuffer, EndedWithOthers, lazyWorkerPool, PastTimeLimit } from '../../kernel/worker-pool';
import type { ArrivalLimits, KeptFile, SharedUpload } from '../../lib/multipart';
import type { LasParseJob, LasParseOutcome, StreamedLasJob } from './las-parse.worker';
import type { EncodedColumn } from '../project-data';
import type { ParsedLas } from './las-upload';

/**
 * Several files at once on a thread: a file read as it arrives waits there between its pieces without holding
 * the thread, and the others are read meanwhile.
 */
const pool = lazyWorkerPool(import.meta.url, 'las-parse.worker', { tasksPerThread: 8 });

export type ReadUpload = ParsedLas & { hashes?: string[]; blobs?: EncodedColumn[] };

/**
 * `parseLasUpload` off the event loop, whatever the file's size: a 66 MB file is read on a worker thread while
 * the server goes on answering, and its columns come back with their hashes (`hashes`, for insertDataRevision).
 * The same answer, refusals included (422 naming the line), within `limitSeconds` (notReadInTime).
 */
async function readLasUpload(bytes: Uint8Array, limitSeconds: number, field = 'las_file'): Promise<ReadUpload> {
  const read = () => pool.runWithin({ bytes, field } satisfies LasParseJob, { limitSeconds });
  try {
    // Its thread ended for another file's read that would not end: read again, once, on a new one.
    const ran = await read().catch((error: unknown) => {
      if (error instanceof EndedWithOthers) return read();
      throw error;
    });
    return answer(ran as LasParseOutcome, field);
  } catch (error) {
    throw error instanceof PastTimeLimit ? notReadInTime(field, limitSeconds) : error;
  }
}

/**
 * An uploaded LAS file read: as it arrived (`read`, readLasAsItArrives), or whole when that read gave up or there
 * was none (a file under a megabyte), within `limitSeconds` either way.
 */
export async function readUploadedLas(read: Promise<ReadUpload | null> | undefined, bytes: Uint8Array, limitSeconds: number): Promise<ReadUpload> {
  return (await read) ?? readLasUpload(bytes, limitSeconds);
}

/**
 * readLasUpload of a file still arriving (lib/received-file.ts): its rows are read on a worker thread piece by
 * piece as they come, so little is left once the last byte is in. `read`: null when the upload was abandoned, or
 * its thread ended (the server then reads the file whole); the same answer as readLasUpload otherwise, refusals
 * included, within the same limit once the body is in (`limits`). `kept`: the file kept (hashed and compressed)
 * by the same thread as it arrived, as soon as its last byte is in, whether or not it reads as LAS; null if it
 * was not (the upload was abandoned, or the thread failed or was ended).
 */
export function readLasAsItArrives(
  file: SharedUpload,
  limits: ArrivalLimits,
  field = 'las_file',
): { read: Promise<ReadUpload | null>; kept: Promise<KeptFile | null> } {
  const { port1, port2 } = new MessageChannel();
  const kept = new Promise<KeptFile | null>((resolve) => {
    // The kept file's bytes arrive as a Uint8Array: a Buffer again over the same memory (the driver sends Buffers as bytea).
    port1.once('message', (file: KeptFile) => resolve({ sha256: file.sha256, compressed: asBuffer(file.compressed) }));
    port1.once('close', () => resolve(null));
  });
  kept.finally(() => port1.close()).catch(() => undefined);
  const read = readOnThread(file, limits, field, port2);
  read.catch(() => undefined); // awaited by the service; never an unhandled rejection when the form fails first
  return { read, kept };
}

async function readOnThread(file: SharedUpload, limits: ArrivalLimits, field: string, keptTo: MessagePort): Promise<ReadUpload | null> {
  readsAsTheyArrived.started++;
  let outcome: LasParseOutcome | null = null;
  try {
    const job: StreamedLasJob = { file, field, waitMs: limits.waitMs, keptTo };
    const { readLimitSeconds: limitSeconds, received: from } = limits;
    outcome = (await pool.runWithin(job, { limitSeconds, from, fn: 'readAsItArrives', transferList: [keptTo] }).catch((error: unknown) => {
      // Its thread ended for another file's read that would not end: the server reads this one whole (null).
      if (error instanceof EndedWithOthers) return null;
      throw error instanceof PastTimeLimit ? notReadInTime(field, limitSeconds) : error;
    })) as LasParseOutcome | null;
  } finally {
    // A task ended before its thread took it never had the port: closed here, the file is kept by the server
    // (`kept` answers null). Once moved to the thread, the port is the thread's, and this does nothing.
    keptTo.close();
    if (outcome) readsAsTheyArrived.finished++;
    else readsAsTheyArrived.abandoned++;
  }
  return answer(outcome, field);
}

/**
 * A read past its limit (runWithin): the reader is linear and a 200 MB file reads in seconds, so such a read is a
 * fault of the reader on this file (or a server far behind). It costs one upload its answer and the others on its
 * threads a second read, never the server (docs/decisions.md).
 */
function notReadInTime(field: string, limitSeconds: number) {
  const message = `The file could not be read within ${limitSeconds} s and was stopped. Check that it is a LAS file, or try again later.`;
  return invalid({ [field]: [message] }, message);
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

/** Files read on the worker threads so far (tests check uploads go there). */
export const filesReadOffThread = pool.completed;

/** Times the pool's threads were ended for a read past its limit (tests check a stopped read ends them). */
export const readThreadsEnded = pool.restarts;
