import { decodeBinaryColumns } from '@mudstack/contracts';
import { describe, expect, it } from 'vitest';
import { encodeBinaryColumns, fitsFloat32 } from './binary-columns';

describe('binary column files', () => {
  const header = { columns: ['depth', 'c1'], rowCount: 3, dataRevision: 2 };
  const encoded = encodeBinaryColumns(header, [Float64Array.of(5000, 5000.5, 5001), Float64Array.of(1.25, NaN, -3)]);

  it('round-trips columns, NaN gaps included', () => {
    const { header: h, columns } = decodeBinaryColumns(encoded);
    expect(h).toEqual(header);
    expect(Array.from(columns.get('depth')!)).toEqual([5000, 5000.5, 5001]);
    expect(Array.from(columns.get('c1')!)).toEqual([1.25, NaN, -3]);
  });
  it('reads a file that does not start on an 8-byte boundary of its buffer', () => {
    const shifted = new Uint8Array(encoded.length + 1);
    shifted.set(encoded, 1);
    const { columns } = decodeBinaryColumns(shifted.subarray(1));
    expect(Array.from(columns.get('c1')!)).toEqual([1.25, NaN, -3]);
  });
  it('refuses a truncated file', () => {
    expect(() => decodeBinaryColumns(encoded.subarray(0, encoded.length - 8))).toThrow(/shorter than its header/);
  });
});

describe('binary column files, drawing form (version 2)', () => {
  const header = { columns: ['depth', 'c1', 'huge', 'tiny'], rowCount: 3, dataRevision: 4 };
  const columns = [
    Float64Array.of(5000.123456789, 5000.5, 5001),
    Float64Array.of(0.1, NaN, 0),
    Float64Array.of(1, 1e300, 2),
    Float64Array.of(1e-300, 1, 2),
  ];
  const encoded = encodeBinaryColumns(header, columns, 'drawing');

  it('keeps depth and any column outside Float32 range as Float64, the rest as Float32', () => {
    const { header: h, columns: decoded } = decodeBinaryColumns(encoded);
    expect(h.types).toEqual(['f64', 'f32', 'f64', 'f64']);
    expect(Array.from(decoded.get('depth')!)).toEqual([5000.123456789, 5000.5, 5001]);
    expect(Array.from(decoded.get('c1')!)).toEqual([Math.fround(0.1), NaN, 0]);
    expect(Array.from(decoded.get('huge')!)).toEqual([1, 1e300, 2]);
    expect(Array.from(decoded.get('tiny')!)).toEqual([1e-300, 1, 2]);
  });
  it('pads an odd Float32 column so the next column is 8-byte aligned, and reads it from an unaligned buffer', () => {
    expect(fitsFloat32(Float64Array.of(3.4e38, -1e-37, 0, NaN))).toBe(true);
    expect(fitsFloat32(Float64Array.of(3.5e38))).toBe(false);
    const shifted = new Uint8Array(encoded.length + 4);
    shifted.set(encoded, 4);
    const { columns: decoded } = decodeBinaryColumns(shifted.subarray(4));
    expect(Array.from(decoded.get('huge')!)).toEqual([1, 1e300, 2]);
    expect(Array.from(decoded.get('c1')!)).toEqual([Math.fround(0.1), NaN, 0]);
  });
  it('keeps Float32 columns as Float32 where they lie for the graphs, and copies them only from a misaligned buffer', () => {
    const { columns: kept } = decodeBinaryColumns(encoded, { float32: 'keep' });
    const c1 = kept.get('c1')!;
    expect(c1).toBeInstanceOf(Float32Array);
    expect(c1.buffer).toBe(encoded.buffer);
    expect(Array.from(c1)).toEqual([Math.fround(0.1), NaN, 0]);
    expect(kept.get('depth')).toBeInstanceOf(Float64Array);
    expect(Array.from(kept.get('huge')!)).toEqual([1, 1e300, 2]);
    for (const shift of [1, 2, 4]) {
      const shifted = new Uint8Array(encoded.length + shift);
      shifted.set(encoded, shift);
      const { columns: moved } = decodeBinaryColumns(shifted.subarray(shift), { float32: 'keep' });
      expect(moved.get('c1')).toBeInstanceOf(Float32Array);
      expect(Array.from(moved.get('c1')!)).toEqual([Math.fround(0.1), NaN, 0]);
      expect(Array.from(moved.get('depth')!)).toEqual([5000.123456789, 5000.5, 5001]);
    }
  });
  it('refuses a truncated file', () => {
    expect(() => decodeBinaryColumns(encoded.subarray(0, encoded.length - 8))).toThrow(/shorter than its header/);
  });
});
