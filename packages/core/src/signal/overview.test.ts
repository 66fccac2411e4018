import { describe, expect, it } from 'vitest';
import { minMaxOverview } from './overview';

describe('minMaxOverview', () => {
  const n = 1000;
  const depth = Float64Array.from({ length: n }, (_, i) => 5000 + i * 0.5);

  it('gives each run of rows two rows at its first and last depth, with each series min and max in the order they occur', () => {
    const rising = Float64Array.from({ length: n }, (_, i) => i);
    const falling = Float64Array.from({ length: n }, (_, i) => -i);
    const { depth: d, columns } = minMaxOverview(depth, [rising, falling], 10);
    expect(d.length).toBe(20);
    expect([d[0], d[1], d[2], d[19]]).toEqual([5000, 5049.5, 5050, 5499.5]);
    expect(Array.from(columns[0].subarray(0, 4))).toEqual([0, 99, 100, 199]);
    expect(Array.from(columns[1].subarray(0, 4))).toEqual([-0, -99, -100, -199]);
  });

  it('keeps every spike: the envelope of any group of runs is that of the rows', () => {
    const values = Float64Array.from({ length: n }, (_, i) => Math.sin(i / 7) * 10);
    values[333] = 500;
    values[777] = -400;
    const { columns } = minMaxOverview(depth, [values], 64);
    expect(Math.max(...columns[0])).toBe(500);
    expect(Math.min(...columns[0])).toBe(-400);
  });

  it('ignores gaps, and a run with no value stays a gap', () => {
    const values = Float64Array.from({ length: n }, (_, i) => (i < 100 ? NaN : i % 3 === 0 ? NaN : i));
    const { columns } = minMaxOverview(depth, [values], 10);
    expect(Number.isNaN(columns[0][0]) && Number.isNaN(columns[0][1])).toBe(true);
    expect([columns[0][2], columns[0][3]]).toEqual([100, 199]);
  });

  it('returns small data as it is', () => {
    const values = Float64Array.from({ length: n }, (_, i) => i);
    const out = minMaxOverview(depth, [values], 500);
    expect(out.depth).toBe(depth);
    expect(out.columns[0]).toBe(values);
  });
});
