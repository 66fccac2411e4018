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
 * Reduces rows in [xFrom, xTo] to `buckets` columns, keeping for each series the minimum and
 * maximum (in row order) so spikes survive. Empty buckets are skipped; NaN stays a gap.
 */
export const reduceMinMax: MinMaxReducer = (x, ys, xFrom, xTo, buckets) => {
  const start = lowerBound(x, xFrom);
  const end = lowerBound(x, xTo + Number.EPSILON * Math.abs(xTo) + 1e-12);
  const outX: number[] = [];
  const outYs: number[][] = ys.map(() => []);
  if (end <= start || buckets < 1) return { x: outX, ys: outYs };
  const width = (xTo - xFrom) / buckets || 1;
  let i = start;
  while (i < end) {
    const b = Math.min(buckets - 1, Math.floor((x[i] - xFrom) / width));
    let j = i;
    while (j < end && Math.min(buckets - 1, Math.floor((x[j] - xFrom) / width)) === b) j++;
    // Two output rows per bucket: the depths of its first and last rows.
    const x0 = x[i];
    const x1 = x[j - 1];
    outX.push(x0);
    if (j - 1 > i) outX.push(x1);
    for (let s = 0; s < ys.length; s++) {
      const col = ys[s];
      let lo = NaN;
      let hi = NaN;
      let loAt = -1;
      let hiAt = -1;
      for (let k = i; k < j; k++) {
        const v = col[k];
        if (!(v === v)) continue; // NaN
        if (loAt < 0 || v < lo) { lo = v; loAt = k; }
        if (hiAt < 0 || v > hi) { hi = v; hiAt = k; }
      }
      const out = outYs[s];
      if (j - 1 > i) {
        if (loAt <= hiAt) { out.push(lo, hi); } else { out.push(hi, lo); }
      } else {
        out.push(lo);
      }
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
    const reduced = reducer(full.x, full.ys, full.x[start], full.x[end - 1], buckets);
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
