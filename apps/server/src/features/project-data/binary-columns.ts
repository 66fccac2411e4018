import {
  BINARY_COLUMNS_MAGIC,
  BINARY_COLUMNS_VERSION,
  BINARY_COLUMNS_VERSION_TYPED,
  binaryColumnBytes,
  type BinaryColumnType,
  type BinaryColumnsHeader,
} from '@mudstack/contracts';

/** `exact`: every column Float64 (version 1). `drawing`: series Float32 where they fit (version 2). */
export type BinaryPrecision = 'exact' | 'drawing';

// Float32's normal range: a value outside it would come back as Infinity or lose its digits to zero.
const FLOAT32_MAX = 3.4028234663852886e38;
const FLOAT32_MIN_NORMAL = 1.1754943508222875e-38;

/** Float32 when every value of the column is null, zero or within Float32's normal range. */
export function fitsFloat32(column: Float64Array): boolean {
  for (let i = 0; i < column.length; i++) {
    const v = column[i];
    if (v === 0 || v !== v) continue; // zero or NaN (null)
    const a = v < 0 ? -v : v;
    if (a > FLOAT32_MAX || a < FLOAT32_MIN_NORMAL) return false;
  }
  return true;
}

/**
 * Encodes columns in the binary column format (docs/data-format.md): magic, version, header
 * length, JSON header, zero padding to 8 bytes, then each column as little-endian Float64 or, in
 * the drawing form, Float32 for every series but the first (depth, kept exact) that fits.
 */
export function encodeBinaryColumns(header: BinaryColumnsHeader, columns: Float64Array[], precision: BinaryPrecision = 'exact'): Buffer {
  const n = header.rowCount;
  const types: BinaryColumnType[] = columns.map((column, c) => (precision === 'drawing' && c > 0 && fitsFloat32(column) ? 'f32' : 'f64'));
  const json = Buffer.from(JSON.stringify(precision === 'drawing' ? { ...header, types } : header), 'utf8');
  let offset = 12 + json.byteLength;
  offset += (8 - (offset % 8)) % 8;
  const out = Buffer.alloc(offset + types.reduce((sum, type) => sum + binaryColumnBytes(type, n), 0));
  out.write(BINARY_COLUMNS_MAGIC, 0, 'latin1');
  out.writeUInt32LE(precision === 'drawing' ? BINARY_COLUMNS_VERSION_TYPED : BINARY_COLUMNS_VERSION, 4);
  out.writeUInt32LE(json.byteLength, 8);
  json.copy(out, 12);
  columns.forEach((column, c) => {
    if (column.length !== n) throw new Error(`column holds ${column.length} values, expected ${n}`);
    // Buffer.alloc gives an 8-byte-aligned pool-free buffer, so offset is aligned for either view.
    if (types[c] === 'f64') out.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), offset);
    else new Float32Array(out.buffer, out.byteOffset + offset, n).set(column);
    offset += binaryColumnBytes(types[c], n);
  });
  return out;
}
