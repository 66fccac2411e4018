import { asBuffer, lazyWorkerPool } from '../../kernel/worker-pool';
import { columnsToCsv } from './csv';
import type { CsvJob } from './csv.worker';

/** Answers of this many cells or more are written on a worker thread; smaller ones take less than the hand-over. */
export const CSV_OFF_THREAD_MIN_CELLS = 200_000;

const pool = lazyWorkerPool(import.meta.url, 'csv.worker');

/** The CSV text of columns (csv.ts) as bytes, written on a worker thread when it is large. */
export async function columnsToCsvBytes(names: string[], columns: Float64Array[], derived: boolean[], units?: string[]): Promise<Buffer> {
  const cells = (columns[0]?.length ?? 0) * columns.length;
  if (cells < CSV_OFF_THREAD_MIN_CELLS) return Buffer.from(columnsToCsv(names, columns, derived, units));
  return asBuffer((await pool.run({ names, columns, derived, units } satisfies CsvJob)) as Uint8Array);
}

/** CSV answers written on the worker threads so far (tests check large ones go there). */
export const csvWrittenOffThread = pool.completed;
