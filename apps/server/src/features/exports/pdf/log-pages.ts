import { BOLD, FONT, type Doc } from './layout';
import { ANNOTATION_COLOR, ZONE_COLOR } from './draw-graph';
import { depthStepFor, type DepthText } from '@mudstack/core';
import { planLogPages, scaleText, type LogPlan, type LogScale } from './log-plan';
import type { ReportGraph, ReportInput, ReportSection } from './report-types';
import { cleanText, fitLine } from './text';
import { depthTicks, depthY, drawDepthTrack, drawTrackBody, drawTrackHead, rowTitleSize, rule, trackHeadHeight, type TrackScale } from './track';

// The gas log, depth down, on continuous portrait pages: a depth track (depths, formation tops, the landing
// point) and a track per graph side by side, their heads repeated on every page, the flagged depths across all
// tracks. One run of pages a section; pages join without gaps or repeats (log-plan.ts). A configuration of more
// tracks than fit a page readably prints in parts, each a run of pages of the whole section with its own depth track.

/** US Letter portrait, as a printed mud log; the footer sits in the bottom margin. */
export const LOG_PAGE = { width: 612, height: 792, margin: 36, bottom: 54 };
const HEADING_H = 16;
const DEPTH_TRACK_W = 58;
const TRACK_GAP = 2;
/** No track narrower than this (pt): a curve's name and its scale's ends read on one line each. */
const MIN_TRACK_W = 56;
/** Depth labels of the depth track lie at least this far apart. */
const DEPTH_LABEL_GAP_PT = 36;

/** The log pages of one section at `scale`, in parts when its tracks do not fit one page; returns the plan drawn (pages and their depths), for tests. */
export function writeLogPages(
  doc: Doc,
  input: ReportInput,
  { section, scales }: { section: ReportSection; scales: TrackScale[] },
  depth: DepthText,
  scale: LogScale,
): LogPlan | null {
  const graphs = section.graphs;
  if (graphs.length === 0) return null;
  const width = LOG_PAGE.width - 2 * LOG_PAGE.margin;
  const parts = trackParts(graphs.length, Math.max(1, Math.floor((width - DEPTH_TRACK_W) / (MIN_TRACK_W + TRACK_GAP))));
  let plan: LogPlan | null = null;
  parts.forEach(([start, end], k) => {
    const part = parts.length > 1 ? { index: k + 1, of: parts.length } : null;
    plan = writeLogPart(doc, input, { section, graphs: graphs.slice(start, end), scales: scales.slice(start, end), part }, depth, scale);
  });
  return plan;
}

/** `count` tracks in the fewest parts of at most `perPage`, as even as they go (26 by 7: 7, 7, 6, 6): [start, end) each. */
function trackParts(count: number, perPage: number): [number, number][] {
  const n = Math.max(1, Math.ceil(count / perPage));
  const parts: [number, number][] = [];
  for (let k = 0, start = 0; k < n; k++) {
    const size = Math.floor(count / n) + (k < count % n ? 1 : 0);
    parts.push([start, start + size]);
    start += size;
  }
  return parts;
}

/** One run of log pages: the depth track and `graphs` side by side, over the section's whole range. */
function writeLogPart(
  doc: Doc,
  input: ReportInput,
  {
    section,
    graphs,
    scales,
    part,
  }: { section: ReportSection; graphs: ReportGraph[]; scales: TrackScale[]; part: { index: number; of: number } | null },
  depth: DepthText,
  scale: LogScale,
): LogPlan {
  const [from, to] = graphs[0].xRange;
  const width = LOG_PAGE.width - 2 * LOG_PAGE.margin;
  const trackW = (width - DEPTH_TRACK_W - graphs.length * TRACK_GAP) / graphs.length;
  const titleSize = rowTitleSize(doc, graphs, trackW);
  const headH = Math.max(...graphs.map((g) => trackHeadHeight(doc, g, trackW, titleSize)), 30);
  const top = LOG_PAGE.margin + HEADING_H;
  const logTop = top + headH + 2;
  const logBottom = LOG_PAGE.height - LOG_PAGE.bottom;
  const plan = planLogPages(from, to, logBottom - logTop, scale);
  const xOf = (i: number) => LOG_PAGE.margin + DEPTH_TRACK_W + TRACK_GAP + i * (trackW + TRACK_GAP);
  // Depth labels at round steps of the display unit (a metre is 3.28 ft of paper).
  const step = depthStepFor(plan.ptPerFoot / depth.show(1), DEPTH_LABEL_GAP_PT);
  for (const page of plan.pages) {
    doc.addPage({
      size: 'LETTER',
      layout: 'portrait',
      margins: { top: LOG_PAGE.margin, left: LOG_PAGE.margin, right: LOG_PAGE.margin, bottom: LOG_PAGE.bottom },
    });
    writeHeading(doc, input, section, plan, part);
    const body = { y: logTop, h: (page.to - page.from) * plan.ptPerFoot };
    const ticks = depthTicks(page.from, page.to, step, depth);
    drawDepthTrack(doc, input.formations, { x: LOG_PAGE.margin, y: top, w: DEPTH_TRACK_W, h: headH }, body, { page, ticks, depth });
    graphs.forEach((g, i) => {
      drawTrackHead(doc, g, scales[i], { x: xOf(i), y: top, w: trackW, h: headH }, titleSize);
      drawTrackBody(doc, g, scales[i], { x: xOf(i), y: body.y, w: trackW, h: body.h }, { from: page.from, to: page.to, depthTicks: ticks });
    });
    drawAcross(doc, input, { x: LOG_PAGE.margin, w: width, ...body }, page);
  }
  return plan;
}

/** The page's heading: well, section (and part) and scale. */
function writeHeading(doc: Doc, input: ReportInput, section: ReportSection, plan: LogPlan, part: { index: number; of: number } | null) {
  doc.font(BOLD).fontSize(10).fillColor('#111111');
  const log = `${section.title} gas log${part ? `, part ${part.index} of ${part.of}` : ''}`;
  const title = fitLine(doc, cleanText(`${input.wellName || input.projectName} · ${log}`), 300);
  doc.text(title, LOG_PAGE.margin, LOG_PAGE.margin, { lineBreak: false });
  doc.font(FONT).fontSize(8).fillColor('#444444');
  const right = `Depth down, ${scaleText(plan.ratio, input.depthUnit ?? 'ft', plan.overview)}`;
  doc.text(right, LOG_PAGE.width - LOG_PAGE.margin - doc.widthOfString(right), LOG_PAGE.margin + 1.5, { lineBreak: false });
}

/** The flagged depths across every track: the landing point, annotations (numbered) and zones (Z-numbered). */
function drawAcross(doc: Doc, input: ReportInput, band: { x: number; w: number; y: number; h: number }, page: { from: number; to: number }) {
  const dy = depthY(page, band);
  const inPage = (d: number) => d >= page.from && d <= page.to;
  const landing = Number(input.metadata.depth_of_split);
  if (Number.isFinite(landing) && inPage(landing)) {
    const y = dy(landing);
    rule(doc, band.x, band.x + band.w, y, { width: 1, color: '#0c4a6e', dash: 4 });
    doc
      .font(BOLD)
      .fontSize(6)
      .fillColor('#0c4a6e')
      .text('Landing point', band.x + 2, y - 8, { lineBreak: false });
  }
  if (input.hideFlags) return;
  const flags = [
    ...input.annotations.map((h) => ({ xval: h.xval, label: String(h.index), color: ANNOTATION_COLOR })),
    ...input.zones.map((h) => ({ xval: h.xval, label: `Z${h.index}`, color: ZONE_COLOR })),
  ];
  for (const f of flags) {
    if (!inPage(f.xval)) continue;
    const y = dy(f.xval);
    rule(doc, band.x, band.x + band.w, y, { width: 0.6, color: f.color });
    doc.font(BOLD).fontSize(6).fillColor(f.color);
    doc.text(f.label, band.x + band.w - doc.widthOfString(f.label) - 1, y - 7, { lineBreak: false });
  }
}
