import type uPlot from 'uplot';
import { toDisplayDepth, type DepthUnitName } from '@mudstack/core';
import { DEPTH_STEPS } from '@mudstack/core';
import { DEPTH_LABEL_SPACE_PX, formatCompact, formatDepth, formatGrouped, stepOf } from './depth-ticks';
import { formatValue } from './hairlines';
import { pixelRatio } from './plot-size';
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
   * The chart shows an overview (every row still loading): the legend reads "–", as with the pointer off the
   * plot, since an overview row's depth and value are not the reading under the pointer.
   */
  isPreview?: () => boolean;
  /** Compact density: the depth axis without its title, on a narrower strip. */
  compact?: boolean;
  /**
   * Column mode (a dense window drawn as pixels by the column-series plugin): uPlot draws no
   * lines, and y fits this extent of the reduced rows (spikes included) instead of its own rows.
   */
  getColumnMode?: () => { yExtent: DepthRange | null } | null;
  /** uPlot's line path builder, used outside column mode (passed in so this module stays pure). */
  linePaths?: uPlot.Series.PathBuilder;
  /**
   * A log y axis: the caller hands log10 of the values (`toLogColumns`), the axis fits whole decades and its
   * labels and the legend show the values themselves. (Plotting log10 on a linear scale keeps the column
   * mode's pixel raster exact: it maps y linearly.)
   */
  logY?: boolean;
  /**
   * Depth down: depth on a vertical axis increasing downward and the values across the top,
   * a track of a classic log. The depth labels are the depth track's; the track keeps their grid lines.
   */
  depthDown?: boolean;
  /**
   * The depth track: no series, the depth labels on its axis and the formation tops as labelled
   * bands in its plot. Its top axis takes the same room as a track's so the plots line up.
   */
  depthTrack?: boolean;
  /** The unit depths are labelled in (the project's display unit); the data stays in feet. */
  depthUnit?: DepthUnitName;
}

/** The y range of a log axis: whole decades around the visible log10 values. */
export function logYRange(min: number | null, max: number | null): [number, number] {
  if (min == null || max == null || !Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const lo = Math.floor(min);
  const hi = Math.ceil(max);
  return hi > lo ? [lo, hi] : [lo, lo + 1];
}

/**
 * log10 of each value for a log axis. Zeros and negatives cannot be drawn on a log axis: they are clipped to
 * the axis floor (a decade below the smallest positive value of the graph), so they show as a line on the
 * floor instead of vanishing. `floor` is that log10 value.
 */
export function toLogColumns(columns: readonly ArrayLike<number>[]): { columns: Float32Array[]; floor: number } {
  let minPositive = Infinity;
  for (const col of columns) for (let i = 0; i < col.length; i++) if (col[i] > 0 && col[i] < minPositive) minPositive = col[i];
  const floor = Number.isFinite(minPositive) ? Math.floor(Math.log10(minPositive)) - 1 : 0;
  const out = columns.map((col) => {
    const o = new Float32Array(col.length);
    for (let i = 0; i < col.length; i++) {
      const v = col[i];
      o[i] = v !== v ? NaN : v > 0 ? Math.log10(v) : floor;
    }
    return o;
  });
  return { columns: out, floor };
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
  const { series, width, height, syncKey, plugins = [], getYRange, legend = true, getColumnMode, linePaths, logY = false, depthDown = false } = input;
  const fitY = logY ? logYRange : autoYRange;
  const { isPreview = () => false } = input;
  const shown = (v: number | null) => (v == null || isPreview() ? formatValue(null) : formatValue(logY ? 10 ** v : v));
  const paths: uPlot.Series.PathBuilder | undefined =
    getColumnMode && linePaths ? (u, seriesIdx, idx0, idx1) => (getColumnMode() ? null : linePaths(u, seriesIdx, idx0, idx1)) : linePaths;
  return {
    width: Math.max(0, Math.floor(width)),
    height: Math.max(0, Math.floor(height)),
    pxAlign: 0,
    // Depth down, fixed room around the plot: the top axis's end labels fit, and the depth track's plot and every
    // track's start at the same height (uPlot's automatic padding would differ with their axes).
    // Across, the right side keeps room for half the widest depth label, whatever the data: uPlot's automatic
    // padding there grows once the labels are known, so a graph's first window was reduced for a plot 25 px too
    // wide and drawn again.
    padding: depthDown ? ([4, 16, 8, 12] as uPlot.Padding) : ([null, DEPTH_END_LABEL_PX, null, null] as uPlot.Padding),
    scales: {
      // uPlot's x is the depth scale: across left to right, or down the plot top to bottom (ori 1, dir -1).
      x: { time: false, auto: false, ...(depthDown ? { ori: 1 as const, dir: -1 as const } : {}) },
      y: {
        auto: true,
        ...(depthDown ? { ori: 0 as const, dir: 1 as const } : {}),
        range: (_u, min, max) => {
          const manual = getYRange?.();
          if (manual) return [manual.min, manual.max];
          const columns = getColumnMode?.();
          if (columns) return fitY(columns.yExtent?.min ?? null, columns.yExtent?.max ?? null);
          return fitY(min, max);
        },
      },
    },
    axes: [depthAxis(input), valueAxis(input)],
    series: [
      {
        label: `Depth (${input.depthUnit ?? 'ft'})`,
        value: (_u, v) => (v == null || isPreview() ? '–' : toDisplayDepth(v, input.depthUnit ?? 'ft').toFixed(1)),
      },
      ...series.map<uPlot.Series>((s) => ({
        label: s.label,
        stroke: s.color,
        width: 1,
        ...(s.dash ? { dash: s.dash } : {}),
        spanGaps: false,
        points: { show: false },
        ...(paths ? { paths } : {}),
        value: (_u, v) => shown(v),
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

/** The depth axis: across the bottom, labelled at round intervals; or down the left edge, labelled on the depth track. */
function depthAxis({
  depthDown = false,
  depthTrack = false,
  compact = false,
  depthUnit = 'ft',
  xLabel = `Depth (${depthUnit})`,
}: DepthChartConfigInput): uPlot.Axis {
  // Ticks at round values of the display unit: metre steps in feet, whose multiples are whole metres.
  const incrs = depthUnit === 'm' ? DEPTH_STEPS.map((step) => step / 0.3048) : (DEPTH_STEPS as number[]);
  const depthLabels = (_u: uPlot, splits: number[]) => {
    const shown = splits.map((v) => toDisplayDepth(v, depthUnit));
    const step = stepOf(shown.map((v) => Number(v.toPrecision(12))));
    return shown.map((v) => formatDepth(v, step));
  };
  return depthDown
    ? {
        // Depth down the left edge: labelled on the depth track, grid lines only on a graph's track (the depth
        // track beside it carries the labels, at the same round intervals).
        side: 3,
        size: depthTrack ? DEPTH_TRACK_AXIS_PX : 6,
        gap: 4,
        font: AXIS_FONT,
        stroke: AXIS,
        grid: { stroke: GRID, width: 1 },
        ticks: depthTrack ? { stroke: AXIS, width: 1, size: 5 } : { show: false },
        incrs,
        space: DEPTH_LABEL_SPACE_PX,
        // A graph's track has no depth labels: null, not '', which uPlot would still draw, some 70 times a frame.
        values: depthTrack ? depthLabels : (_u: uPlot, splits: number[]) => splits.map(() => null),
      }
    : {
        label: compact ? undefined : xLabel,
        labelFont: LABEL_FONT,
        font: AXIS_FONT,
        stroke: AXIS,
        labelSize: compact ? 0 : 20,
        size: compact ? 26 : 34,
        grid: { stroke: GRID, width: 1 },
        ticks: { stroke: GRID, width: 1 },
        // Depth labelled at round intervals: 1, 2 or 5 times a power of ten feet.
        incrs,
        space: DEPTH_LABEL_SPACE_PX,
        values: depthLabels,
      };
}

/** The value axis: the graph's title, linear or whole decades; across the top of a track when depth runs down. */
function valueAxis({ yLabel, logY = false, depthDown = false, depthTrack = false }: DepthChartConfigInput): uPlot.Axis {
  return {
    label: yLabel,
    labelFont: LABEL_FONT,
    font: AXIS_FONT,
    stroke: AXIS,
    labelSize: 22,
    // Room for "1,000,000" before the title, the same on every graph so their depths line up down the stack.
    size: VALUE_AXIS_PX,
    // Depth down, the values run across the top of the track (the depth track has none: only its title).
    ...(depthDown ? { side: 0, size: TRACK_TOP_AXIS_PX, labelSize: 18 } : {}),
    grid: { stroke: GRID, width: 1, show: !depthTrack },
    ticks: { stroke: GRID, width: 1, show: !depthTrack },
    // Decades read with thousands separators (100,000), as on a printed mud log.
    values: (u, splits) => {
      if (depthTrack) return splits.map(() => null);
      if (!logY) return depthDown ? wholeInTrack(u, splits, linearTicks(splits, true)) : linearTicks(splits, false);
      // Depth down a track is narrow: decades read 1K, 10K, and every other one when they would touch.
      // From the kept formatters (depth-ticks.ts): toLocaleString made a new one for every label of every frame.
      if (!depthDown) return splits.map((v) => (v == null ? '' : formatGrouped(10 ** v, Math.max(0, -Math.round(v)))));
      const labels = splits.map((v) => (v == null ? '' : formatCompact(10 ** v)));
      // The same rule as a linear axis's spacing: labels side by side as wide as the widest.
      const every = thinning(u.width - 40, splits.length, labelSpacing(...labels));
      return wholeInTrack(
        u,
        splits,
        labels.map((l, i) => (i % every !== 0 ? null : l)),
      );
    },
    // A log axis is labelled at whole decades only.
    ...(logY ? { splits: (u: uPlot) => decades(u.scales.y.min, u.scales.y.max) } : {}),
    // Depth down, linear values run across the track's top: ticks as far apart as the widest label needs.
    ...(depthDown && !logY && !depthTrack
      ? { space: (_u: uPlot, _axis: number, min: number, max: number) => labelSpacing(...linearTicks([min, max], true)) }
      : {}),
  };
}

/**
 * Depth down, a value label centred on its tick that would run past the track's edge is left out (its tick and grid
 * line stay): cut, "100000" at a track's right end read "10000".
 */
function wholeInTrack(u: uPlot, splits: number[], labels: (string | null)[]): (string | null)[] {
  const left = u.bbox?.left;
  if (left == null || !Number.isFinite(left)) return labels; // before uPlot has placed the plot
  const plotLeft = left / pixelRatio(u);
  return labels.map((label, i) => {
    if (label == null) return null;
    const centre = plotLeft + u.valToPos(splits[i], 'y');
    const half = (label.length * AXIS_CHAR_PX) / 2;
    return centre - half >= 0 && centre + half <= u.width ? label : null;
  });
}

/** The gap kept between two tick labels side by side. */
const LABEL_GAP_PX = 12;

/** Tick spacing (CSS px) for labels side by side as wide as the widest of these, never below uPlot's 30 px. */
function labelSpacing(...labels: string[]): number {
  return Math.max(30, Math.ceil(Math.max(...labels.map((l) => l.length)) * AXIS_CHAR_PX) + LABEL_GAP_PX);
}

/** Width (CSS px) of an 11 px digit or separator, as the axis font draws them, rounded up. */
const AXIS_CHAR_PX = 6.6;
/** The tick (5 px), the gap to the labels and a margin before the axis title. */
const AXIS_LABEL_ROOM_PX = 16;

/** The room a value axis needs for tick labels like these: the longest label, never below 40 px nor above 110 px. */
export function valueAxisSize(labels: readonly (string | null)[] | null): number {
  const longest = Math.max(0, ...(labels ?? []).map((l) => (l ?? '').length));
  return Math.min(110, Math.max(40, Math.ceil(longest * AXIS_CHAR_PX) + AXIS_LABEL_ROOM_PX));
}

/** Room right of the plot, depth across, for half the widest depth label at its end ("88,888.8" ft). */
const DEPTH_END_LABEL_PX = Math.ceil(('88,888.8'.length * AXIS_CHAR_PX) / 2) + 2;

/** The value axis's width: its widest usual label, a log axis's "1,000,000" (ppm up to a million). */
export const VALUE_AXIS_PX = valueAxisSize(['1,000,000']);

/**
 * A linear axis's tick labels, read as the log axes beside it read theirs: thousands grouped across (1,500 and
 * 25,000, as 1,000 and 100,000 on a log axis and 5,000 on the depth axis; "1500" beside "1,000" looked like two
 * styles), and 1.5K and 25K depth down, where a track is narrow and its log decades read 1K and 10K, unless two
 * ticks would then read alike. Each label has the decimals of the ticks' step, so ticks never read alike (1,000.5
 * and 1,001 read "1001" twice at four significant figures); from ten million on and below a millionth, the
 * legend's own form (2.00e+7).
 */
export function linearTicks(splits: readonly number[], compact: boolean): string[] {
  // One tick alone has no step: its own decimals.
  const decimals = Math.min(
    6,
    splits.length > 1 ? fractionDigits(Math.abs(stepOf(splits))) : Math.max(0, ...splits.map((v) => fractionDigits(Math.abs(v)))),
  );
  const label = (v: number) =>
    v == null || !Number.isFinite(v) ? '' : Math.abs(v) >= 1e7 || (v !== 0 && Math.abs(v) < 1e-6) ? formatValue(v) : formatGrouped(v || 0, decimals);
  const labels = splits.map(label);
  if (!compact || splits.every((v) => !(Math.abs(v) >= 1000))) return labels;
  const short = splits.map((v, i) => (Math.abs(v) >= 1000 && Math.abs(v) < 1e7 ? formatCompact(v) : labels[i]));
  return new Set(short).size === short.length ? short : labels;
}

/** Decimals a number needs, to six significant figures: 0.25 has 2, 2.5 has 1, 100 none. */
function fractionDigits(v: number): number {
  const text = String(Number(v.toPrecision(6)));
  if (text.includes('e-')) return Number(text.split('e-')[1]) + (text.split('e')[0].split('.')[1]?.length ?? 0);
  return text.split('.')[1]?.length ?? 0;
}

/** Label every n-th of `count` ticks so that labels `labelPx` wide fit in `lengthPx`. */
export function thinning(lengthPx: number, count: number, labelPx: number): number {
  if (count <= 1 || lengthPx <= 0) return 1;
  return Math.max(1, Math.ceil((labelPx * count) / lengthPx));
}

/** Whole decades (log10 values) from min to max, for a log axis's ticks. */
function decades(min: number | undefined | null, max: number | undefined | null): number[] {
  if (min == null || max == null || !Number.isFinite(min) || !Number.isFinite(max)) return [];
  const out: number[] = [];
  for (let v = Math.ceil(min); v <= Math.floor(max); v++) out.push(v);
  return out;
}

/** Depth down: the room of a track's top axis (its values), and of the depth track's labels. */
export const TRACK_TOP_AXIS_PX = 24;
export const DEPTH_TRACK_AXIS_PX = 50;
