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

export const projectDataQuery = z
  .object({
    /** A filter expression over series and depth (`depth <= 3000 and c1 > 10`); rows where it is false are left out. */
    filterExpression: z.string().max(2000).optional(),
    /** Data revision to read (default: current). */
    revision: z.coerce.number().int().max(INT32_MAX).positive().optional(),
    /** Background subtraction window in rows (12 light, 32 moderate, 64 heavy); `true` means 32, `false`/`0` none. */
    backgroundSubtract: z.union([z.enum(['true', 'false']), z.coerce.number().int().max(INT32_MAX).min(0).max(100_000)]).optional(),
    /**
     * `bin` for the binary column format (Float64, exact); `bin32` for its drawing form (depth Float64, series
     * Float32 where they fit: half the bytes, ~7 significant digits); absent: CSV unless Accept names
     * application/vnd.mudstack.columns.
     */
    format: z.enum(['csv', 'bin', 'bin32']).optional(),
    /**
     * With backgroundSubtract: `subtract` (the default) answers what stands above the background; `estimate` answers
     * the estimated background itself, the curve the subtraction takes off (the smoothing comparison draws it).
     */
    background: z.enum(['subtract', 'estimate']).optional(),
    /** CSV only: `true` names each column's unit in the header (`depth (ft)`, `c1 (ppm)`, the file's own unit first). */
    units: z.enum(['true', 'false']).optional(),
    /**
     * Binary formats only: an overview for drawing instead of every row: the rows cut into this many runs, each
     * given as two rows holding every series' minimum and maximum over it (`minMaxOverview` in core). The
     * workspace draws a large well from it first, then from the full rows.
     */
    overview: z.coerce.number().int().min(64).max(16_384).optional(),
  })
  .refine((q) => q.overview === undefined || q.format === 'bin' || q.format === 'bin32', {
    path: ['overview'],
    message: 'An overview is sent in the binary formats only (format=bin or bin32).',
  })
  .refine(
    (q) => q.background !== 'estimate' || (q.backgroundSubtract !== undefined && q.backgroundSubtract !== 'false' && q.backgroundSubtract !== 0),
    {
      path: ['background'],
      message: 'The background is estimated at a level: give backgroundSubtract (12, 32 or 64 rows) with background=estimate.',
    },
  );
export type ProjectDataQuery = z.infer<typeof projectDataQuery>;

/** Content type of the binary column format. */
export const BINARY_COLUMNS_CONTENT_TYPE = 'application/vnd.mudstack.columns';
/** First 4 bytes of a binary column answer. */
export const BINARY_COLUMNS_MAGIC = 'MSCF';
/** Version 1: every column Float64 (`format=bin`). */
export const BINARY_COLUMNS_VERSION = 1;
/** Version 2: each column's type in the header's `types`, every column padded to 8 bytes (`format=bin32`). */
export const BINARY_COLUMNS_VERSION_TYPED = 2;

export type BinaryColumnType = 'f64' | 'f32';

/** The JSON header inside a binary column answer. */
export interface BinaryColumnsHeader {
  columns: string[];
  rowCount: number;
  dataRevision: number;
  /** Version 2 only: each column's type, in `columns` order. */
  types?: BinaryColumnType[];
}

/** Bytes a column of `n` values of `type` takes, padded to 8 so the next column stays aligned. */
export function binaryColumnBytes(type: BinaryColumnType, n: number): number {
  const bytes = type === 'f64' ? n * 8 : n * 4;
  return bytes + ((8 - (bytes % 8)) % 8);
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Decodes the binary column format (header + little-endian Float64 or Float32 columns; NaN = null),
 * either version, to Float64 columns. Shared by the web (graphs) and the server tests.
 */
export function decodeBinaryColumns(input: ArrayBuffer | Uint8Array): { header: BinaryColumnsHeader; columns: Map<string, Float64Array> };
/**
 * With `float32: 'keep'`, a Float32 column stays Float32, used where it lies when it is aligned (the graphs: a
 * 100,000-row well's series as Float64 were 39 MB of fresh memory to fill before the first draw).
 */
export function decodeBinaryColumns(
  input: ArrayBuffer | Uint8Array,
  options: { float32: 'keep' },
): { header: BinaryColumnsHeader; columns: Map<string, Float64Array | Float32Array> };
export function decodeBinaryColumns(
  input: ArrayBuffer | Uint8Array,
  options?: { float32: 'keep' },
): { header: BinaryColumnsHeader; columns: Map<string, Float64Array | Float32Array> } {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const magic = String.fromCharCode(bytes[0], bytes[1], bytes[2], bytes[3]);
  if (magic !== BINARY_COLUMNS_MAGIC) throw new Error('Not a Mudstack column file.');
  const version = view.getUint32(4, true);
  if (version !== BINARY_COLUMNS_VERSION && version !== BINARY_COLUMNS_VERSION_TYPED) throw new Error(`Unsupported column file version ${version}.`);
  const headerLength = view.getUint32(8, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headerLength))) as BinaryColumnsHeader;
  const types: BinaryColumnType[] = version === BINARY_COLUMNS_VERSION ? header.columns.map(() => 'f64') : (header.types ?? []);
  if (types.length !== header.columns.length) throw new Error('The column file names a type for each column it holds.');
  let offset = 12 + headerLength;
  offset += (8 - (offset % 8)) % 8;
  const columns = new Map<string, Float64Array | Float32Array>();
  const n = header.rowCount;
  const total = types.reduce((sum, type) => sum + binaryColumnBytes(type, n), 0);
  if (bytes.byteLength < offset + total) throw new Error('The column file is shorter than its header says.');
  header.columns.forEach((name, c) => {
    const type = types[c];
    const kept32 = type === 'f32' && options?.float32 === 'keep';
    // On a little-endian machine (all of today's) an aligned column is used where it lies, without a copy: the
    // graphs of a 100,000-row well read tens of megabytes.
    const aligned = LITTLE_ENDIAN && (bytes.byteOffset + offset) % (type === 'f64' ? 8 : 4) === 0;
    if (aligned && type === 'f64') columns.set(name, new Float64Array(bytes.buffer, bytes.byteOffset + offset, n));
    else if (aligned && kept32) columns.set(name, new Float32Array(bytes.buffer, bytes.byteOffset + offset, n));
    else if (aligned) {
      // set() converts natively; Float64Array.from would go through the iterator, value by value.
      const column = new Float64Array(n);
      column.set(new Float32Array(bytes.buffer, bytes.byteOffset + offset, n));
      columns.set(name, column);
    } else {
      const column = kept32 ? new Float32Array(n) : new Float64Array(n);
      for (let i = 0; i < n; i++) column[i] = type === 'f64' ? view.getFloat64(offset + i * 8, true) : view.getFloat32(offset + i * 4, true);
      columns.set(name, column);
    }
    offset += binaryColumnBytes(type, n);
  });
  return { header, columns };
}
