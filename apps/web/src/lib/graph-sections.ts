import type { Graph } from '@mudstack/contracts';
import { BACKGROUND_LEVELS } from '@mudstack/contracts';
import type { SeriesColumn } from './api/series-data';
import { derivedDescription, graphAxisTitle, haworthZoneDef, haworthZoneTable, seriesLabel, seriesShortLabel } from '@mudstack/core';
import type { ChartSeries, DepthRange, Formation } from '../components/charts/types';
import { depthDisplay, type DepthDisplay } from './depth-unit';
import type { CurveMap } from './section-series';

// Pure rules of the workspace's graphs: labels, axes, bands (which series a section asks for: section-series.ts).

/** A graph's series for the chart: catalogue long names, else the file curve's description or name with its unit. */
export function graphSeries(graph: Pick<Graph, 'series'>, curves?: CurveMap): ChartSeries[] {
  return Object.entries(graph.series).map(([name, color]) => {
    // A derived series says how it is computed on hover over its legend entry (Heavy to light ratio 1 = ...).
    const description = derivedDescription(name);
    return { name, label: seriesLabel(name, curves), color, ...(description ? { description } : {}) };
  });
}

/** Depth down: the series with their symbols and units for a narrow legend (C1 (ppm)); the full name on hover. */
export function trackLegendSeries(series: readonly ChartSeries[], curves?: CurveMap): ChartSeries[] {
  return series.map((s) => ({
    ...s,
    label: seriesShortLabel(s.name, curves),
    description: s.description ? `${s.label}: ${s.description}` : s.label,
  }));
}

/** The configured y label, else the dominant unit of the graph's series (ties give Ratio), else its curves' unit. */
export function graphYLabel(graph: Pick<Graph, 'ylabel' | 'series'>, curves?: CurveMap): string {
  return graphAxisTitle(graph.ylabel, Object.keys(graph.series), curves);
}

/** The y axis title: "(log)" on a log axis; compact graphs say "ppm", as their axis is too short for the words. */
export function axisLabel(yLabel: string, logY: boolean, compact = false): string {
  const label = compact && yLabel === 'Parts per million' ? 'ppm' : yLabel;
  return logY ? `${label} (log)` : label;
}

/** Whether a graph is drawn on a log axis: a Haworth track always; any other as configured, unless switched (`override`). */
export const isLogGraph = (graph: Pick<Graph, 'kind' | 'scale'>, override?: boolean | null): boolean =>
  graph.kind === 'haworth' || (override ?? graph.scale === 'log');

/** What a graph shades behind its curves: a Haworth track's zones (over the depths `x`), then the formations. */
export function graphBands(
  graph: Pick<Graph, 'kind'>,
  x: ArrayLike<number>,
  zones: ArrayLike<number> | undefined,
  formations: Formation[],
): Formation[] {
  return graph.kind === 'haworth' ? [...haworthBands(x, zones), ...formations] : formations;
}

/** The Haworth zones of a section as shaded bands (no label: the legend under the track names them). */
export function haworthBands(x: ArrayLike<number>, zones: ArrayLike<number> | undefined): Formation[] {
  if (!zones) return [];
  return haworthZoneTable(x, zones).map((z) => ({
    xval_low: z.top,
    xval_high: z.base,
    message: '',
    color: haworthZoneDef(z.code)?.color ?? '#00000000',
  }));
}

export const BACKGROUND_OPTIONS = [
  { label: 'Light', value: BACKGROUND_LEVELS.light },
  { label: 'Moderate', value: BACKGROUND_LEVELS.moderate },
  { label: 'Heavy', value: BACKGROUND_LEVELS.heavy },
] as const;

/** Smoothing label rule: up to 12 Light, up to 32 Moderate, else Heavy. */
export function smoothingLabel(window: number): 'Light' | 'Moderate' | 'Heavy' {
  if (window <= 12) return 'Light';
  if (window <= 32) return 'Moderate';
  return 'Heavy';
}

/**
 * Navbar text: the visible depth window and its share of the whole, e.g. "5,000 – 6,200 ft (12%)",
 * with the decimals of the file's own depth step ("5,000.5 – 5,099.5 ft" for a 0.5 ft step), in the project's
 * display unit ("1,669.750 – 1,670.000 m" for a well logged in metres).
 */
export function formatDepthWindow(visible: DepthRange, whole: DepthRange, step?: number | null, display?: DepthDisplay): string {
  const total = whole.max - whole.min;
  const pct = total > 0 ? Math.round(((visible.max - visible.min) / total) * 100) : 100;
  // One depth display for both units: feet at the step's own decimals unless the project's display is given.
  const d = display ?? depthDisplay('ft', step);
  return `${d.text(visible.min)} – ${d.text(visible.max)} ${d.unit} (${pct}%)`;
}

/** Columns for one graph from the section's decoded columns; a series the data lacks is a gap. */
export function graphColumns(columns: Map<string, SeriesColumn>, names: string[], rows: number): SeriesColumn[] {
  return names.map((n) => columns.get(n) ?? new Float64Array(rows).fill(NaN));
}

/** True when a column holds no number at all (nothing to draw). */
export function isEmptyColumn(col: ArrayLike<number>): boolean {
  for (let i = 0; i < col.length; i++) if (col[i] === col[i]) return false;
  return true;
}
