import { BINARY_COLUMNS_MAGIC, BINARY_COLUMNS_VERSION, type BinaryColumnsHeader } from '@mudstack/contracts';

/**
 * Encodes columns in the binary column format (docs/data-format.md): magic, version, header
 * length, JSON header, zero padding to 8 bytes, then each column as little-endian Float64.
 */
export function encodeBinaryColumns(header: BinaryColumnsHeader, columns: Float64Array[]): Buffer {
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  let offset = 12 + json.byteLength;
  const pad = (8 - (offset % 8)) % 8;
  offset += pad;
  const n = header.rowCount;
  const out = Buffer.alloc(offset + columns.length * n * 8);
  out.write(BINARY_COLUMNS_MAGIC, 0, 'latin1');
  out.writeUInt32LE(BINARY_COLUMNS_VERSION, 4);
  out.writeUInt32LE(json.byteLength, 8);
  json.copy(out, 12);
  for (const column of columns) {
    if (column.length !== n) throw new Error(`column holds ${column.length} values, expected ${n}`);
    out.set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength), offset);
    offset += n * 8;
  }
  return out;
}
