import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BLOB_ENCODING, hashColumns, columnSha256, decodeBlob, decodeColumn, encodeColumn, fromBytes, toBytes } from './curve-codec';

describe('curve codec', () => {
  const column = Float64Array.from({ length: 5000 }, (_, i) => (i % 97 === 0 ? NaN : 1000 + Math.sin(i / 50) * 300 + i * 0.001));

  it('round-trips a column through the stored encoding, bit for bit (NaN included)', async () => {
    const stored = await encodeColumn(column);
    expect(stored.byteLength).toBeLessThan(column.byteLength);
    const back = await decodeColumn(stored, BLOB_ENCODING, column.length);
    expect(Buffer.compare(toBytes(back), toBytes(column))).toBe(0);
  });

  it('reads identity and raw-deflate blobs (written before zstd) as they are, and refuses an unknown encoding', async () => {
    const raw = toBytes(column);
    expect(Buffer.compare(Buffer.from(await decodeBlob(raw, 'identity')), raw)).toBe(0);
    expect(Buffer.compare(Buffer.from(await decodeBlob(deflateRawSync(raw), 'deflate-raw')), raw)).toBe(0);
    await expect(decodeBlob(raw, 'brotli')).rejects.toThrow(/unknown content encoding brotli/);
  });

  it('views aligned bytes without a copy, copies misaligned ones, and refuses a wrong length', () => {
    const raw = toBytes(column);
    expect(fromBytes(raw, column.length).buffer).toBe(column.buffer);
    const shifted = Buffer.alloc(raw.byteLength + 1);
    raw.copy(shifted, 1);
    const misaligned = shifted.subarray(1);
    expect(Array.from(fromBytes(misaligned, column.length).subarray(0, 3))).toEqual(Array.from(column.subarray(0, 3)));
    expect(() => fromBytes(raw, column.length + 1)).toThrow(/holds 40000 bytes, expected 40008/);
  });

  it('hashes columns ahead of storing, in order, as columnSha256 does, and stores as zstd', () => {
    const other = Float64Array.from(column, (v) => v * 2);
    expect(hashColumns([column, other])).toEqual([columnSha256(column), columnSha256(other)]);
    expect(BLOB_ENCODING).toBe('zstd');
  });

  it('hashes the uncompressed bytes: equal columns share a key, any changed value changes it', () => {
    const copy = Float64Array.from(column);
    expect(columnSha256(copy)).toBe(columnSha256(column));
    copy[10] += 1e-12;
    expect(columnSha256(copy)).not.toBe(columnSha256(column));
  });
});
