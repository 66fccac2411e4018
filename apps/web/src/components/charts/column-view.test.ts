import { describe, expect, it } from 'vitest';
import { BLOCK_MIN_ROWS, ColumnReducer, PYRAMID_MIN_ROWS, reduceToColumns, shownExtent, upperBound } from './column-view';

describe('reduceToColumns', () => {
  it('keeps the min and max of the rows in each column of a grid fixed in depth', () => {
    const x = [0, 1, 2, 3, 4, 5, 6, 7];
    const y = [5, 9, 1, 4, 2, 2, 8, 0];
    const v = reduceToColumns({ x, ys: [y] }, { min: 0, max: 8 }, 2);
    // 4 ft per column: [-4, 0) left of the window, [0, 4) rows 0..3, [4, 8) rows 4..7, and
    // [8, 12) for a row at the very end
    expect(v.columnWidth).toBe(4);
    expect(v.firstColumn).toBe(-1);
    expect(Array.from(v.counts)).toEqual([0, 4, 4, 0]);
    expect(Array.from(v.mins[0]).slice(1, 3)).toEqual([1, 0]);
    expect(Array.from(v.maxs[0]).slice(1, 3)).toEqual([9, 8]);
    expect(v.extents[0]).toEqual({ min: 0, max: 9 });
  });
  it('gives uPlot the middle row of each column, real depth and reading', () => {
    const x = [0, 1, 2, 3, 4, 5, 6, 7];
    const v = reduceToColumns({ x, ys: [[5, 9, 1, 4, 2, 2, 8, 0]] }, { min: 0, max: 8 }, 2);
    // an empty column still gets an ascending x (its centre) and no reading
    expect(v.x).toEqual([-2, 1, 5, 10]);
    expect(v.samples[0]).toEqual([null, 9, 2, null]);
  });
  it('places a window that starts between grid lines by its offset in columns', () => {
    const x = Array.from({ length: 20 }, (_, i) => i);
    const v = reduceToColumns({ x, ys: [x] }, { min: 3, max: 11 }, 4);
    // 2 ft per column: grid columns 0 [0, 2) .. 5 [10, 12); column 1 starts half a column left of the window
    expect(v.firstColumn).toBe(0);
    expect(v.columns).toBe(6);
    expect(v.firstColumnX).toBeCloseTo(-1.5);
    expect(Array.from(v.mins[0])).toEqual([0, 2, 4, 6, 8, 10]);
  });
  it('holds a row lying exactly at the window end', () => {
    const v = reduceToColumns({ x: [0, 1, 2, 3, 4, 5], ys: [[100, 1, 2, 3, 4, 100]] }, { min: 1, max: 4 }, 3);
    expect(Array.from(v.counts)).toEqual([1, 1, 1, 1, 1]);
    expect(Array.from(v.maxs[0])).toEqual([100, 1, 2, 3, 4]);
  });
  it('skips gaps inside a column and marks all-gap and empty columns NaN', () => {
    const x = [0, 1, 2, 3, 10, 11];
    const v = reduceToColumns({ x, ys: [[NaN, 3, NaN, NaN, 7, 8]] }, { min: 0, max: 12 }, 6);
    // columns of 2 ft: [-2,0) empty, [0,2) rows 0-1, [2,4) rows 2-3 (all gaps), [4,6) [6,8) [8,10) empty, [10,12) rows 4-5, [12,14) empty
    expect(Array.from(v.counts)).toEqual([0, 2, 2, 0, 0, 0, 2, 0]);
    expect(v.mins[0][1]).toBe(3);
    expect(Number.isNaN(v.mins[0][2])).toBe(true);
    expect(Number.isNaN(v.mins[0][3])).toBe(true);
    expect(v.samples[0][2]).toBeNull();
    expect(v.x[3]).toBe(5);
    expect(v.extents[0]).toEqual({ min: 3, max: 8 });
  });
  it('reports NaN extents for a series without values in view', () => {
    const v = reduceToColumns({ x: [0, 1], ys: [[NaN, NaN]] }, { min: 0, max: 1 }, 1);
    expect(Number.isNaN(v.extents[0].min)).toBe(true);
  });
});

describe('ColumnReducer', () => {
  const rows = 2000;
  // Float32, as the drawing format sends series: the reducer reads those in place, so a change to them shows.
  const make = () => {
    const x = Float64Array.from({ length: rows }, (_, i) => 1000 + i * 0.5);
    const y = Float32Array.from({ length: rows }, (_, i) => Math.sin(i / 7) * 50 + (i % 13 === 0 ? 80 : 0));
    return { x, ys: [y] };
  };
  it("reads the app's own Float64 series as their Float32 values, the same view as the drawing format's", () => {
    const { x, ys } = make();
    const precise = Float64Array.from(ys[0], (v, i) => v + i * 1e-9);
    const reducer = new ColumnReducer({ x, ys: [precise, ys[0]] });
    const v = reducer.view({ min: 1100, max: 1300 }, 60);
    const asSent = reduceToColumns({ x, ys: [Float32Array.from(precise)] }, { min: 1100, max: 1300 }, 60);
    expect(Array.from(v.mins[0])).toEqual(Array.from(asSent.mins[0]));
    expect(Array.from(v.maxs[0])).toEqual(Array.from(asSent.maxs[0]));
    expect(v.samples[0]).toEqual(asSent.samples[0]);
  });
  it('reads only the newly exposed columns on a pan, copying the rest', () => {
    const data = make();
    const reducer = new ColumnReducer(data);
    const first = reducer.view({ min: 1100, max: 1200 }, 50); // 2 ft per column
    // Change every row; a pan by 10 columns must still show the old values where it overlaps.
    data.ys[0].fill(-1);
    const panned = reducer.view({ min: 1120, max: 1220 }, 50);
    expect(panned.firstColumn).toBe(first.firstColumn + 10);
    expect(panned.maxs[0][1]).toBe(first.maxs[0][11]);
    expect(panned.maxs[0][panned.columns - 2]).toBe(-1);
  });
  it('gives after any pan what a fresh reduction gives', () => {
    const data = make();
    const reducer = new ColumnReducer(data);
    let min = 1200;
    for (const step of [3, 7, -12, 40, -1, 0, 95, -200]) {
      min += step * 2;
      const cached = reducer.view({ min, max: min + 150 }, 75);
      const fresh = reduceToColumns(data, { min, max: min + 150 }, 75);
      expect(cached.firstColumn).toBe(fresh.firstColumn);
      expect(Array.from(cached.mins[0])).toEqual(Array.from(fresh.mins[0]));
      expect(Array.from(cached.maxs[0])).toEqual(Array.from(fresh.maxs[0]));
      expect(Array.from(cached.counts)).toEqual(Array.from(fresh.counts));
      expect(cached.x).toEqual(fresh.x);
      expect(cached.samples).toEqual(fresh.samples);
      expect(cached.extents).toEqual(fresh.extents);
    }
  });
  it('gives the same columns from the block pyramids as from the rows', () => {
    const data = make();
    const plain = new ColumnReducer(data);
    const fast = new ColumnReducer(data);
    fast.buildPyramids();
    // columns of 140 to 2,000 rows (read from the pyramids, PYRAMID_MIN_ROWS = 128), and of 0.5 (rows)
    for (const [min, max, columns] of [
      [1000, 2000, 14],
      [1003.7, 1500.2, 7],
      [1100, 1110, 40],
      [1000, 1999.5, 1],
    ]) {
      const a = plain.view({ min, max }, columns);
      const b = fast.view({ min, max }, columns);
      expect(Array.from(b.mins[0])).toEqual(Array.from(a.mins[0]));
      expect(Array.from(b.maxs[0])).toEqual(Array.from(a.maxs[0]));
      expect(b.extents).toEqual(a.extents);
    }
  });
  it("gives the same columns from the pyramid's first blocks as from the rows, gaps included", () => {
    const data = make();
    // Gaps: single rows, and one run longer than a block, so whole blocks are all gaps too.
    for (let i = 0; i < rows; i += 29) data.ys[0][i] = NaN;
    data.ys[0].fill(NaN, 1001, 1019);
    const plain = new ColumnReducer(data);
    const fast = new ColumnReducer(data);
    fast.buildPyramids();
    // Columns of 16 to 127 rows (BLOCK_MIN_ROWS to PYRAMID_MIN_ROWS), starting and ending anywhere in a block.
    for (const [min, max, columns] of [
      [1000, 1800, 40],
      [1003.7, 1600.2, 37],
      [1477.3, 1531.9, 6],
      [1000.25, 1990, 17],
    ]) {
      const a = plain.view({ min, max }, columns);
      const b = fast.view({ min, max }, columns);
      expect(Math.min(...Array.from(b.counts).slice(1, -1))).toBeGreaterThanOrEqual(BLOCK_MIN_ROWS);
      expect(Math.max(...b.counts)).toBeLessThan(PYRAMID_MIN_ROWS);
      expect(Array.from(b.mins[0])).toEqual(Array.from(a.mins[0]));
      expect(Array.from(b.maxs[0])).toEqual(Array.from(a.maxs[0]));
      expect(b.extents).toEqual(a.extents);
    }
  });
  it('gives after pans, zooms and resizes what a fresh reduction gives, its reused arrays holding nothing of an older view', () => {
    const data = make();
    data.ys.push(Float32Array.from(data.ys[0], (v, i) => (i % 11 === 0 ? NaN : -v)));
    const reducer = new ColumnReducer(data);
    reducer.buildPyramids();
    // Wider and narrower plots in turn (the two sets of buffers are reused, grown, and reused smaller), pans among them.
    for (const [min, span, columns] of [
      [1100, 150, 75],
      [1104, 150, 75],
      [1100, 300, 200],
      [1090, 40, 30],
      [1092, 40, 30],
      [1000, 999, 400],
      [1200, 150, 74],
      [1200, 150, 75],
    ]) {
      const cached = reducer.view({ min, max: min + span }, columns);
      const fresh = reduceToColumns(data, { min, max: min + span }, columns);
      expect(cached.columns).toBe(fresh.columns);
      for (const s of [0, 1]) {
        expect(Array.from(cached.mins[s]), `min ${min}, columns ${columns}`).toEqual(Array.from(fresh.mins[s]));
        expect(Array.from(cached.maxs[s])).toEqual(Array.from(fresh.maxs[s]));
      }
      expect(Array.from(cached.counts)).toEqual(Array.from(fresh.counts));
      expect(cached.edges.length).toBe(2 * cached.columns);
      expect(cached.extents).toEqual(fresh.extents);
    }
  });
  it("keeps a view's arrays as they are until it has made two more views", () => {
    const data = make();
    const reducer = new ColumnReducer(data);
    const a = reducer.view({ min: 1100, max: 1200 }, 50);
    const held = { mins: Array.from(a.mins[0]), maxs: Array.from(a.maxs[0]), counts: Array.from(a.counts) };
    // The next view (a zoom: every column read afresh) leaves them; the chart draws the newest and reads the one before.
    reducer.view({ min: 1300, max: 1350 }, 50);
    expect({ mins: Array.from(a.mins[0]), maxs: Array.from(a.maxs[0]), counts: Array.from(a.counts) }).toEqual(held);
  });
  it('starts afresh on a zoom (a new column width)', () => {
    const data = make();
    const reducer = new ColumnReducer(data);
    reducer.view({ min: 1100, max: 1200 }, 50);
    data.ys[0].fill(7);
    const zoomed = reducer.view({ min: 1100, max: 1180 }, 50);
    expect(
      Array.from(zoomed.maxs[0])
        .filter((v) => !Number.isNaN(v))
        .every((v) => v === 7),
    ).toBe(true);
  });
});

describe('shownExtent', () => {
  const v = reduceToColumns(
    {
      x: [0, 1, 2],
      ys: [
        [1, 2, 3],
        [-5, 50, 0],
        [NaN, NaN, NaN],
      ],
    },
    { min: 0, max: 2 },
    1,
  );
  it('spans the shown series only', () => {
    expect(shownExtent(v, () => true)).toEqual({ min: -5, max: 50 });
    expect(shownExtent(v, (s) => s === 0)).toEqual({ min: 1, max: 3 });
  });
  it('is null when no shown series has a value', () => {
    expect(shownExtent(v, (s) => s === 2)).toBeNull();
  });
});

describe('upperBound', () => {
  it('finds the first element greater than the value', () => {
    expect(upperBound([1, 2, 2, 3], 2)).toBe(3);
    expect(upperBound([1, 2, 2, 3], 0)).toBe(0);
    expect(upperBound([1, 2, 2, 3], 9)).toBe(4);
  });
});
