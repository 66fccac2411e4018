import type uPlot from 'uplot';
import { lowerBound } from './hairlines';
import type { DepthData, DepthRange } from './types';

/** Past this many rows per pixel column the view is drawn from a min/max reduction. */
export const MAX_POINTS_PER_PX = 4;

/** Signature of the min/max reducer: one (min, max) pair per bucket for every y column. */
export type MinMaxReducer = (
  x: ArrayLike<number>,
  ys: ArrayLike<number>[],
  xFrom: number,
  xTo: number,
  buckets: number,
) => { x: ArrayLike<number>; ys: ArrayLike<number>[] };

/**
 * Per pixel column, each series keeps its minimum and maximum (in row order) at the column's
 * first and last depth, so spikes survive and uPlot gets at most two rows per column. Scans only
 * the rows in view. This is the drawing reduction; core's minMaxDownsample keeps the exact rows
 * (the union over series), which is about 2.5x slower and up to 8x larger for 8 series, too much
 * for a 60 fps pan on 6 graphs.
 */
export const reduceMinMax: MinMaxReducer = (x, ys, xFrom, xTo, buckets) => {
  const outX: number[] = [];
  const outYs: number[][] = ys.map(() => []);
  const n = x.length;
  if (n === 0 || buckets < 1) return { x: outX, ys: outYs };
  const width = (xTo - xFrom) / buckets || 1;
  let i = lowerBound(x, xFrom);
  const end = lowerBound(x, xTo + width * 1e-9 + 1e-12);
  while (i < end) {
    const b = Math.min(buckets - 1, Math.floor((x[i] - xFrom) / width));
    let j = i + 1;
    if (b === buckets - 1) j = end;
    else {
      const limit = xFrom + (b + 1) * width;
      while (j < end && x[j] < limit) j++;
    }
    const pair = j - 1 > i;
    outX.push(x[i]);
    if (pair) outX.push(x[j - 1]);
    for (let s = 0; s < ys.length; s++) {
      const col = ys[s];
      let lo = NaN;
      let hi = NaN;
      let loAt = -1;
      let hiAt = -1;
      for (let k = i; k < j; k++) {
        const v = col[k];
        if (v !== v) continue;
        if (loAt < 0 || v < lo) { lo = v; loAt = k; }
        if (hiAt < 0 || v > hi) { hi = v; hiAt = k; }
      }
      const out = outYs[s];
      if (!pair) out.push(lo);
      else if (loAt <= hiAt) out.push(lo, hi);
      else out.push(hi, lo);
    }
    i = j;
  }
  return { x: outX, ys: outYs };
};

/**
 * The rows uPlot draws for `range`: the visible rows plus one neighbour on each side (so lines
 * run to the plot edges), reduced with `reducer` when there are more than MAX_POINTS_PER_PX rows
 * per pixel column. NaN becomes null, which uPlot draws as a gap.
 */
export function windowData(full: DepthData, range: DepthRange, plotWidthPx: number, reducer: MinMaxReducer = reduceMinMax): uPlot.AlignedData {
  const n = full.x.length;
  const start = Math.max(0, lowerBound(full.x, range.min) - 1);
  const end = Math.min(n, upperBound(full.x, range.max) + 1);
  const count = end - start;
  const buckets = Math.max(1, Math.floor(plotWidthPx));
  if (count > MAX_POINTS_PER_PX * buckets) {
    // Only the rows in view go to the reducer (zero-copy views), so panning a zoomed-in window
    // costs the rows on screen, not the whole well.
    const reduced = reducer(slice(full.x, start, end), full.ys.map((y) => slice(y, start, end)), full.x[start], full.x[end - 1], buckets);
    return [Array.from(reduced.x), ...reduced.ys.map(toNullable)] as uPlot.AlignedData;
  }
  const xs = new Array<number>(count);
  for (let i = 0; i < count; i++) xs[i] = full.x[start + i];
  const ys = full.ys.map((col) => {
    const out = new Array<number | null>(count);
    for (let i = 0; i < count; i++) {
      const v = col[start + i];
      out[i] = v === v ? v : null;
    }
    return out;
  });
  return [xs, ...ys] as uPlot.AlignedData;
}

/** Index of the first element of ascending `xs` that is > `value`. */
function upperBound(xs: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = xs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid] <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function slice(a: ArrayLike<number>, start: number, end: number): ArrayLike<number> {
  if (a instanceof Float64Array) return a.subarray(start, end);
  return Array.prototype.slice.call(a, start, end) as number[];
}

function toNullable(col: ArrayLike<number>): (number | null)[] {
  const out = new Array<number | null>(col.length);
  for (let i = 0; i < col.length; i++) out[i] = col[i] === col[i] ? col[i] : null;
  return out;
}

/** Full depth extent of the data, or null when there are no rows. */
export function dataExtent(data: DepthData): DepthRange | null {
  const n = data.x.length;
  if (n === 0) return null;
  return { min: data.x[0], max: data.x[n - 1] };
}
