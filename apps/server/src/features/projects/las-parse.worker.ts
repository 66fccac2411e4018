// Runs in a worker thread (kernel/worker-pool.ts): reads an uploaded LAS file into columns so a 66 MB file
// never holds the event loop. Built to dist/las-parse.worker.js beside the server.
import { AppError } from '../../errors';
import { parseLasUpload, type ParsedLas } from './las-upload';

export interface LasParseJob {
  bytes: Uint8Array;
  field: string;
}

/** The parsed file, or the 422 the reader's refusal becomes (errors don't cross threads as classes). */
export type LasParseOutcome = { parsed: ParsedLas } | { refused: { message: string; fields?: Record<string, string[]> } };

export default function parseLasJob(job: LasParseJob): LasParseOutcome {
  try {
    const parsed = parseLasUpload(job.bytes, job.field);
    // Only the headers of the file go back: its columns are in `dataset` already.
    const las = { ...parsed.las, curves: [], dataSets: parsed.las.dataSets?.map((set) => ({ ...set, curves: [] })) };
    return { parsed: { ...parsed, las } };
  } catch (error) {
    if (error instanceof AppError && error.code === 'VALIDATION') return { refused: { message: error.message, fields: error.fields } };
    throw error;
  }
}
