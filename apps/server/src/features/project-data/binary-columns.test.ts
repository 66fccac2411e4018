import { decodeBinaryColumns } from '@mudstack/contracts';
import { describe, expect, it } from 'vitest';
import { encodeBinaryColumns } from './binary-columns';

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
