// Runs in a worker thread (kernel/worker-pool.ts): reads an uploaded LAS file into columns, then hashes and
// compresses them for storage, so a 66 MB file never holds the event loop. Built to dist/las-parse.worker.js
// beside the server.
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { AppError } from '../../errors';
import { packColumns, type PackedColumn } from '../project-data';
import { parseLasUpload, type ParsedLas } from './las-upload';

export interface LasParseJob {
  bytes: Uint8Array;
  field: string;
}

/** The parsed file with its columns packed for storage, or the 422 the reader's refusal becomes. */
export type LasParseOutcome = { parsed: ParsedLas; packed: PackedColumn[] } | { refused: { message: string; fields?: Record<string, string[]> } };

/** An answer whose column buffers move to the main thread instead of being copied (48 MB for the 66 MB file). */
class Moved<T extends object> {
  constructor(
    private readonly value: T,
    private readonly buffers: ArrayBuffer[],
  ) {}
  get [transferableSymbol]() {
    return this.buffers;
  }
  get [valueSymbol]() {
    return this.value;
  }
}

export default async function parseLasJob(job: LasParseJob): Promise<LasParseOutcome | Moved<LasParseOutcome>> {
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
  const buffers = new Set<ArrayBuffer>();
  for (const view of [...columns, ...packed.map((p) => p.encoded)]) {
    // A buffer moves whole: only when the view is all of it (a pooled Buffer would take its neighbours along).
    if (view.byteOffset === 0 && view.byteLength === view.buffer.byteLength && view.buffer instanceof ArrayBuffer) buffers.add(view.buffer);
  }
  return move(new Moved<LasParseOutcome>({ parsed: { ...parsed, las }, packed }, [...buffers])) as Moved<LasParseOutcome>;
}
