import { createHash } from 'node:crypto';
import { endianness } from 'node:os';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { zstdFast, zstdUnpack } from '../../lib/zstd';

// Curves are stored as the host's Float64Array bytes; the format says little-endian (docs/data-format.md).
if (endianness() !== 'LE') throw new Error('Mudstack stores curves as little-endian Float64 and needs a little-endian host.');

export function toBytes(values: Float64Array): Buffer {
  return Buffer.from(values.buffer, values.byteOffset, values.byteLength);
}

/** A Float64Array over stored bytes; copies only when the Buffer is not 8-byte aligned. */
export function fromBytes(data: Uint8Array, length: number): Float64Array {
  if (data.byteLength !== length * 8) throw new Error(`curve blob holds ${data.byteLength} bytes, expected ${length * 8}`);
  if (data.byteOffset % 8 === 0) return new Float64Array(data.buffer, data.byteOffset, length);
  const copy = new Float64Array(length);
  new Uint8Array(copy.buffer).set(data);
  return copy;
}

/** The SHA-256 (hex) of a column's uncompressed bytes: the key blobs are shared and cached by. */
export function columnSha256(values: Float64Array): string {
  return createHash('sha256').update(toBytes(values)).digest('hex');
}

const inflateRawAsync = promisify(inflateRaw);

/**
 * Blobs are written as zstd level 1 (docs/data-format.md): half the time of deflate level 1 for about the
 * same size (18.5 against 16.2 MB for 48 MB of mud-gas columns), and faster to read back. Blobs written
 * before as raw deflate (`deflate-raw`) or plain (`identity`) are read as they are.
 */
export const BLOB_ENCODING = 'zstd';

/** The column bytes of a stored blob, decompressed on the thread pool when needed (`expectedBytes`: their size, when known). */
export async function decodeBlob(data: Uint8Array, encoding: string, expectedBytes?: number): Promise<Uint8Array> {
  if (encoding === 'identity') return data;
  if (encoding === 'zstd') return zstdUnpack(data, expectedBytes);
  if (encoding === 'deflate-raw') return inflateRawAsync(data);
  throw new Error(`curve blob has unknown content encoding ${encoding}`);
}

/** Columns this thread compressed for storage (a file read as it arrived has its columns compressed by its reader). */
export const columnsEncodedOnThisThread = { count: 0 };

/** A column's bytes compressed as stored (BLOB_ENCODING), on the thread pool. */
export function encodeColumn(values: Float64Array): Promise<Buffer> {
  columnsEncodedOnThisThread.count++;
  return zstdFast(toBytes(values));
}

/** A stored blob back to its column: decompressed, then viewed as Float64 (checked against its length). */
export async function decodeColumn(data: Uint8Array, encoding: string, length: number): Promise<Float64Array> {
  return fromBytes(await decodeBlob(data, encoding, length * 8), length);
}

/**
 * The content addresses of columns (columnSha256), for storeCurveBlobs: the LAS worker takes them right after
 * reading a file, so the event loop never hashes 48 MB of columns.
 */
export function hashColumns(columns: Float64Array[]): string[] {
  return columns.map(columnSha256);
}
