import { describe, expect, it } from 'vitest';
import { FAN_OUT, MinMaxPyramid } from './min-max-pyramid';

function brute(values: ArrayLike<number>, start: number, end: number): [number, number] {
  let a = Infinity;
  let b = -Infinity;
  for (let i = start; i < end; i++) {
    if (values[i] < a) a = values[i];
    if (values[i] > b) b = values[i];
  }
  return [a, b];
}

describe('MinMaxPyramid', () => {
  // A deterministic mix of trends, spikes and gap runs (one all-gap stretch longer than a block).
  const n = 5003;
  const values = Float64Array.from({ length: n }, (_, i) =>
    (i >= 1200 && i < 1300) || i % 53 === 0 ? NaN : Math.sin(i / 37) * 100 + (i % 211 === 0 ? 900 : 0) - (i % 307 === 0 ? 800 : 0),
  );
  const pyramid = new MinMaxPyramid(values);

  it('builds levels of 8, 64, 512 ... rows', () => {
    expect(pyramid.levels.map((l) => l.min.length)).toEqual([626, 79, 10]);
    expect(FAN_OUT).toBe(8);
  });
  it('gives the min and max of any run of rows, as a scan of every row does', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let t = 0; t < 2000; t++) {
      const a = Math.floor(next() * n);
      const b = Math.min(n, a + Math.floor(next() * (t % 2 ? 4000 : 90)));
      expect(pyramid.range(a, b), `rows ${a}..${b}`).toEqual(brute(values, a, b));
    }
    expect(pyramid.range(0, n)).toEqual(brute(values, 0, n));
  });
  it('reports a run of gaps or no rows as empty', () => {
    expect(pyramid.range(1200, 1300)).toEqual([Infinity, -Infinity]);
    expect(pyramid.range(10, 10)).toEqual([Infinity, -Infinity]);
  });
  it('needs no levels for a short column', () => {
    const small = new MinMaxPyramid([3, 1, 2]);
    expect(small.levels).toEqual([]);
    expect(small.range(0, 3)).toEqual([1, 3]);
  });
});
