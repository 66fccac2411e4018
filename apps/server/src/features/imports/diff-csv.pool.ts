import { invalid } from '../../errors';
import { lazyWorkerPool, OFF_THREAD_MIN_BYTES } from '../../kernel/worker-pool';
import type { Dataset } from '../project-data';
import { parseDiffCsv } from './diff-csv';
import type { DiffCsvJob, DiffCsvOutcome } from './diff-csv.worker';

const pool = lazyWorkerPool(import.meta.url, 'diff-csv.worker');

/** `parseDiffCsv` of an uploaded file, on a worker thread from OFF_THREAD_MIN_BYTES up: the same answer and refusals. */
export async function readDiffCsv(bytes: Buffer): Promise<Dataset> {
  if (bytes.byteLength < OFF_THREAD_MIN_BYTES) return parseDiffCsv(bytes.toString('utf8'));
  const outcome = (await pool.run({ bytes } satisfies DiffCsvJob)) as DiffCsvOutcome;
  if ('refused' in outcome) throw invalid(outcome.refused.fields ?? { las_file: [outcome.refused.message] }, outcome.refused.message);
  return outcome.dataset;
}

/** CSV files read on the worker threads so far (tests check large ones go there). */
export const csvFilesReadOffThread = pool.completed;
