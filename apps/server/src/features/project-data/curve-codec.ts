import { createHash } from 'node:crypto';
import { endianness } from 'node:os';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { zstdFast, zstdUnpack } from '../../lib/zstd';
import { decimalsOf, fromDecimalBytes, toDecimalBytes } from './decimal-column';

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
 * How a blob's bytes are stored (docs/data-format.md): `zstd-decimal` (the column as whole numbers,
 * decimal-column.ts, then zstd level 1: a column whose every value is a decimal of nine places or fewer, as a LAS
 * file's are, within 32-bit whole numbers), `zstd` (the Float64 bytes, zstd level 1: any other column, and every
 * blob from migration 0009 to 0020), `deflate-raw` (a raw deflate stream, level 1: migrations 0006 to 0009) or
 * `identity` (the bytes as they are: older blobs). zstd took half the time of deflate level 1 for about the same
 * size (18.5 against 16.2 MB for 48 MB of mud-gas columns); as whole numbers, the bench file's columns take 12.5 MB
 * against 18.5, in about half zstd's time.
 */
export type BlobEncoding = 'zstd-decimal' | 'zstd' | 'deflate-raw' | 'identity';

/** A column's bytes as stored, and how they are stored. */
export interface EncodedColumn {
  data: Buffer;
  encoding: BlobEncoding;
}

/** The bytes of a stored blob, decompressed on the thread pool when needed (`expectedBytes`: their size, when known). */
async function unpackBlob(data: Uint8Array, encoding: string, expectedBytes?: number): Promise<Uint8Array> {
  if (encoding === 'identity') return data;
  if (encoding === 'zstd' || encoding === 'zstd-decimal') return zstdUnpack(data, expectedBytes);
  if (encoding === 'deflate-raw') return inflateRawAsync(data);
  throw new Error(`curve blob has unknown content encoding ${encoding}`);
}

/** Columns this thread compressed for storage (a file read as it arrived has its columns compressed by its reader). */
export const columnsEncodedOnThisThread = { count: 0 };

/** A column as stored: as whole numbers when its values are decimals that come back bit for bit, else its Float64 bytes; compressed on the thread pool. */
export async function encodeColumn(values: Float64Array): Promise<EncodedColumn> {
  columnsEncodedOnThisThread.count++;
  const decimals = decimalsOf(values);
  if (decimals === null) return { data: await zstdFast(toBytes(values)), encoding: 'zstd' };
  return { data: await zstdFast(toDecimalBytes(values, decimals)), encoding: 'zstd-decimal' };
}

/** A stored blob back to its column of `length` values, checked against that length. */
export async function decodeColumn(data: Uint8Array, encoding: string, length: number): Promise<Float64Array> {
  if (encoding === 'zstd-decimal') return fromDecimalBytes(await unpackBlob(data, encoding, (length + 1) * 4), length);
  return fromBytes(await unpackBlob(data, encoding, length * 8), length);
}

/**
 * The content addresses of columns (columnSha256), for storeCurveBlobs: the LAS worker takes them right after
 * reading a file, so the event loop never hashes 48 MB of columns.
 */
export function hashColumns(columns: Float64Array[]): string[] {
  return columns.map(columnSha256);
}
