import { lowerBound } from '@mudstack/core';
import { FAN_OUT, FAN_OUT_BITS, MinMaxPyramid } from './min-max-pyramid';

/**
 * Columns of at least this many rows are read from the block pyramids; below it a plain scan of
 * the rows is faster (measured: 100,000 rows on 1,380 columns, 72 per column, scan faster; a
 * million rows, 725 per column, pyramid 3.3x faster).
 */
export const PYRAMID_MIN_ROWS = 128;
/**
 * Columns of fewer rows, but at least this many, read the whole blocks of FAN_OUT rows they span from the
 * pyramid's first level, and only the rows at their ends one by one.
 */
export const BLOCK_MIN_ROWS = 16;
import type { DepthData, DepthRange } from './types';

/**
 * A depth window reduced to one bucket per pixel column: for every series, the minimum and
 * maximum of the rows that fall in each column (so spikes survive at any zoom), and one real row
 * per column for uPlot's cursor and legend. Drawn by the column raster, never as a polyline.
 *
 * Columns sit on a grid fixed in depth (column k covers [k * width, (k + 1) * width) ft), so a
 * pan by whole pixels meets the same columns again and only the newly exposed ones are computed.
 */
export interface ColumnView {
  range: DepthRange;
  /** Depth per column (ft). */
  columnWidth: number;
  /** Grid index of the first column. */
  firstColumn: number;
  /** Where the first column starts, in columns from the window's left edge (in (-2, -1]). */
  firstColumnX: number;
  columns: number;
  /** Rows per column (0 = no row falls in it; the line is carried across, not broken). */
  counts: Int32Array;
  /** Per series, per column: min and max of the column's rows; NaN when all its rows are gaps. */
  mins: Float64Array[];
  maxs: Float64Array[];
  /** Per series: the min and max over the window (NaN when it has no value in view). */
  extents: { min: number; max: number }[];
  /** Room for the raster's column edges (2 per column; column-raster.ts), kept with the view's other arrays. */
  edges: Int32Array;
  /** For uPlot: the depth of each column's middle row (the column's centre when it has none)... */
  x: number[];
  /** ...and each series' value there (null = gap), so the legend shows real readings. */
  samples: (number | null)[][];
}

/**
 * A view's typed arrays, reused: in the browser a new ArrayBuffer costs far more than in Node (the page's allocator,
 * zeroing, and the garbage collector's count of memory outside the heap). Made anew for every view, the columns of
 * six charts took 0.42-0.65 ms a chart and frame in Chromium, against 0.09-0.18 ms reused (700 columns, 8 series).
 */
interface ColumnBuffers {
  store: Float64Array;
  countStore: Int32Array;
  edgeStore: Int32Array;
  /** The views of `store` and `countStore` for `columns` columns of `series` series, made once per size. */
  columns: number;
  series: number;
  counts: Int32Array;
  mins: Float64Array[];
  maxs: Float64Array[];
  edges: Int32Array;
}

function columnBuffers(kept: ColumnBuffers | null, series: number, columns: number): ColumnBuffers {
  if (kept?.columns === columns && kept.series === series) return kept;
  // Room for a few more columns than asked, so that a zoom or a resize by a pixel or two keeps the buffers.
  const room = Math.ceil(columns * 1.25);
  const store = kept && kept.store.length >= 2 * series * columns ? kept.store : new Float64Array(2 * series * room);
  const countStore = kept && kept.countStore.length >= columns ? kept.countStore : new Int32Array(room);
  const edgeStore = kept && kept.edgeStore.length >= 2 * columns ? kept.edgeStore : new Int32Array(2 * room);
  return {
    store,
    countStore,
    edgeStore,
    columns,
    series,
    counts: countStore.subarray(0, columns),
    mins: Array.from({ length: series }, (_, s) => store.subarray(2 * s * columns, (2 * s + 1) * columns)),
    maxs: Array.from({ length: series }, (_, s) => store.subarray((2 * s + 1) * columns, (2 * s + 2) * columns)),
    edges: edgeStore.subarray(0, 2 * columns),
  };
}

/**
 * Reduces one chart's data to pixel columns, window after window. Keeps the columns of the last
 * window: when the next one has the same column width (a pan), only the columns it did not have
 * are read from the rows; a new width (a zoom) or new data starts afresh.
 *
 * A view's typed arrays (counts, mins, maxs, edges) are two sets of buffers used in turn: they hold their values
 * until the reducer has made two more views. The chart reads only its newest view's arrays (the one before it, for
 * its range and column width); `reduceToColumns` makes a view that keeps them.
 */
export class ColumnReducer {
  private last: ColumnView | null = null;
  private pyramids: MinMaxPyramid[] | null = null;
  private readonly buffers: [ColumnBuffers | null, ColumnBuffers | null] = [null, null];
  private turn = 0;
  /** The row bounds of the columns being read (`read`). */
  private bounds = new Int32Array(0);

  /**
   * The series as Float32 columns, whatever they came as: the drawing format sends Float32 and the app computes some
   * series in Float64, and a loop that meets both kinds of array reads each element more slowly than one that meets
   * one (the rounding, below a millionth of the value, is far below a pixel). Copied once per data.
   */
  private readonly ys: Float32Array[];

  constructor(readonly full: DepthData) {
    this.ys = full.ys.map((col) => (col instanceof Float32Array ? col : Float32Array.from(col)));
  }

  /**
   * Builds the block min/max pyramids (one pass over the data) so that wide columns are read a
   * block at a time. Worth it once the graph is drawn and the user starts zooming: the chart
   * calls it when the browser is idle.
   */
  buildPyramids(): void {
    this.pyramids ??= this.ys.map((col) => new MinMaxPyramid(col));
  }

  view(range: DepthRange, columns: number): ColumnView {
    // Not rounded: a column is exactly one CSS pixel of the plot, so a pan by whole pixels moves by whole columns.
    const n = Math.max(1, columns);
    const span = range.max - range.min;
    const width = span > 0 ? span / n : 1;
    // One column left of the window too: never drawn, it joins the first visible column to its
    // left neighbour, as it will be joined once panned into view.
    const first = Math.floor(range.min / width + 1e-9) - 1;
    // The column starting at range.max is included (it holds a row lying exactly at the end).
    const last = Math.max(first, Math.floor(range.max / width + 1e-9));
    const count = last - first + 1;
    const prev = this.last && Math.abs(this.last.columnWidth - width) <= width * 1e-9 ? this.last : null;
    const view = this.compute(range, width, first, count, prev);
    this.last = view;
    return view;
  }

  private compute(range: DepthRange, width: number, first: number, count: number, prev: ColumnView | null): ColumnView {
    const { x } = this.full;
    const ys = this.ys;
    // The other set of buffers than the last view's, which this one copies from.
    this.turn ^= 1;
    const buffers = columnBuffers(this.buffers[this.turn], ys.length, count);
    this.buffers[this.turn] = buffers;
    const { counts, mins, maxs, edges } = buffers;
    const xs = new Array<number>(count);
    const samples = ys.map(() => new Array<number | null>(count));
    // Columns shared with the previous window are copied; the rest are read from the rows.
    const from = prev ? Math.max(first, prev.firstColumn) : 0;
    const to = prev ? Math.min(first + count, prev.firstColumn + prev.columns) : 0;
    if (prev && from < to) {
      const a = from - first;
      const b = from - prev.firstColumn;
      const len = to - from;
      counts.set(prev.counts.subarray(b, b + len), a);
      for (let i = 0; i < len; i++) xs[a + i] = prev.x[b + i];
      for (let s = 0; s < ys.length; s++) {
        mins[s].set(prev.mins[s].subarray(b, b + len), a);
        maxs[s].set(prev.maxs[s].subarray(b, b + len), a);
        const dst = samples[s];
        const src = prev.samples[s];
        for (let i = 0; i < len; i++) dst[a + i] = src[b + i];
      }
      this.read(x, ys, width, first, 0, a, counts, xs, mins, maxs, samples);
      this.read(x, ys, width, first, a + len, count, counts, xs, mins, maxs, samples);
    } else {
      this.read(x, ys, width, first, 0, count, counts, xs, mins, maxs, samples);
    }
    // Column 0 lies wholly left of the window: it does not count towards the y range.
    const extents = mins.map((lo, s) => extentOf(lo, maxs[s], 1));
    return {
      range,
      columnWidth: width,
      firstColumn: first,
      firstColumnX: first - range.min / width,
      columns: count,
      counts,
      mins,
      maxs,
      extents,
      edges,
      x: xs,
      samples,
    };
  }

  /** Columns [c0, c1) of the view starting at grid column `first`, read from the rows. */
  private read(
    x: ArrayLike<number>,
    ys: ArrayLike<number>[],
    width: number,
    first: number,
    c0: number,
    c1: number,
    counts: Int32Array,
    xs: number[],
    mins: Float64Array[],
    maxs: Float64Array[],
    samples: (number | null)[][],
  ): void {
    if (c1 <= c0) return;
    // bounds[j]..bounds[j + 1]: the rows of column c0 + j.
    if (this.bounds.length < c1 - c0 + 1) this.bounds = new Int32Array(Math.ceil((c1 - c0 + 1) * 1.25));
    const bounds = this.bounds;
    bounds[0] = lowerBound(x, (first + c0) * width);
    bounds[c1 - c0] = lowerBound(x, (first + c1) * width);
    // The bounds between: walked on from the last while columns are a few rows wide, else searched.
    const walk = bounds[c1 - c0] - bounds[0] < 64 * (c1 - c0);
    for (let j = 1; j < c1 - c0; j++) {
      const edge = (first + c0 + j) * width;
      let i = bounds[j - 1];
      if (walk) while (i < x.length && x[i] < edge) i++;
      else i = lowerBound(x, edge);
      bounds[j] = i;
    }
    for (let j = 0; j < c1 - c0; j++) {
      const c = c0 + j;
      const start = bounds[j];
      const end = bounds[j + 1];
      counts[c] = end - start;
      xs[c] = end > start ? x[(start + end - 1) >> 1] : (first + c + 0.5) * width;
    }
    // One series at a time, its rows in order: every read is the next element of one array.
    for (let s = 0; s < ys.length; s++) {
      const col = ys[s];
      const mn = mins[s];
      const mx = maxs[s];
      const smp = samples[s];
      const pyramid = this.pyramids?.[s];
      const blocks = pyramid?.levels[0];
      for (let j = 0; j < c1 - c0; j++) {
        const c = c0 + j;
        const start = bounds[j];
        const end = bounds[j + 1];
        let a = Infinity;
        let b = -Infinity;
        if (pyramid && end - start >= PYRAMID_MIN_ROWS) {
          pyramid.measure(start, end);
          a = pyramid.lo;
          b = pyramid.hi;
        } else if (blocks && end - start >= BLOCK_MIN_ROWS) {
          // The rows before the first whole block, the blocks' own min and max, then the rows after the last.
          // Whole blocks k0..k1, found by shifts: integer arithmetic throughout.
          const k0 = (start + FAN_OUT - 1) >> FAN_OUT_BITS;
          const k1 = end >> FAN_OUT_BITS;
          for (let i = start, to = k0 << FAN_OUT_BITS; i < to; i++) {
            const v = col[i];
            if (v < a) a = v;
            if (v > b) b = v;
          }
          const lo = blocks.min;
          const hi = blocks.max;
          for (let k = k0; k < k1; k++) {
            if (lo[k] < a) a = lo[k];
            if (hi[k] > b) b = hi[k];
          }
          for (let i = k1 << FAN_OUT_BITS; i < end; i++) {
            const v = col[i];
            if (v < a) a = v;
            if (v > b) b = v;
          }
        } else {
          for (let i = start; i < end; i++) {
            const v = col[i];
            // NaN fails both comparisons, so gaps drop out without a separate test.
            if (v < a) a = v;
            if (v > b) b = v;
          }
        }
        mn[c] = a === Infinity ? NaN : a;
        mx[c] = a === Infinity ? NaN : b;
        const v = end > start ? col[(start + end - 1) >> 1] : NaN;
        smp[c] = v === v ? v : null;
      }
    }
  }
}

/** One-off reduction of `full` inside `range` to `columns` columns (see ColumnReducer). */
export function reduceToColumns(full: DepthData, range: DepthRange, columns: number): ColumnView {
  return new ColumnReducer(full).view(range, columns);
}

function extentOf(mins: Float64Array, maxs: Float64Array, from: number): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let c = from; c < mins.length; c++) {
    if (mins[c] < min) min = mins[c];
    if (maxs[c] > max) max = maxs[c];
  }
  return min <= max ? { min, max } : { min: NaN, max: NaN };
}

/** Min and max over the series that are shown; null when none of them has a value in view. */
export function shownExtent(view: ColumnView, shown: (seriesIndex: number) => boolean): DepthRange | null {
  let min = Infinity;
  let max = -Infinity;
  view.extents.forEach((e, s) => {
    if (!shown(s) || !(e.min <= e.max)) return;
    if (e.min < min) min = e.min;
    if (e.max > max) max = e.max;
  });
  return min <= max ? { min, max } : null;
}

/** Index of the first element of ascending `xs` that is > `value`. */
export function upperBound(xs: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
