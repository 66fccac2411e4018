import { BUILTIN_CONFIG_ID, type ExportPdfBody, type ExportPdfQuery, type GraphConfig, type SnippetConfig } from '@mudstack/contracts';
import {
  adaptGraphs,
  backgroundSubtract,
  depthUnitName,
  displayDecimals,
  findSeries,
  graphAxisTitle,
  HAWORTH_ZONES,
  haworthZoneDef,
  haworthZoneTable,
  PIXLER_RATIOS,
  pixlerLines,
  SHOW_HALF_WINDOW_FT,
  SHOW_MIN_THICKNESS_FT,
  showIntervals,
  seriesColumn,
  lowerBound,
  seriesLabel,
  seriesShortLabel,
  seriesUnit,
  ternaryPoints,
  depthText,
  type FileCurve,
} from '@mudstack/core';
import { toNumberOrNull, type MetadataDoc } from '../projects';
import type { ReportGraph, ReportInput, ReportSection, ReportSeries, ReportSnippet } from './pdf/report-types';
import { hasLateral, rangeNote, snippetsForGraph, type SectionName } from './snippet-placement';
import { readLogScale } from './pdf/log-plan';

/** Everything a report is made of, read by createPdfExport after its access check. */
export interface ReportSources {
  project: { name: string };
  exportedBy: { first_name: string; last_name: string };
  exportedAt: Date;
  query: ExportPdfQuery;
  body: ExportPdfBody;
  revisions: { data: number; metadata: number };
  doc: MetadataDoc;
  config: GraphConfig;
  /** The chosen snippets, in the order asked, their saved views parsed by the contract's schema. */
  snippets: { name: string; config: SnippetConfig }[];
  depth: Float64Array;
  /** The stored curves read, by name. */
  curves: Record<string, Float64Array>;
  /** Name, unit and description of every curve of the revision (labels of curves outside the catalogue). */
  curveInfos: ReadonlyMap<string, { name: string; unit: string; description: string; original_mnemonic: string }>;
}

/**
 * Annotations and zones are numbered each on their own, 1..n by depth (zones print as Z1..Zn): the
 * tables and the markers on the graphs read the same numbers.
 */
export function numberByDepth(items: ReadonlyArray<{ xval: number; text: string }>): Array<{ index: number; xval: number; text: string }> {
  return [...items].sort((a, b) => a.xval - b.xval).map((h, i) => ({ index: i + 1, xval: h.xval, text: h.text }));
}

/** The report's input, built from what was read: a pure function (no database, no clock but `exportedAt`). */
export function buildReportInput(src: ReportSources): ReportInput {
  const { doc, depth, query } = src;
  const start = toNumberOrNull(doc.start_depth) ?? depth[0] ?? 0;
  const stop = toNumberOrNull(doc.stop_depth) ?? depth[depth.length - 1] ?? 0;
  const column = columnsOf(src.curves, depth.length);
  const chosen = src.snippets.map((s) => chosenSnippet(s, [start, stop]));
  const hairlines = doc.global_hairlines.filter((h) => Number.isFinite(h.xval));
  const input: ReportInput = {
    wellName: src.body.wellName?.trim() || String(doc.well ?? '').trim() || src.project.name,
    projectName: src.project.name,
    dataRevision: src.revisions.data,
    metadataRevision: src.revisions.metadata,
    exportedBy: src.exportedBy,
    exportedAt: src.exportedAt,
    metadata: doc,
    formations: doc.global_formations.map((f) => ({ xval_low: f.xval_low, xval_high: f.xval_high, message: f.message, color: f.color })),
    annotations: numberByDepth(hairlines.filter((h) => !h.isZone)),
    zones: numberByDepth(hairlines.filter((h) => h.isZone)),
    ...reportSections(src, { start, stop }, column, chosen),
    shows: showIntervals(
      { depth, zone: column('haworth_zone'), totalGas: column('total_gas'), wh: column('wh'), bh: column('bh'), ch: column('ch') },
      showRange([start, stop], query.xRange),
      query.minShow ?? SHOW_MIN_THICKNESS_FT,
    ),
    showMinThickness: query.minShow ?? SHOW_MIN_THICKNESS_FT,
    showTotalGasUnit: seriesUnit('total_gas', src.curveInfos),
    hideFlags: query.hideFlags ?? false,
    layout: query.layout ?? 'down',
    logScale: readLogScale(query.scale),
    // Depths in the project's display unit, at the data's precision (a well logged in metres reads metres).
    depthUnit: depthUnitName(doc.depth_unit),
    depthDecimals: displayDecimals(toNumberOrNull(doc.step), depthUnitName(doc.depth_unit)),
  };
  if (query.interpretation)
    input.interpretation = interpretation(src, column, interpretationWindows(input, chosen, showRange([start, stop], query.xRange)));
  return input;
}

export type Column = (name: string) => Float64Array;

/**
 * The graphs a report draws, and the configured ones the file has no data for: the built-in configuration fitted to
 * the project as in the workspace (its graphs with data here, then the well's other curves); any other as saved.
 * The export reads the curves of exactly these.
 */
export function reportGraphs(config: GraphConfig, curves: FileCurve[]): { graphs: GraphConfig['graphs']; missing: string[] } {
  return config.id === BUILTIN_CONFIG_ID ? adaptGraphs(config.graphs, curves) : { graphs: config.graphs, missing: [] };
}

/** The shows table's depths: the range asked, within the data. */
function showRange(whole: [number, number], asked: [number, number] | undefined): { min: number; max: number } {
  return asked ? { min: Math.max(whole[0], asked[0]), max: Math.min(whole[1], asked[1]) } : { min: whole[0], max: whole[1] };
}
type Chosen = ReturnType<typeof chosenSnippet>;

/** Columns by catalogue name, measured or derived, computed once each; NaN for a series the revision lacks. */
export function columnsOf(curves: Record<string, Float64Array>, n: number): Column {
  const cache = new Map<string, Float64Array>();
  return (name) => {
    let col = cache.get(name);
    if (!col) {
      col = seriesColumn(name, curves, n) ?? new Float64Array(n).fill(NaN);
      cache.set(name, col);
    }
    return col;
  };
}

function chosenSnippet(s: ReportSources['snippets'][number], whole: [number, number]) {
  return {
    name: s.name,
    series: s.config.series,
    xRange: s.config.dateWindow.x ?? whole,
    yRange: s.config.dateWindow.y,
    background: s.config.backgroundSubtract ?? 0,
  };
}

/**
 * Vertical and Lateral (when there is one), each clipped to the range asked; a section wholly outside it is left out.
 * A graph with no value in its section's range is not drawn: its name is listed once in `notInFile`.
 */
function reportSections(
  src: ReportSources,
  extent: { start: number; stop: number },
  column: Column,
  chosen: Chosen[],
): { sections: ReportSection[]; notInFile: string[] } {
  const landing = src.doc.depth_of_split;
  const lateral = hasLateral(landing, extent.stop);
  const plan: [SectionName, [number, number]][] = [['Vertical', [extent.start, lateral ? landing! : extent.stop]]];
  if (lateral) plan.push(['Lateral', [landing!, extent.stop]]);
  const xRange = src.query.xRange;
  const fitted = reportGraphs(src.config, [...src.curveInfos.values()]);
  const graphs = [...fitted.graphs].sort((a, b) => a.drawOrder - b.drawOrder);
  const sections: ReportSection[] = [];
  const notInFile = new Set(fitted.missing);
  for (const [title, full] of plan) {
    const range: [number, number] = xRange ? [Math.max(full[0], xRange[0]), Math.min(full[1], xRange[1])] : full;
    if (xRange && range[0] >= range[1]) continue;
    const applies = title === 'Vertical' ? ['vertical', 'both'] : ['lateral', 'both'];
    const drawn: ReportGraph[] = [];
    for (const g of graphs.filter((x) => applies.includes(x.appliesTo))) {
      const graph = reportGraph(src, g, { title, range, landing }, column, chosen);
      if (hasDataIn(graph)) drawn.push(graph);
      else notInFile.add(g.name);
    }
    const unit = depthUnitName(src.doc.depth_unit);
    sections.push({ title, rangeNote: rangeNote(xRange, depthText(unit, displayDecimals(toNumberOrNull(src.doc.step), unit))), graphs: drawn });
  }
  // A graph drawn in one section and empty in the other is not "not in this file".
  for (const s of sections) for (const g of s.graphs) notInFile.delete(g.title);
  return { sections, notInFile: [...notInFile] };
}

/** Whether any of the graph's series has a value within its depth window. */
function hasDataIn(graph: ReportGraph): boolean {
  const [lo, hi] = graph.xRange;
  const from = lowerBound(graph.depth, lo);
  const to = lowerBound(graph.depth, hi + 1e-9);
  return graph.columns.some((col) => {
    for (let i = from; i < to; i++) if (Number.isFinite(col[i])) return true;
    return false;
  });
}

function reportGraph(
  src: ReportSources,
  g: GraphConfig['graphs'][number],
  at: { title: SectionName; range: [number, number]; landing: number | null },
  column: Column,
  chosen: Chosen[],
): ReportGraph {
  const names = Object.keys(g.series);
  const seriesOf = (name: string) => reportSeries(g, name, src.curveInfos);
  const snippets: ReportSnippet[] = snippetsForGraph(chosen, names, at.title, at.landing ?? Infinity).map((s) => ({
    name: s.name,
    xRange: s.xRange,
    yRange: s.yRange && s.yRange[1] > s.yRange[0] ? s.yRange : undefined,
    series: s.series.map(seriesOf),
    // As the graph showed it when the snippet was saved: background-subtracted when it was.
    columns: s.series.map((n) => (s.background > 0 ? backgroundSubtract(column(n), s.background) : column(n))),
  }));
  return { ...trackGraph(g, src.depth, column, src.curveInfos, at.range), snippets };
}

/** A series as a graph of the report draws it: the legend names it with the file's own unit, as the workspace does. */
function reportSeries(g: GraphConfig['graphs'][number], name: string, curveInfos: ReportSources['curveInfos']): ReportSeries {
  return {
    name,
    label: seriesLabel(name, curveInfos),
    shortLabel: seriesShortLabel(name, curveInfos),
    color: g.series[name] ?? findSeries(name)?.default_color ?? '#555555',
  };
}

/**
 * A configured graph over [range] as the report draws it (its series with the file's units, its axis title, log or
 * linear, a Haworth track over its zones); no snippets. The log pages and the correlation draw these.
 */
export function trackGraph(
  g: GraphConfig['graphs'][number],
  depth: Float64Array,
  column: Column,
  curveInfos: ReportSources['curveInfos'],
  range: [number, number],
): ReportGraph {
  const names = Object.keys(g.series);
  return {
    title: g.name,
    // As on screen: the configured label, else the dominant unit of the graph's series.
    yLabel: graphAxisTitle(g.ylabel, names, curveInfos),
    series: names.map((name) => reportSeries(g, name, curveInfos)),
    depth,
    columns: names.map(column),
    xRange: range,
    snippets: [],
    // A Haworth track is log over its zones; any other graph is drawn on the axis it is configured with, as on screen
    // (the workspace's isLogGraph): a graph configured linear is never printed log because its values span decades.
    yScale: g.kind === 'haworth' || g.scale === 'log' ? ('log' as const) : ('linear' as const),
    ...(g.kind === 'haworth' ? haworthBands(depth, column) : {}),
  };
}

function haworthBands(depth: Float64Array, column: Column) {
  return {
    bands: haworthZoneTable(depth, column('haworth_zone')).map((z) => ({
      xval_low: z.top,
      xval_high: z.base,
      message: '',
      color: haworthZoneDef(z.code)?.color ?? '#00000000',
    })),
    legend: HAWORTH_ZONES.map((z) => ({ color: z.color, text: `${z.code} ${z.name}` })),
  };
}

/** A Pixler plot and ternary diagram per chosen snippet. */
function interpretation(
  src: ReportSources,
  column: Column,
  windows: { name: string; xRange: [number, number] }[],
): NonNullable<ReportInput['interpretation']> {
  const butane = src.curves.nc4 ? 'nc4' : 'c4';
  return {
    plots: windows.map((s) => {
      const range = { min: Math.min(...s.xRange), max: Math.max(...s.xRange) };
      return {
        name: s.name,
        xRange: s.xRange,
        pixler: pixlerLines(
          src.depth,
          PIXLER_RATIOS.map((r) => column(r.series)),
          range,
        ),
        ternary: ternaryPoints(src.depth, column('c2'), column('c3'), column(butane), range),
        butane: butane === 'nc4' ? ('nC4' as const) : ('C4' as const),
      };
    }),
  };
}

/**
 * The interpretation pages' windows: each annotated show and zone within the range (its mark +/- SHOW_HALF_WINDOW_FT,
 * as the workspace's Pixler show lines), in depth order, then each chosen snippet's window.
 */
function interpretationWindows(input: ReportInput, chosen: Chosen[], whole: { min: number; max: number }) {
  const marks = [
    ...input.annotations.map((h) => ({ ...h, name: `Annotation ${h.index}: ${h.text}` })),
    ...input.zones.map((h) => ({ ...h, name: `Zone Z${h.index}: ${h.text}` })),
  ]
    .filter((h) => h.xval >= whole.min && h.xval <= whole.max)
    .sort((a, b) => a.xval - b.xval)
    .map((h) => ({ name: h.name, xRange: [h.xval - SHOW_HALF_WINDOW_FT, h.xval + SHOW_HALF_WINDOW_FT] as [number, number] }));
  return [...marks, ...chosen.map((s) => ({ name: s.name, xRange: s.xRange }))];
}
