import { describe, expect, it } from 'vitest';
import { dataExtent, MAX_POINTS_PER_PX, windowData } from './window-data';

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
    const { view, data } = windowData(d, { min: 1010, max: 1020 }, 800);
    const [xs, ys] = data;
    expect(view).toBeNull();
    expect(xs[0]).toBe(1009.5);
    expect(xs[xs.length - 1]).toBe(1020.5);
    expect(xs.length).toBe(23);
    expect(ys).toHaveLength(23);
  });
  it('turns NaN into null gaps', () => {
    const d = { x: [1, 2, 3], ys: [[1, NaN, 3]] };
    expect(windowData(d, { min: 1, max: 3 }, 100).data).toEqual([
      [1, 2, 3],
      [1, null, 3],
    ]);
  });
  it('switches to one column per pixel past four rows per pixel column, keeping spikes', () => {
    const d = ramp(100_000);
    const width = 1000;
    const { view, data } = windowData(d, { min: 1000, max: 1000 + 99_999 * 0.5 }, width);
    expect(view).not.toBeNull();
    // one column per pixel, one left of the window (to join the first one), and one more where
    // the window's end falls on the column grid
    expect(view!.columns).toBeGreaterThanOrEqual(width + 1);
    expect(view!.columns).toBeLessThanOrEqual(width + 2);
    // uPlot gets one real row per column, ascending, for the cursor and legend
    const [xs, ys] = data;
    expect(xs).toHaveLength(view!.columns);
    expect(ys).toHaveLength(view!.columns);
    for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThan(xs[i - 1]);
    expect(view!.extents[0]).toEqual({ min: 0, max: 100 });
  });
  it('does not reduce at exactly the threshold', () => {
    const n = MAX_POINTS_PER_PX * 10;
    const d = ramp(n + 1);
    // rows 1..n-2 plus a neighbour each side = n rows = 4 per px on 10 px: drawn as they are
    const rows = windowData(d, { min: d.x[1], max: d.x[n - 2] }, 10);
    expect(rows.view).toBeNull();
    expect(rows.data[0].length).toBe(n);
    // one row more is reduced to columns
    const columns = windowData(d, { min: d.x[1], max: d.x[n - 1] }, 10);
    expect(columns.view?.columns).toBeLessThanOrEqual(12);
    expect(columns.data[0].length).toBe(columns.view?.columns);
  });
  it('reports the data extent', () => {
    expect(dataExtent(ramp(3))).toEqual({ min: 1000, max: 1001 });
    expect(dataExtent({ x: [], ys: [] })).toBeNull();
  });
});
