import type { Graph, GraphConfig } from '@mudstack/contracts';
import { BACKGROUND_LEVELS, BUILTIN_CONFIG_ID } from '@mudstack/contracts';
import type { SeriesColumn } from './api/series-data';
import {
  adaptGraphs,
  derivedDescription,
  findSeries,
  graphAxisTitle,
  haworthZoneDef,
  haworthZoneTable,
  seriesLabel,
  seriesShortLabel,
  type FileCurve,
} from '@mudstack/core';
import type { ChartSeries, DepthRange, Formation } from '../components/charts/types';
import { depthDisplay, type DepthDisplay } from './depth-unit';

// Pure rules of the workspace: sections, which graphs a tab shows, labels.

export type Section = 'vertical' | 'lateral';

export interface SectionMeta {
  depth_of_split: number | null;
  start_depth: number | null;
  stop_depth: number | null;
  /** The data's depth step (0 or null for irregular depths). */
  step?: number | null;
}

/**
 * The Lateral tab exists only when the lateral section has at least two rows, enough to draw a line: the last
 * depth and the one a step before it both at or beyond the landing point (without a step, the last depth beyond
 * it). A landing point at the last depth leaves no lateral.
 */
export function hasLateral(meta: SectionMeta): boolean {
  const { depth_of_split: split, stop_depth: stop } = meta;
  if (split == null || stop == null) return false;
  const step = Math.abs(meta.step ?? 0);
  return step > 0 ? stop - step >= split - step * 1e-9 : stop > split;
}

/**
 * The data call's filter for a section: Vertical is above the landing point (depth below it
 * numerically), Lateral at or beyond it. Without a landing point everything is Vertical.
 */
export function sectionFilter(section: Section, split: number | null): string | undefined {
  if (split == null) return undefined;
  return section === 'vertical' ? `depth < ${split}` : `depth >= ${split}`;
}

/** The graphs a tab shows: applies-to both or that section, in draw order (stable for ties). */
export function graphsForSection(config: Pick<GraphConfig, 'graphs'>, section: Section): Graph[] {
  return config.graphs
    .map((g, i) => ({ g, i }))
    .filter(({ g }) => g.appliesTo === 'both' || g.appliesTo === section)
    .sort((a, b) => a.g.drawOrder - b.g.drawOrder || a.i - b.i)
    .map(({ g }) => g);
}

/**
 * The graphs the workspace draws for a configuration: the built-in one fitted to the project's curves (its graphs
 * with data here, then the curves none of them draws; `adaptGraphs`), with the names of the graphs left out; a
 * configuration a user saved, as it is.
 */
export function workspaceLayout(config: GraphConfig, curves: readonly FileCurve[] | undefined): { graphs: Graph[]; missing: string[] } {
  if (config.id !== BUILTIN_CONFIG_ID || !curves) return { graphs: config.graphs, missing: [] };
  return adaptGraphs(config.graphs, curves);
}

/** The project's curves by stored name (units and descriptions of curves outside the catalogue). */
export type CurveMap = ReadonlyMap<string, FileCurve>;

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

/**
 * The series the data endpoint can answer for this project: every catalogue series (one the file lacks is an
 * empty column) and the file curves it has. A configured curve this project lacks is left out, drawn as empty.
 */
export function requestableSeries(names: readonly string[], curves: CurveMap): string[] {
  return names.filter((name) => findSeries(name) !== undefined || curves.has(name));
}

/** Every series the graphs need, once, in first-use order. */
export function seriesUnion(graphs: (Pick<Graph, 'series'> & Partial<Pick<Graph, 'kind'>>)[]): string[] {
  const out: string[] = [];
  for (const g of graphs) {
    const names = Object.keys(g.series);
    // A Haworth track also draws the zones behind its lines.
    if (g.kind === 'haworth') names.push('haworth_zone');
    for (const name of names) if (!out.includes(name)) out.push(name);
  }
  return out;
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
