import { minMaxDownsample } from '@mudstack/core';
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

/** Core's min/max reduction, fed typed arrays (the workspace's columns already are). */
export const reduceMinMax: MinMaxReducer = (x, ys, xFrom, xTo, buckets) =>
  minMaxDownsample(asFloat64(x), ys.map(asFloat64), xFrom, xTo, buckets);

function asFloat64(a: ArrayLike<number>): Float64Array {
  return a instanceof Float64Array ? a : Float64Array.from(a);
}

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
