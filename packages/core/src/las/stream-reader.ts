import { DataRowReader, type DataSectionInput } from './data-section';
import { planRows, readAsPlanned, readLasWith } from './read-las';
import type { LasFile, NullPolicy, ReadLasOptions } from './types';

/** A header longer than this is not waited for: the file is read whole at the end. */
const HEADER_WAIT_BYTES = 16 << 20;

/**
 * Reads a LAS file as it arrives. `take` is given the file so far (every byte from the first, a longer view
 * each time): once the header and the first data title are in, the rows of that section are read as whole lines
 * arrive. `finish` then reads the whole file as readLas does, using those rows where the section is the one
 * they were read for, so the answer, warnings and refusals included, is readLas's whatever the pieces were.
 * Files whose rows are not read ahead (planRows: 'never') are simply read whole by `finish`.
 */
export class LasStreamReader {
  private plan: Exclude<ReturnType<typeof planRows>, 'wait' | 'never'> | null = null;
  private rows: DataRowReader | null = null;
  private off = false;
  /** The first bytes seen to hold no NUL byte (readLas refuses a file with one; it need not look there again). */
  private nulFree = 0;

  /** `expectedBytes`: the size the file is announced at (a guess that sizes the arrays; 0 when unknown). */
  constructor(
    private readonly options: ReadLasOptions = {},
    private readonly expectedBytes = 0,
  ) {}

  /** Rows read ahead, before `finish`. */
  rowsRead = 0;

  take(bytes: Uint8Array): void {
    if (this.off) return;
    if (this.nulFree >= 0) this.nulFree = bytes.indexOf(0, this.nulFree) < 0 ? bytes.length : -1;
    if (!this.rows) {
      const plan = planRows(bytes, this.options);
      if (plan === 'never' || (plan === 'wait' && bytes.length > HEADER_WAIT_BYTES)) this.off = true;
      if (plan === 'never' || plan === 'wait') return;
      this.plan = plan;
      const size = Math.max(this.expectedBytes, bytes.length);
      this.rows = new DataRowReader(plan.reading, guessRows(bytes, plan.reading.start, size), size);
    }
    this.rows.readAvailable(bytes);
    this.rowsRead = this.rows.rows;
  }

  /** The whole file (`bytes`, the same bytes `take` saw and the rest) read as readLas reads it. */
  finish(bytes: Uint8Array): LasFile {
    this.off = true;
    const rowsRead = (input: DataSectionInput, policy: NullPolicy) => {
      const { rows, plan } = this;
      this.rows = null; // once: a second read of the file (readLas's general read) starts over or reuses its own
      if (!rows || !plan || !readAsPlanned(plan, input, policy)) return null;
      return rows.finish(input, policy);
    };
    return readLasWith(bytes, this.options, { rowsRead, nulFreeBytes: Math.max(0, this.nulFree) });
  }
}

/** Rows in a file of `size` bytes, from the line breaks in the first 64 KB of its data (a little over). */
function guessRows(bytes: Uint8Array, start: number, size: number): number {
  const end = Math.min(bytes.length, start + 65536);
  let breaks = 0;
  for (let i = bytes.indexOf(10, start); i >= 0 && i < end; i = bytes.indexOf(10, i + 1)) breaks++;
  if (breaks === 0) return 1024;
  return Math.ceil(((size - start) / (end - start)) * breaks * 1.02) + 16;
}
