// Runs in a worker thread (kernel/worker-pool.ts): reads an uploaded LAS file into columns, then hashes and
// compresses them for storage, so a 66 MB file never holds the event loop. Built to dist/las-parse.worker.js
// beside the server.
import { AppError } from '../../errors';
import { moved } from '../../kernel/worker-pool';
import { packColumns, type PackedColumn } from '../project-data';
import { parseLasUpload, type ParsedLas } from './las-upload';

export interface LasParseJob {
  bytes: Uint8Array;
  field: string;
}

/** The parsed file with its columns packed for storage, or the 422 the reader's refusal becomes. */
export type LasParseOutcome = { parsed: ParsedLas; packed: PackedColumn[] } | { refused: { message: string; fields?: Record<string, string[]> } };

export default async function parseLasJob(job: LasParseJob): Promise<LasParseOutcome> {
  let parsed: ParsedLas;
  try {
    parsed = parseLasUpload(job.bytes, job.field);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return { refused: { message: error.message, fields: error.fields } };
    throw error;
  }
  const columns = [parsed.dataset.depth, ...parsed.dataset.curves.map((c) => c.values)];
  const packed = await packColumns(columns);
  // Only the headers of the file go back: its columns are in `dataset` already.
  const las = { ...parsed.las, curves: [], dataSets: parsed.las.dataSets?.map((set) => ({ ...set, curves: [] })) };
  return moved<LasParseOutcome>({ parsed: { ...parsed, las }, packed }, [...columns, ...packed.map((p) => p.encoded)]);
}
