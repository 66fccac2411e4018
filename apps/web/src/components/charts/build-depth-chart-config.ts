import type uPlot from 'uplot';
import { formatValue } from './hairlines';
import type { ChartSeries, DepthRange } from './types';

export interface DepthChartConfigInput {
  series: ChartSeries[];
  yLabel: string;
  width: number;
  height: number;
  /** Charts with the same key share the cursor (uPlot cursor.sync). */
  syncKey?: string;
  xLabel?: string;
  plugins?: uPlot.Plugin[];
  /** Manual y window (Shift + scroll); null lets y fit the visible data. */
  getYRange?: () => DepthRange | null;
  legend?: boolean;
  /**
   * Column mode (a dense window drawn as pixels by the column-series plugin): uPlot draws no
   * lines, and y fits this extent of the reduced rows (spikes included) instead of its own rows.
   */
  getColumnMode?: () => { yExtent: DepthRange | null } | null;
  /** uPlot's line path builder, used outside column mode (passed in so this module stays pure). */
  linePaths?: uPlot.Series.PathBuilder;
}

export const AXIS_FONT = '11px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
export const LABEL_FONT = '600 12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const GRID = '#e9ecef';
const AXIS = '#495057';

/** Only cursor movement is shared between charts; drags, clicks and resets go through the sync hub. */
export function syncPubFilter(type: string): boolean {
  return type === 'mousemove' || type === 'mouseleave' || type === 'mouseenter';
}

/** Padded auto range for y that starts at zero for non-negative data (gas readings). */
export function autoYRange(min: number | null, max: number | null): [number, number] {
  if (min == null || max == null || !Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  if (min === max) {
    const pad = Math.abs(min) * 0.1 || 1;
    return [min >= 0 ? Math.max(0, min - pad) : min - pad, max + pad];
  }
  const pad = (max - min) * 0.05;
  return [min >= 0 ? Math.max(0, min - pad) : min - pad, max + pad];
}

/**
 * Pure uPlot options for one depth graph: depth (ft) along x with an explicit window set by the
 * sync hub, one line per series in its colour, the y label, cursor sync and x-only drag
 * selection that does not zoom by itself (the interactions plugin turns it into a hub range).
 */
export function buildDepthChartConfig(input: DepthChartConfigInput): uPlot.Options {
  const { series, yLabel, width, height, syncKey, xLabel = 'Depth (ft)', plugins = [], getYRange, legend = true, getColumnMode, linePaths } = input;
  const paths: uPlot.Series.PathBuilder | undefined =
    getColumnMode && linePaths ? (u, seriesIdx, idx0, idx1) => (getColumnMode() ? null : linePaths(u, seriesIdx, idx0, idx1)) : linePaths;
  return {
    width: Math.max(0, Math.floor(width)),
    height: Math.max(0, Math.floor(height)),
    pxAlign: 0,
    scales: {
      x: { time: false, auto: false },
      y: {
        auto: true,
        range: (_u, min, max) => {
          const manual = getYRange?.();
          if (manual) return [manual.min, manual.max];
          const columns = getColumnMode?.();
          if (columns) return autoYRange(columns.yExtent?.min ?? null, columns.yExtent?.max ?? null);
          return autoYRange(min, max);
        },
      },
    },
    axes: [
      {
        label: xLabel,
        labelFont: LABEL_FONT,
        font: AXIS_FONT,
        stroke: AXIS,
        labelSize: 20,
        size: 34,
        grid: { stroke: GRID, width: 1 },
        ticks: { stroke: GRID, width: 1 },
      },
      {
        label: yLabel,
        labelFont: LABEL_FONT,
        font: AXIS_FONT,
        stroke: AXIS,
        labelSize: 22,
        size: 56,
        grid: { stroke: GRID, width: 1 },
        ticks: { stroke: GRID, width: 1 },
        values: (_u, splits) => splits.map((v) => formatValue(v)),
      },
    ],
    series: [
      { label: 'Depth (ft)', value: (_u, v) => (v == null ? '–' : v.toFixed(1)) },
      ...series.map<uPlot.Series>((s) => ({
        label: s.label,
        stroke: s.color,
        width: 1,
        spanGaps: false,
        points: { show: false },
        ...(paths ? { paths } : {}),
        value: (_u, v) => formatValue(v),
      })),
    ],
    cursor: {
      sync: syncKey ? { key: syncKey, filters: { pub: syncPubFilter } } : undefined,
      drag: { x: true, y: false, setScale: false, dist: 3 },
      // Our dblclick resets every chart in the group to the whole range, not this chart to its data.
      bind: { dblclick: () => null },
      points: { size: 5 },
    },
    select: { show: true, left: 0, top: 0, width: 0, height: 0 },
    legend: { show: legend, live: true },
    plugins,
  };
}
