// Runs in a worker thread (kernel/worker-pool.ts): the PDF report and large LAS exports are made here, so they
// never hold the event loop. Built to dist/exports.worker.js beside the server.
import { lowerThisThread } from '../../kernel/thread-priority';
import { moved, ownBuffer } from '../../kernel/worker-pool';
import { lasExportText, type LasExportJob } from './las-export-text';
import { renderReport } from './pdf/render-report';
import { renderCorrelation } from './pdf/correlation-pages';
import type { CorrelationReportInput, ReportInput } from './pdf/report-types';

// Below the event loop, as all heavy work (kernel/thread-priority.ts).
lowerThisThread();

export async function renderPdf(input: ReportInput): Promise<Buffer> {
  const pdf = ownBuffer(await renderReport(input));
  return moved(pdf, [pdf]);
}

export function writeLas(job: LasExportJob): Buffer {
  const body = ownBuffer(Buffer.from(lasExportText(job)));
  return moved(body, [body]);
}

export async function renderCorrelationPdf(input: CorrelationReportInput): Promise<Buffer> {
  const pdf = ownBuffer(await renderCorrelation(input));
  return moved(pdf, [pdf]);
}
