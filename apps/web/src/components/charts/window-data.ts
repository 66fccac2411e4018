import type uPlot from 'uplot';
import { reduceToColumns, upperBound, type ColumnReducer, type ColumnView } from './column-view';
import { lowerBound } from '@mudstack/core';
import type { DepthData, DepthRange } from './types';

/** Past this many rows per pixel column the view is drawn from a min/max reduction. */
export const MAX_POINTS_PER_PX = 4;

/** What a chart draws for a window: uPlot's rows, and the column view when the window is dense. */
export interface ChartWindow {
  /** Set past MAX_POINTS_PER_PX rows per pixel column: the series are drawn from it as pixels. */
  view: ColumnView | null;
  /** For uPlot: the rows in view, or one row per column (cursor, legend, y range) in column mode. */
  data: uPlot.AlignedData;
}

/**
 * What to draw for `range`. Up to MAX_POINTS_PER_PX rows per pixel column: the visible rows plus
 * one neighbour on each side (so lines run to the plot edges), which uPlot draws as lines; NaN
 * becomes null, a gap. Past that: a min/max reduction to one bucket per pixel column, drawn by
 * the column raster, so a pan frame costs a few pixels per column. Pass the chart's `reducer`
 * (made for `full`) so a pan reads only the newly exposed columns.
 */
export function windowData(full: DepthData, range: DepthRange, plotWidthPx: number, reducer?: ColumnReducer): ChartWindow {
  const n = full.x.length;
  const start = Math.max(0, lowerBound(full.x, range.min) - 1);
  const end = Math.min(n, upperBound(full.x, range.max) + 1);
  const count = end - start;
  const buckets = Math.max(1, plotWidthPx);
  if (count > MAX_POINTS_PER_PX * buckets) {
    const view = reducer && reducer.full === full ? reducer.view(range, buckets) : reduceToColumns(full, range, buckets);
    return { view, data: [view.x, ...view.samples] as uPlot.AlignedData };
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
  return { view: null, data: [xs, ...ys] as uPlot.AlignedData };
}

/** Full depth extent of the data, or null when there are no rows. */
export function dataExtent(data: DepthData): DepthRange | null {
  const n = data.x.length;
  if (n === 0) return null;
  return { min: data.x[0], max: data.x[n - 1] };
}
