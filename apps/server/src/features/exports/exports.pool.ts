import { AppError } from '../../errors';
import { asBuffer, lazyWorkerPool } from '../../kernel/worker-pool';
import { lasExportText, type LasExportJob } from './las-export-text';
import type { CorrelationReportInput, ReportInput } from './pdf/report-types';

/** LAS exports of this many cells or more are written on a worker thread; smaller ones take less than the hand-over. */
export const LAS_OFF_THREAD_MIN_CELLS = 200_000;

const pool = lazyWorkerPool(import.meta.url, 'exports.worker');

/**
 * Runs one export on the pool within `limitSeconds`, waiting in the queue included: past it the export is
 * stopped (its thread ended if it had started) and answers 503 with what to change, so one company's huge
 * export cannot keep everyone else's waiting for long.
 */
async function runLimited(task: unknown, fn: 'renderPdf' | 'renderCorrelationPdf' | 'writeLas', limitSeconds: number): Promise<Buffer> {
  const signal = AbortSignal.timeout(limitSeconds * 1000);
  try {
    return asBuffer((await pool.run(task, fn, signal)) as Uint8Array);
  } catch (error) {
    if (!signal.aborted) throw error;
    throw new AppError(
      'TIMED_OUT',
      `The export took longer than ${limitSeconds} s and was stopped. Choose a shorter depth range or fewer snippets, or try again later.`,
    );
  }
}

/** The PDF report (pdf/render-report.ts), always rendered on a worker thread so the event loop stays free. */
export function renderPdfOffThread(input: ReportInput, limitSeconds: number): Promise<Buffer> {
  return runLimited(input, 'renderPdf', limitSeconds);
}

/** The correlation PDF (pdf/correlation-pages.ts), on a worker thread as the report is. */
export function renderCorrelationOffThread(input: CorrelationReportInput, limitSeconds: number): Promise<Buffer> {
  return runLimited(input, 'renderCorrelationPdf', limitSeconds);
}

/** A LAS export's text as bytes, written on a worker thread when it is large. */
export async function lasExportBytes(job: LasExportJob, limitSeconds: number): Promise<Buffer> {
  if (job.depth.length * (job.measured.length + 1) < LAS_OFF_THREAD_MIN_CELLS) return Buffer.from(lasExportText(job));
  return runLimited(job, 'writeLas', limitSeconds);
}

/** Exports made on the worker threads so far (tests check they go there). */
export const exportsMadeOffThread = pool.completed;
