import { describe, expect, it } from 'vitest';
import { dataExtent, MAX_POINTS_PER_PX, reduceMinMax, windowData } from './window-data';

function ramp(n: number) {
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    x[i] = 1000 + i * 0.5;
    y[i] = i % 7 === 0 ? 100 : i % 5;
  }
  return { x, ys: [y] };
}

describe('windowData', () => {
  it('slices the visible rows plus one neighbour each side when few enough', () => {
    const d = ramp(100); // 1000 .. 1049.5
    const [xs, ys] = windowData(d, { min: 1010, max: 1020 }, 800);
    expect(xs[0]).toBe(1009.5);
    expect(xs[xs.length - 1]).toBe(1020.5);
    expect(xs.length).toBe(23);
    expect(ys).toHaveLength(23);
  });
  it('turns NaN into null gaps', () => {
    const d = { x: [1, 2, 3], ys: [[1, NaN, 3]] };
    expect(windowData(d, { min: 1, max: 3 }, 100)).toEqual([[1, 2, 3], [1, null, 3]]);
  });
  it('reduces past four rows per pixel column, keeping spikes', () => {
    const d = ramp(100_000);
    const width = 1000;
    const [xs, ys] = windowData(d, { min: 1000, max: 1000 + 99_999 * 0.5 }, width);
    expect(xs.length).toBeLessThanOrEqual(2 * width);
    expect(xs.length).toBeGreaterThan(width);
    expect(Math.max(...(ys as number[]))).toBe(100);
    expect(Math.min(...(ys as number[]))).toBe(0);
    // x stays ascending for uPlot
    for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThanOrEqual(xs[i - 1]);
  });
  it('does not reduce at exactly the threshold', () => {
    const n = MAX_POINTS_PER_PX * 10;
    const d = ramp(n + 1);
    // rows 1..n-2 plus a neighbour each side = n rows = 4 per px on 10 px: drawn as they are
    expect(windowData(d, { min: d.x[1], max: d.x[n - 2] }, 10)[0].length).toBe(n);
    // one row more is reduced
    expect(windowData(d, { min: d.x[1], max: d.x[n - 1] }, 10)[0].length).toBeLessThanOrEqual(20);
  });
  it('reports the data extent', () => {
    expect(dataExtent(ramp(3))).toEqual({ min: 1000, max: 1001 });
    expect(dataExtent({ x: [], ys: [] })).toBeNull();
  });
});

describe('reduceMinMax', () => {
  it('keeps min and max of each pixel column in row order, at the column\'s first and last depth', () => {
    const x = [0, 1, 2, 3, 4, 5, 6, 7];
    const y = [5, 9, 1, 4, 2, 2, 8, 0];
    const out = reduceMinMax(x, [y], 0, 7, 2);
    // column 0: rows 0..3 (x < 3.5): max 9 (row 1) before min 1 (row 2); column 1: rows 4..7
    expect(Array.from(out.x)).toEqual([0, 3, 4, 7]);
    expect(Array.from(out.ys[0])).toEqual([9, 1, 8, 0]);
  });
  it('leaves all-gap columns as gaps and single rows single', () => {
    const out = reduceMinMax([0, 1, 2, 3], [[NaN, NaN, 1, 2]], 0, 3, 2);
    expect(Number.isNaN(out.ys[0][0])).toBe(true);
    expect(Array.from(out.ys[0]).slice(2)).toEqual([1, 2]);
    expect(Array.from(reduceMinMax([0, 10], [[1, 2]], 0, 10, 2).x)).toEqual([0, 10]);
  });
  it('only looks at rows inside [xFrom, xTo]', () => {
    const out = reduceMinMax([0, 1, 2, 3, 4, 5], [[100, 1, 2, 3, 4, 100]], 1, 4, 1);
    expect(Array.from(out.x)).toEqual([1, 4]);
    expect(Array.from(out.ys[0])).toEqual([1, 4]);
  });
});
