import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zstdFast } from '../../lib/zstd';
import { hashColumns, columnSha256, decodeColumn, encodeColumn, fromBytes, toBytes } from './curve-codec';

describe('curve codec', () => {
  // Values of arithmetic (not read from decimals): kept as their Float64 bytes.
  const column = Float64Array.from({ length: 5000 }, (_, i) => (i % 97 === 0 ? NaN : 1000 + Math.sin(i / 50) * 300 + i * 0.001));
  // Values as a LAS file's decimals read them: stored as whole numbers.
  const readings = Float64Array.from({ length: 5000 }, (_, i) => (i % 97 === 0 ? NaN : Number((1000 + Math.sin(i / 50) * 300).toFixed(2))));

  it('round-trips a column of arithmetic through its Float64 bytes, bit for bit (NaN included)', async () => {
    const stored = await encodeColumn(column);
    expect(stored.encoding).toBe('zstd');
    expect(stored.data.byteLength).toBeLessThan(column.byteLength);
    const back = await decodeColumn(stored.data, stored.encoding, column.length);
    expect(Buffer.compare(toBytes(back), toBytes(column))).toBe(0);
  });

  it('stores a column of decimals as whole numbers, smaller than its Float64 bytes, and reads it back bit for bit', async () => {
    const stored = await encodeColumn(readings);
    expect(stored.encoding).toBe('zstd-decimal');
    const asFloats = await zstdFast(toBytes(readings));
    expect(stored.data.byteLength).toBeLessThan(asFloats.byteLength * 0.8);
    const back = await decodeColumn(stored.data, stored.encoding, readings.length);
    expect(Buffer.compare(toBytes(back), toBytes(readings))).toBe(0);
    await expect(decodeColumn(stored.data, stored.encoding, readings.length + 1)).rejects.toThrow(/holds 20004 bytes, expected 20008/);
  });

  it('reads identity and raw-deflate blobs (written before zstd) as they are, and refuses an unknown encoding', async () => {
    const raw = toBytes(column);
    expect(Buffer.compare(toBytes(await decodeColumn(raw, 'identity', column.length)), raw)).toBe(0);
    expect(Buffer.compare(toBytes(await decodeColumn(deflateRawSync(raw), 'deflate-raw', column.length)), raw)).toBe(0);
    await expect(decodeColumn(raw, 'brotli', column.length)).rejects.toThrow(/unknown content encoding brotli/);
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

  it('hashes columns ahead of storing, in order, as columnSha256 does', () => {
    const other = Float64Array.from(column, (v) => v * 2);
    expect(hashColumns([column, other])).toEqual([columnSha256(column), columnSha256(other)]);
  });

  it('hashes the uncompressed bytes: equal columns share a key, any changed value changes it', () => {
    const copy = Float64Array.from(column);
    expect(columnSha256(copy)).toBe(columnSha256(column));
    copy[10] += 1e-12;
    expect(columnSha256(copy)).not.toBe(columnSha256(column));
  });
});
