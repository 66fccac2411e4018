// Runs in a worker thread (kernel/worker-pool.ts): writes a large CSV answer of the data endpoint, so a full
// export (100,000 rows of 60 curves: 60 MB of text) never holds the event loop. Built to
// dist/csv.worker.js beside the server.
import { lowerThisThread } from '../../kernel/thread-priority';
import { moved, ownBuffer } from '../../kernel/worker-pool';
import { columnsToCsv } from './csv';

// Below the event loop, as all heavy work (kernel/thread-priority.ts).
lowerThisThread();

export interface CsvJob {
  names: string[];
  columns: Float64Array[];
  derived: boolean[];
  /** Header units per column, or none. */
  units?: string[];
}

export default function writeCsv(job: CsvJob): Buffer {
  const body = ownBuffer(Buffer.from(columnsToCsv(job.names, job.columns, job.derived, job.units)));
  return moved(body, [body]);
}
