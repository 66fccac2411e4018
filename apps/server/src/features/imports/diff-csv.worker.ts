// Runs in a worker thread (kernel/worker-pool.ts): reads a diff-only CSV into columns, so a large one never
// holds the event loop. Built to dist/diff-csv.worker.js beside the server.
import { AppError } from '../../errors';
import { lowerThisThread } from '../../kernel/thread-priority';
import { moved } from '../../kernel/worker-pool';
import type { Dataset } from '../project-data';
import { parseDiffCsv } from './diff-csv';

// Below the event loop, as all heavy work (kernel/thread-priority.ts).
lowerThisThread();

export interface DiffCsvJob {
  bytes: Uint8Array;
}

/** The file's rows, or the 422 a refusal becomes. */
export type DiffCsvOutcome = { dataset: Dataset } | { refused: { message: string; fields?: Record<string, string[]> } };

export default function parseDiffCsvJob(job: DiffCsvJob): DiffCsvOutcome {
  try {
    const dataset = parseDiffCsv(Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength).toString('utf8'));
    return moved<DiffCsvOutcome>({ dataset }, [dataset.depth, ...dataset.curves.flatMap((c) => (c.blank ? [c.values, c.blank] : [c.values]))]);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return { refused: { message: error.message, fields: error.fields } };
    throw error;
  }
}
