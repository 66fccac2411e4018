import { asBuffer, lazyWorkerPool } from '../../kernel/worker-pool';
import { lasExportText, type LasExportJob } from './las-export-text';
import type { ReportInput } from './pdf/report-types';

/** LAS exports of this many cells or more are written on a worker thread; smaller ones take less than the hand-over. */
export const LAS_OFF_THREAD_MIN_CELLS = 200_000;

const pool = lazyWorkerPool(import.meta.url, 'exports.worker');

/** The PDF report (pdf/render-report.ts), always rendered on a worker thread (issue 21 item 2). */
export async function renderPdfOffThread(input: ReportInput): Promise<Buffer> {
  return asBuffer((await pool.run(input, 'renderPdf')) as Uint8Array);
}

/** A LAS export's text as bytes, written on a worker thread when it is large. */
export async function lasExportBytes(job: LasExportJob): Promise<Buffer> {
  if (job.depth.length * (job.measured.length + 1) < LAS_OFF_THREAD_MIN_CELLS) return Buffer.from(lasExportText(job));
  return asBuffer((await pool.run(job, 'writeLas')) as Uint8Array);
}

/** Exports made on the worker threads so far (tests check they go there). */
export const exportsMadeOffThread = pool.completed;
