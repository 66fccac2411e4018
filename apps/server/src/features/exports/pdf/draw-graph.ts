import { BOLD, FONT, type Doc } from './layout';
import type { ReportFormation, ReportHairline, ReportSeries } from './report-types';
import type { DepthText } from '@mudstack/core';
import { formatDepth, formatTick, linearTicks, logTicks, minMaxRuns, parseColor, runsExtent, valueAxis } from './scales';
import { cleanText, fitLine } from './text';

export interface GraphBox {
  title: string;
  yLabel: string;
  series: ReportSeries[];
  depth: Float64Array;
  columns: Float64Array[];
  xRange: [number, number];
  yRange?: [number, number];
  yScale?: 'auto' | 'log' | 'linear';
  formations: ReportFormation[];
  annotations: ReportHairline[];
  zones: ReportHairline[];
  hideFlags: boolean;
  /** Depth ticks and title in the project's display unit (feet when absent). */
  depthText?: DepthText;
}

const TITLE_SIZE = 9.5;
const LEGEND_SIZE = 7.5;
const TICK_SIZE = 7;
const LEGEND_ROW = 11;
/** Room around the plot area inside the graph's 1250x300 (or 1070x200) box. */
const PAD = { left: 50, right: 8, top: 12, bottom: 24 };
/** Points per min/max bucket: about two drawn points per horizontal pt. */
const BUCKET_PT = 1;
export const ANNOTATION_COLOR = '#1f3a5f';
export const ZONE_COLOR = '#c2410c';

/** Height of the title and legend rows above the box for a graph `width` wide. */
export function headerHeight(doc: Doc, graph: Pick<GraphBox, 'title' | 'series'>, width: number): number {
  return 14 + legendRows(doc, graph.series, width).length * LEGEND_ROW;
}

function legendRows(doc: Doc, series: ReportSeries[], width: number): ReportSeries[][] {
  doc.font(FONT).fontSize(LEGEND_SIZE);
  const rows: ReportSeries[][] = [[]];
  let used = 0;
  for (const s of series) {
    const w = itemWidth(doc, s);
    if (used + w > width && rows[rows.length - 1].length > 0) {
      rows.push([]);
      used = 0;
    }
    rows[rows.length - 1].push(s);
    used += w;
  }
  return series.length === 0 ? [] : rows;
}

function itemWidth(doc: Doc, s: ReportSeries) {
  return 14 + Math.min(doc.widthOfString(cleanText(s.label)), 140) + 12;
}

/**
 * Draws one graph: title and legend rows, then a `width` x `height` box holding the axes and the
 * plot (formations as translucent bands, series lines, hairlines). Returns the y below it and
 * whether the y axis came out logarithmic.
 */
/** Formation bands: the colour's own alpha, scaled and kept between 0.05 and 0.12. */
export const FORMATION_FILL_OPACITY = (alpha: number) => Math.min(0.12, Math.max(0.05, alpha * 0.4));

export function drawGraph(doc: Doc, graph: GraphBox, x: number, y: number, width: number, height: number): { bottom: number; log: boolean } {
  const cursor = drawTitleAndLegend(doc, graph, x, y, width);
  const plot = { x: x + PAD.left, y: cursor + PAD.top, w: width - PAD.left - PAD.right, h: height - PAD.top - PAD.bottom };
  const [x0, x1] = graph.xRange[0] <= graph.xRange[1] ? graph.xRange : [graph.xRange[1], graph.xRange[0]];
  const xSpan = x1 - x0 || 1;
  // Lines from the min/max reduction; their extent is the window's extent.
  const buckets = Math.max(1, Math.round(plot.w / BUCKET_PT));
  const seriesRuns = graph.series.map((_, i) => (graph.columns[i] ? minMaxRuns(graph.depth, graph.columns[i], x0, x1, buckets) : []));
  const scale = yScaleOf(graph, runsExtent(seriesRuns));
  const frame: Frame = { plot, x0, x1, px: (d) => plot.x + ((d - x0) / xSpan) * plot.w, py: scale.py(plot), log: scale.log, hasData: scale.hasData };
  // Ticks at round values of the display unit, placed at their depth in feet.
  const shown = graph.depthText?.show ?? ((ft: number) => ft);
  const perFoot = shown(1);
  const xTicks = linearTicks(shown(x0), shown(x1), Math.max(2, Math.round(plot.w / 75)))
    .map((t) => t / perFoot)
    .filter((t) => t >= x0 - 1e-9 && t <= x1 + 1e-9);
  const yTicks = (
    scale.log
      ? logTicks(scale.yMin, scale.yMax, Math.max(2, Math.floor(plot.h / 18)))
      : linearTicks(scale.yMin, scale.yMax, Math.max(2, Math.round(plot.h / 30)))
  ).filter((t) => t >= scale.yMin && t <= scale.yMax);
  doc.save().lineWidth(0.3).strokeColor('#d9d9d9');
  for (const t of xTicks) doc.moveTo(frame.px(t), plot.y).lineTo(frame.px(t), plot.y + plot.h);
  for (const t of yTicks) doc.moveTo(plot.x, frame.py(t)).lineTo(plot.x + plot.w, frame.py(t));
  doc.stroke().restore();
  doc.save().rect(plot.x, plot.y, plot.w, plot.h).clip();
  drawFormations(doc, graph, frame);
  drawSeries(doc, graph, frame, seriesRuns);
  doc.restore();
  if (!graph.hideFlags) drawFlags(doc, graph, frame);
  drawAxes(doc, graph, frame, { xTicks, yTicks, titleX: x + 6 });
  return { bottom: cursor + height, log: scale.log };
}

/** Where a graph's plot is and how a depth and a value map onto it. */
interface Frame {
  plot: { x: number; y: number; w: number; h: number };
  x0: number;
  x1: number;
  px: (depth: number) => number;
  py: (value: number) => number;
  log: boolean;
  hasData: boolean;
}

/** The title and the legend rows; returns the y below them. */
function drawTitleAndLegend(doc: Doc, graph: GraphBox, x: number, y: number, width: number): number {
  doc.font(BOLD).fontSize(TITLE_SIZE).fillColor('#111111');
  doc.text(fitLine(doc, cleanText(graph.title), width), x, y, { lineBreak: false });
  let cursor = y + 14;
  for (const row of legendRows(doc, graph.series, width)) {
    let lx = x;
    for (const s of row) {
      const c = parseColor(s.color);
      doc
        .save()
        .moveTo(lx, cursor + 4)
        .lineTo(lx + 10, cursor + 4)
        .lineWidth(2)
        .strokeColor(c.hex)
        .stroke()
        .restore();
      doc.font(FONT).fontSize(LEGEND_SIZE).fillColor('#222222');
      doc.text(fitLine(doc, cleanText(s.label), 140), lx + 14, cursor, { lineBreak: false });
      lx += itemWidth(doc, s);
    }
    cursor += LEGEND_ROW;
  }
  return cursor;
}

/** The y axis: the snippet's own range when it has one (linear when it reaches 0 or below), else `valueAxis`. */
function yScaleOf(graph: GraphBox, extent: ReturnType<typeof runsExtent>) {
  const axis = valueAxis(extent, graph.yScale);
  const { hasData } = axis;
  let { log, min: yMin, max: yMax } = axis;
  if (graph.yRange && graph.yRange[1] > graph.yRange[0]) {
    [yMin, yMax] = graph.yRange;
    if (log && yMin <= 0) log = false;
  }
  const lMin = log ? Math.log10(yMin) : yMin;
  const lSpan = (log ? Math.log10(yMax) : yMax) - lMin || 1;
  const py = (plot: Frame['plot']) => (v: number) => {
    const t = log ? (v > 0 ? Math.log10(v) : lMin) : v;
    const clamped = Math.max(lMin, Math.min(lMin + lSpan, t));
    return plot.y + plot.h - ((clamped - lMin) / lSpan) * plot.h;
  };
  return { log, yMin, yMax, hasData, py };
}

/** Formations: translucent bands with their names at the top. */
function drawFormations(doc: Doc, graph: GraphBox, { plot, x0, x1, px }: Frame) {
  for (const f of graph.formations) {
    const lo = Math.max(x0, Math.min(f.xval_low, f.xval_high));
    const hi = Math.min(x1, Math.max(f.xval_low, f.xval_high));
    if (hi <= lo) continue;
    const c = parseColor(f.color);
    const bx = px(lo);
    const bw = Math.max(0.5, px(hi) - bx);
    doc
      .save()
      .rect(bx, plot.y, bw, plot.h)
      // Light enough to read every curve through, as a printed mud log's formation shading.
      .fillOpacity(FORMATION_FILL_OPACITY(c.alpha))
      .fill(c.hex)
      .restore();
    if (bw < 14) continue;
    doc.font(FONT).fontSize(6.5);
    const label = fitLine(doc, cleanText(f.message), bw - 4);
    doc
      .save()
      .rect(bx + 1, plot.y + 1, doc.widthOfString(label) + 2, 8)
      .fillOpacity(0.75)
      .fill('#ffffff')
      .restore();
    doc.fillColor('#333333').text(label, bx + 2, plot.y + 2, { lineBreak: false });
  }
}

/** The series lines, from their min/max runs; "No data in this depth range" when there is none. */
function drawSeries(doc: Doc, graph: GraphBox, { plot, px, py, hasData }: Frame, seriesRuns: ReturnType<typeof minMaxRuns>[]) {
  graph.series.forEach((s, i) => {
    const c = parseColor(s.color);
    const runs = seriesRuns[i];
    if (runs.length === 0) return;
    doc.save().lineWidth(0.7).lineJoin('round').strokeColor(c.hex).strokeOpacity(Math.max(0.3, c.alpha));
    for (const run of runs) {
      doc.moveTo(round2(px(run[0])), round2(py(run[1])));
      for (let k = 2; k < run.length; k += 2) doc.lineTo(round2(px(run[k])), round2(py(run[k + 1])));
      if (run.length === 2) doc.lineTo(round2(px(run[0])) + 0.5, round2(py(run[1])));
    }
    doc.stroke().restore();
  });
  if (!hasData) {
    doc.font(FONT).fontSize(8).fillColor('#777777');
    doc.text('No data in this depth range', plot.x, plot.y + plot.h / 2 - 4, { width: plot.w, align: 'center', lineBreak: false });
  }
}

/** Hairlines: thin vertical lines numbered above the plot (zones dashed, numbered Z1, Z2...); a label that would overlap the previous one is left off. */
function drawFlags(doc: Doc, graph: GraphBox, { plot, x0, x1, px }: Frame) {
  const flags = [...graph.annotations.map((h) => ({ ...h, zone: false })), ...graph.zones.map((h) => ({ ...h, zone: true }))].filter(
    (h) => h.xval >= x0 && h.xval <= x1,
  );
  flags.sort((a, b) => a.xval - b.xval);
  let labelRight = -Infinity;
  for (const h of flags) {
    const hx = round2(px(h.xval));
    const color = h.zone ? ZONE_COLOR : ANNOTATION_COLOR;
    doc.save().lineWidth(0.5).strokeColor(color);
    if (h.zone) doc.dash(2, { space: 1.5 });
    doc
      .moveTo(hx, plot.y)
      .lineTo(hx, plot.y + plot.h)
      .stroke()
      .undash()
      .restore();
    const label = h.zone ? `Z${h.index}` : String(h.index);
    doc.font(BOLD).fontSize(6).fillColor(color);
    const lw = doc.widthOfString(label);
    if (hx - lw / 2 < labelRight + 2) continue;
    doc.text(label, hx - lw / 2, plot.y - 8, { lineBreak: false });
    labelRight = hx + lw / 2;
  }
}

/** The frame, the depth and value ticks, and the axis titles (the y title turned a quarter). */
function drawAxes(doc: Doc, graph: GraphBox, { plot, px, py, log }: Frame, at: { xTicks: number[]; yTicks: number[]; titleX: number }) {
  doc.save().lineWidth(0.6).strokeColor('#444444').rect(plot.x, plot.y, plot.w, plot.h).stroke().restore();
  doc.font(FONT).fontSize(TICK_SIZE).fillColor('#333333');
  let lastRight = -Infinity;
  for (const t of at.xTicks) {
    const label = formatDepth(Number((graph.depthText?.show ?? ((ft: number) => ft))(t).toPrecision(10)));
    const lw = doc.widthOfString(label);
    const lx = Math.min(plot.x + plot.w - lw, Math.max(plot.x, px(t) - lw / 2));
    if (lx < lastRight + 4) continue;
    doc.text(label, lx, plot.y + plot.h + 3, { lineBreak: false });
    lastRight = lx + lw;
  }
  const xTitle = `Depth (${graph.depthText?.unit ?? 'ft'})`;
  doc.text(xTitle, plot.x + plot.w / 2 - doc.widthOfString(xTitle) / 2, plot.y + plot.h + 13, { lineBreak: false });
  for (const t of at.yTicks) {
    const label = formatTick(t);
    doc.text(label, plot.x - 3 - doc.widthOfString(label), py(t) - 2.5, { lineBreak: false });
  }
  const yTitle = fitLine(doc, cleanText(graph.yLabel) + (log ? ' (log)' : ''), plot.h);
  doc.save();
  const ty = plot.y + plot.h / 2 + doc.widthOfString(yTitle) / 2;
  doc.rotate(-90, { origin: [at.titleX, ty] });
  doc.text(yTitle, at.titleX, ty, { lineBreak: false });
  doc.restore();
}

/** Path coordinates to 0.1 pt (finer than any printer dot that matters, and a smaller file). */
function round2(v: number) {
  return Math.round(v * 10) / 10;
}
