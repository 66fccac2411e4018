import { BOLD, FONT, type Doc } from './layout';
import type { ReportFormation, ReportGraph } from './report-types';
import type { DepthText } from '@mudstack/core';
import { decade, formatTick, linearTicks, minMaxRuns, parseColor, roundScaleEnd, runsExtent, valueAxis } from './scales';
import { clampLines, cleanText, fitLine } from './text';

// One depth-down track of a printed log: its head (title, a line per curve, the value scale) and its body (depth
// down, value across, grid, shaded bands, the curves). The log pages draw a row of them per page; every page of a
// section uses the same value scale per track, fixed from the whole section, so curves join across pages.

const HEAD_TITLE = 7.5;
const HEAD_TEXT = 6.5;
const HEAD_LINE = 8.5;

export interface TrackScale {
  log: boolean;
  min: number;
  max: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The value scale of a track over [from, to]: log when the graph is (and has positive values), in whole decades, else
 * linear from 0 to a round end (roundScaleEnd), as a printed log's track heads read.
 */
export function trackScale(graph: ReportGraph, from: number, to: number): TrackScale {
  return sharedTrackScale([{ graph, from, to }]);
}

/**
 * One value scale for a graph drawn in several wells (the correlation's tracks of one graph, each over its own
 * window): the scale trackScale would give all their values together, so a show as wide in two wells is as strong.
 */
export function sharedTrackScale(tracks: readonly { graph: ReportGraph; from: number; to: number }[]): TrackScale {
  const runs = tracks.flatMap(({ graph, from, to }) => graph.columns.map((c) => minMaxRuns(graph.depth, c, from, to, 4096)));
  const { log, min, max } = valueAxis(runsExtent(runs), tracks[0]?.graph.yScale);
  if (log) return { log, min, max };
  return { log, min: min < 0 ? -roundScaleEnd(-min) : min, max: roundScaleEnd(max) };
}

/** Where a depth falls down a box showing the depths [from, to] (from at its top). */
export function depthY(window: { from: number; to: number }, box: { y: number; h: number }): (depth: number) => number {
  const span = window.to - window.from || 1;
  return (d) => box.y + ((d - window.from) / span) * box.h;
}

/** A horizontal line from x0 to x1 at y: a top, a tick, a flagged depth (dashed: the landing point). */
export function rule(doc: Doc, x0: number, x1: number, y: number, style: { width: number; color: string; dash?: number }): void {
  doc.save().moveTo(x0, y).lineTo(x1, y).lineWidth(style.width).strokeColor(style.color);
  if (style.dash) doc.dash(style.dash, { space: style.dash / 2 });
  doc.stroke().undash().restore();
}

/** Where a value falls across a track of width `w` starting at `x`, clamped to it. */
export function valueX(scale: TrackScale, x: number, w: number): (v: number) => number {
  const lo = scale.log ? Math.log10(scale.min) : scale.min;
  const span = (scale.log ? Math.log10(scale.max) : scale.max) - lo || 1;
  return (v) => {
    const t = scale.log ? (v > 0 ? Math.log10(v) : lo) : v;
    return x + Math.max(0, Math.min(1, (t - lo) / span)) * w;
  };
}

/** The value ticks across a track: whole decades on a log scale, round numbers on a linear one. */
export function valueTicks(scale: TrackScale, w: number): number[] {
  if (!scale.log) return linearTicks(scale.min, scale.max, Math.max(2, Math.floor(w / 40))).filter((t) => t >= scale.min && t <= scale.max);
  const ticks: number[] = [];
  for (let p = Math.round(Math.log10(scale.min)); p <= Math.round(Math.log10(scale.max)); p++) ticks.push(decade(p));
  return ticks;
}

/** Height of a track head `width` pt wide: its title (up to four lines, so a title is read whole), a line per curve, and the scale line. */
export function trackHeadHeight(doc: Doc, graph: ReportGraph, width: number, titleSize = HEAD_TITLE): number {
  const title = trackTitle(doc, graph.title, width, titleSize);
  return title.lines.length * titleLineHeight(title.size) + 4 + graph.series.length * HEAD_LINE + 12;
}

/** The smallest size a track title is set in to keep its longest word whole (pt). */
const HEAD_TITLE_MIN = 5.5;

/**
 * A track head's title in lines of whole words, at most four: in HEAD_TITLE, or smaller (down to HEAD_TITLE_MIN)
 * when its longest word is wider than the track, so that "Hydrocarbons" is never cut into "Hydrocarb" and "ons";
 * a word wider still is broken.
 */
export function trackTitle(doc: Doc, title: string, width: number, largest = HEAD_TITLE): { lines: string[]; size: number } {
  const text = cleanText(title);
  const room = width - 6;
  const words = text.split(' ').filter((w) => w.length > 0);
  let size = Math.min(HEAD_TITLE, largest);
  doc.font(BOLD).fontSize(size);
  while (size > HEAD_TITLE_MIN && words.some((w) => doc.widthOfString(w) > room)) doc.fontSize((size -= 0.5));
  return { lines: clampLines(doc, text, room, 4), size };
}

/** The size every title of a row of tracks `width` pt wide is set in: the smallest one needs, so the row reads alike. */
export function rowTitleSize(doc: Doc, graphs: readonly ReportGraph[], width: number): number {
  return Math.min(HEAD_TITLE, ...graphs.map((g) => trackTitle(doc, g.title, width).size));
}

function titleLineHeight(size: number): number {
  return (8.5 * size) / HEAD_TITLE;
}

/** The head of a track: title, each curve in its colour, and the scale's ends ("1 ... 100K log"). */
export function drawTrackHead(doc: Doc, graph: ReportGraph, scale: TrackScale, box: Box, titleSize = HEAD_TITLE): void {
  doc.save().rect(box.x, box.y, box.w, box.h).lineWidth(0.5).strokeColor('#888888').stroke().restore();
  let y = box.y + 3;
  const title = trackTitle(doc, graph.title, box.w, titleSize);
  for (const line of title.lines) {
    doc
      .font(BOLD)
      .fontSize(title.size)
      .fillColor('#111111')
      .text(line, box.x + 3, y, { lineBreak: false });
    y += titleLineHeight(title.size);
  }
  y += 1;
  for (const s of graph.series) {
    const c = parseColor(s.color);
    doc
      .save()
      .moveTo(box.x + 3, y + 3.5)
      .lineTo(box.x + 10, y + 3.5)
      .lineWidth(1.5)
      .strokeColor(c.hex)
      .stroke()
      .restore();
    doc.font(FONT).fontSize(HEAD_TEXT).fillColor('#222222');
    doc.text(fitLine(doc, cleanText(s.shortLabel ?? s.label), box.w - 15), box.x + 12, y, { lineBreak: false });
    y += HEAD_LINE;
  }
  const left = formatTick(scale.min);
  const right = formatTick(scale.max);
  const sy = box.y + box.h - 10;
  doc.font(FONT).fontSize(HEAD_TEXT).fillColor('#444444');
  doc.text(left, box.x + 3, sy, { lineBreak: false });
  doc.text(right, box.x + box.w - 3 - doc.widthOfString(right), sy, { lineBreak: false });
  // "log" or "linear" between the ends, shortened to "lin" or left out where the ends leave no room for it.
  const room = box.w - 6 - doc.widthOfString(left) - doc.widthOfString(right) - 8;
  const mid = [scale.log ? 'log' : 'linear', scale.log ? 'log' : 'lin'].find((m) => doc.widthOfString(m) <= room);
  const gapFrom = box.x + 3 + doc.widthOfString(left);
  const gapTo = box.x + box.w - 3 - doc.widthOfString(right);
  if (mid) doc.fillColor('#888888').text(mid, (gapFrom + gapTo - doc.widthOfString(mid)) / 2, sy, { lineBreak: false });
}

/**
 * The body of a track over depths [from, to] (from at the top): the value grid, the depth grid at `depthTicks`,
 * the graph's shaded bands (a Haworth track's zones), then its curves reduced to two points a pt of depth.
 */
export function drawTrackBody(
  doc: Doc,
  graph: ReportGraph,
  scale: TrackScale,
  box: Box,
  window: { from: number; to: number; depthTicks: number[] },
): void {
  const { from, to } = window;
  const dy = depthY(window, box);
  const vx = valueX(scale, box.x, box.w);
  doc.save().rect(box.x, box.y, box.w, box.h).clip();
  for (const band of graph.bands ?? []) {
    const lo = Math.max(from, Math.min(band.xval_low, band.xval_high));
    const hi = Math.min(to, Math.max(band.xval_low, band.xval_high));
    if (hi <= lo) continue;
    const c = parseColor(band.color);
    doc
      .save()
      .rect(box.x, dy(lo), box.w, Math.max(0.3, dy(hi) - dy(lo)))
      .fillOpacity(Math.max(0.15, c.alpha))
      .fill(c.hex)
      .restore();
  }
  doc.save().lineWidth(0.25).strokeColor('#cfcfcf');
  for (const t of valueTicks(scale, box.w)) doc.moveTo(vx(t), box.y).lineTo(vx(t), box.y + box.h);
  for (const d of window.depthTicks) doc.moveTo(box.x, dy(d)).lineTo(box.x + box.w, dy(d));
  doc.stroke().restore();
  const buckets = Math.max(1, Math.round(box.h));
  graph.series.forEach((s, i) => {
    const col = graph.columns[i];
    if (!col) return;
    const c = parseColor(s.color);
    doc.save().lineWidth(0.6).strokeColor(c.hex).strokeOpacity(Math.max(0.6, c.alpha));
    for (const run of minMaxRuns(graph.depth, col, from, to, buckets)) {
      doc.moveTo(vx(run[1]), dy(run[0]));
      for (let k = 2; k < run.length; k += 2) doc.lineTo(vx(run[k + 1]), dy(run[k]));
    }
    doc.stroke().restore();
  });
  doc.restore();
  doc.save().rect(box.x, box.y, box.w, box.h).lineWidth(0.5).strokeColor('#888888').stroke().restore();
}

/** Depths at whole multiples of `step` in the display unit, as feet, within [from, to]. */
export function depthTicks(from: number, to: number, step: number, depth: DepthText): number[] {
  const perFoot = depth.show(1);
  const out: number[] = [];
  for (let v = Math.ceil((from * perFoot) / step - 1e-9) * step; v <= to * perFoot + 1e-9; v += step) out.push(v / perFoot);
  return out;
}

/** Line heights (pt) of a formation's name (5.5 pt bold) and a depth label (6.5 pt) on the depth track. */
const NAME_LINE_PT = 6.5;
const LABEL_LINE_PT = 7.5;

/** The depth track: its head, the depth labels, and the formations shaded with their tops named (the log pages, the correlation). */
export function drawDepthTrack(
  doc: Doc,
  formations: readonly ReportFormation[],
  head: Box,
  body: { y: number; h: number },
  at: { page: { from: number; to: number }; ticks: number[]; depth: DepthText },
) {
  const { page, ticks, depth } = at;
  const dy = depthY(page, body);
  doc.save().rect(head.x, head.y, head.w, head.h).lineWidth(0.5).strokeColor('#888888').stroke().restore();
  doc
    .font(BOLD)
    .fontSize(7.5)
    .fillColor('#111111')
    .text(`Depth (${depth.unit})`, head.x + 3, head.y + 3, { lineBreak: false });
  doc.save().rect(head.x, body.y, head.w, body.h).lineWidth(0.5).strokeColor('#888888').stroke().restore();
  // Where formation names are written: a depth label there would print over one.
  const names: { top: number; bottom: number; right: number }[] = [];
  const writeName = (message: string, y: number, font: string, color: string) => {
    doc.font(font).fontSize(5.5).fillColor(color);
    const name = fitLine(doc, cleanText(message), head.w - 4);
    doc.text(name, head.x + 2, y, { lineBreak: false });
    names.push({ top: y, bottom: y + NAME_LINE_PT, right: head.x + 2 + doc.widthOfString(name) });
  };
  // Formations carried over from the page before: named again at the top, in the regular face, one under another,
  // where the page's first top leaves room.
  let carried = 0;
  const firstTop = Math.min(page.to, ...formations.map((f) => Math.min(f.xval_low, f.xval_high)).filter((lo) => lo >= page.from));
  for (const f of formations) {
    const lo = Math.min(f.xval_low, f.xval_high);
    const hi = Math.max(f.xval_low, f.xval_high);
    if (hi <= page.from || lo >= page.to) continue;
    const c = parseColor(f.color);
    const y0 = dy(Math.max(lo, page.from));
    // As on screen: light enough that the depth labels read through.
    doc
      .save()
      .rect(head.x, y0, head.w, dy(Math.min(hi, page.to)) - y0)
      .fillOpacity(Math.min(0.22, Math.max(0.1, c.alpha)))
      .fill(c.hex)
      .restore();
    if (lo >= page.from) {
      rule(doc, head.x, head.x + head.w, y0, { width: 0.8, color: c.hex });
      writeName(f.message, y0 + 1.5, BOLD, '#222222');
    } else if (dy(Math.min(hi, page.to, firstTop)) - body.y >= (carried + 1) * NAME_LINE_PT + 3) {
      // A reader of this page alone knows which formation its top is in.
      writeName(f.message, body.y + 1.5 + carried++ * NAME_LINE_PT, FONT, '#444444');
    }
  }
  doc.font(FONT).fontSize(6.5).fillColor('#222222');
  for (const t of ticks) {
    const y = dy(t);
    const label = depth.cell(t).replace(/\.0+$/, '');
    rule(doc, head.x + head.w - 6, head.x + head.w, y, { width: 0.5, color: '#444444' });
    const x = head.x + head.w - 8 - doc.widthOfString(label);
    // The tick stays where its label would cover a formation's name; the top's own line marks a depth there.
    const onName = names.some((n) => y - 2.5 < n.bottom && y - 2.5 + LABEL_LINE_PT > n.top && x < n.right + 2);
    if (y > body.y + 4 && y < body.y + body.h - 4 && !onName) doc.text(label, x, y - 2.5, { lineBreak: false });
  }
}
