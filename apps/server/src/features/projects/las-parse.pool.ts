import { invalid } from '../../errors';
import { lazyWorkerPool, OFF_THREAD_MIN_BYTES } from '../../kernel/worker-pool';
import type { LasParseJob, LasParseOutcome } from './las-parse.worker';
import { parseLasUpload, type ParsedLas } from './las-upload';

const pool = lazyWorkerPool(import.meta.url, 'las-parse.worker');

/**
 * `parseLasUpload` off the event loop: a 66 MB file is read on a worker thread while
 * the server goes on answering, and its columns come back with their hashes (`hashes`, for
 * insertDataRevision). The same answer, refusals included (422 naming the line).
 */
export async function readLasUpload(bytes: Uint8Array, field = 'las_file'): Promise<ParsedLas & { hashes?: string[] }> {
  if (bytes.byteLength < OFF_THREAD_MIN_BYTES) return parseLasUpload(bytes, field);
  const outcome = (await pool.run({ bytes, field } satisfies LasParseJob)) as LasParseOutcome;
  if ('refused' in outcome) throw invalid(outcome.refused.fields ?? { [field]: [outcome.refused.message] }, outcome.refused.message);
  return { ...outcome.parsed, hashes: outcome.hashes };
}

/** Files read on the worker threads so far (tests check large uploads go there). */
export const filesReadOffThread = pool.completed;
