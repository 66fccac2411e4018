import { z } from 'zod';
import { INT32_MAX } from './envelope';

/**
 * `GET /api/projects/{id}/data/{series}`: `series` is a comma-separated list of raw or derived
 * series names (`c1,c2,wh`). The answer is CSV (`depth` first, empty cells for nulls) or, with
 * `format=bin`, the binary column format of docs/data-format.md.
 */
/**
 * The longest series list (comma-joined, URL-encoded) the data endpoint takes in its path: the
 * server's router limit, and what the web client splits longer lists by.
 */
export const MAX_SERIES_PATH_LENGTH = 2000;

export const projectDataParams = z.object({
  id: z.coerce.number().int().max(INT32_MAX).nonnegative(),
  series: z.string().min(1).max(4000),
});

export const BACKGROUND_LEVELS = { light: 12, moderate: 32, heavy: 64 } as const;

export const projectDataQuery = z.object({
  /** A filter expression over series and depth (`depth <= 3000 and c1 > 10`); rows where it is false are left out. */
  filterExpression: z.string().max(2000).optional(),
  /** Data revision to read (default: current). */
  revision: z.coerce.number().int().max(INT32_MAX).positive().optional(),
  /** Background subtraction window in rows (12 light, 32 moderate, 64 heavy); `true` means 32, `false`/`0` none. */
  backgroundSubtract: z.union([z.enum(['true', 'false']), z.coerce.number().int().max(INT32_MAX).min(0).max(100_000)]).optional(),
  /** `bin` for the binary column format; absent: CSV unless Accept names application/vnd.mudstack.columns. */
  format: z.enum(['csv', 'bin']).optional(),
});
export type ProjectDataQuery = z.infer<typeof projectDataQuery>;

/** Content type of the binary column format. */
export const BINARY_COLUMNS_CONTENT_TYPE = 'application/vnd.mudstack.columns';
/** First 4 bytes of a binary column answer. */
export const BINARY_COLUMNS_MAGIC = 'MSCF';
export const BINARY_COLUMNS_VERSION = 1;

/** The JSON header inside a binary column answer. */
export interface BinaryColumnsHeader {
  columns: string[];
  rowCount: number;
  dataRevision: number;
}

/**
 * Decodes the binary column format (header + little-endian Float64 columns; NaN = null). Shared by
 * the web (graphs) and the server tests.
 */
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function decodeBinaryColumns(input: ArrayBuffer | Uint8Array): { header: BinaryColumnsHeader; columns: Map<string, Float64Array> } {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  if (magic !== BINARY_COLUMNS_MAGIC) throw new Error('Not a Mudstack column file.');
  const version = view.getUint32(4, true);
  if (version !== BINARY_COLUMNS_VERSION) throw new Error(`Unsupported column file version ${version}.`);
  const headerLength = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as BinaryColumnsHeader;
  let offset = 12 + headerLength;
  offset += (8 - (offset % 8)) % 8;
  const columns = new Map<string, Float64Array>();
  const n = header.rowCount;
  if (bytes.byteLength < offset + header.columns.length * n * 8) throw new Error('The column file is shorter than its header says.');
  for (const name of header.columns) {
    // On a little-endian machine (all of today's) an aligned column is used where it lies, without
    // a copy: the graphs of a 100,000-row well read tens of megabytes.
    if (LITTLE_ENDIAN && (bytes.byteOffset + offset) % 8 === 0) {
      columns.set(name, new Float64Array(bytes.buffer, bytes.byteOffset + offset, n));
    } else {
      const column = new Float64Array(n);
      for (let i = 0; i < n; i++) column[i] = view.getFloat64(offset + i * 8, true);
      columns.set(name, column);
    }
    offset += n * 8;
  }
  return { header, columns };
}
