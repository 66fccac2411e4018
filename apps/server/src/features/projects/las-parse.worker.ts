// Runs in a worker thread (kernel/worker-pool.ts): reads an uploaded LAS file into columns, then hashes and
// compresses them for storage, so a 66 MB file never holds the event loop. Built to dist/las-parse.worker.js
// beside the server.
import { AppError } from '../../errors';
import { moved, ownBuffer } from '../../kernel/worker-pool';
import { hashColumns } from '../project-data';
import { parseLasUpload, type ParsedLas } from './las-upload';

export interface LasParseJob {
  bytes: Uint8Array;
  field: string;
}

/** The parsed file with the hashes of its columns, or the 422 the reader's refusal becomes. */
export type LasParseOutcome = { parsed: ParsedLas; hashes: string[] } | { refused: { message: string; fields?: Record<string, string[]> } };

export default function parseLasJob(job: LasParseJob): LasParseOutcome {
  let parsed: ParsedLas;
  try {
    parsed = parseLasUpload(job.bytes, job.field);
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return { refused: { message: error.message, fields: error.fields } };
    throw error;
  }
  // Each column in a buffer of its own and of its size (the reader leaves room to grow), so it moves to the main
  // thread instead of being copied there (48 MB for the 66 MB file).
  const dataset = {
    ...parsed.dataset,
    depth: ownBuffer(parsed.dataset.depth),
    curves: parsed.dataset.curves.map((c) => ({ ...c, values: ownBuffer(c.values) })),
  };
  const columns = [dataset.depth, ...dataset.curves.map((c) => c.values)];
  const hashes = hashColumns(columns);
  // Only the headers of the file go back: its columns are in `dataset` already.
  const las = { ...parsed.las, curves: [], dataSets: parsed.las.dataSets?.map((set) => ({ ...set, curves: [] })) };
  return moved<LasParseOutcome>({ parsed: { ...parsed, las, dataset }, hashes }, columns);
}
