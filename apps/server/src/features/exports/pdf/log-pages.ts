import { BOLD, FONT, type Doc } from './layout';
import { ANNOTATION_COLOR, ZONE_COLOR } from './draw-graph';
import type { DepthText } from './depth-text';
import { depthStepFor } from '@mudstack/core';
import { planLogPages, scaleText, type LogPlan, type LogScale } from './log-plan';
import type { ReportInput, ReportSection } from './report-types';
import { parseColor } from './scales';
import { cleanText, fitLine } from './text';
import { depthY, drawTrackBody, drawTrackHead, rule, trackHeadHeight, type Box, type TrackScale } from './track';

// The gas log, depth down, on continuous portrait pages: a depth track (depths, formation tops, the landing
// point) and a track per graph side by side, their heads repeated on every page, the flagged depths across all
// tracks. One run of pages a section; pages join without gaps or repeats (log-plan.ts).

/** US Letter portrait, as a printed mud log; the footer sits in the bottom margin. */
export const LOG_PAGE = { width: 612, height: 792, margin: 36, bottom: 54 };
const HEADING_H = 16;
const DEPTH_TRACK_W = 58;
const TRACK_GAP = 2;
/** Depth labels of the depth track lie at least this far apart. */
const DEPTH_LABEL_GAP_PT = 36;

/** The log pages of one section at `scale`; returns the plan drawn (pages and their depths), for tests. */
export function writeLogPages(
  doc: Doc,
  input: ReportInput,
  { section, scales }: { section: ReportSection; scales: TrackScale[] },
  depth: DepthText,
  scale: LogScale,
): LogPlan | null {
  const graphs = section.graphs;
  if (graphs.length === 0) return null;
  const [from, to] = graphs[0].xRange;
  const width = LOG_PAGE.width - 2 * LOG_PAGE.margin;
  const trackW = (width - DEPTH_TRACK_W - graphs.length * TRACK_GAP) / graphs.length;
  const headH = Math.max(...graphs.map((g) => trackHeadHeight(doc, g, trackW)), 30);
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
    writeHeading(doc, input, section, plan);
    const body = { y: logTop, h: (page.to - page.from) * plan.ptPerFoot };
    const ticks = depthTicks(page.from, page.to, step, depth);
    drawDepthTrack(doc, input, { x: LOG_PAGE.margin, y: top, w: DEPTH_TRACK_W, h: headH }, body, { page, ticks, depth });
    graphs.forEach((g, i) => {
      drawTrackHead(doc, g, scales[i], { x: xOf(i), y: top, w: trackW, h: headH });
      drawTrackBody(doc, g, scales[i], { x: xOf(i), y: body.y, w: trackW, h: body.h }, { from: page.from, to: page.to, depthTicks: ticks });
    });
    drawAcross(doc, input, { x: LOG_PAGE.margin, w: width, ...body }, page);
  }
  return plan;
}

/** The page's heading: well, section and scale. */
function writeHeading(doc: Doc, input: ReportInput, section: ReportSection, plan: LogPlan) {
  doc.font(BOLD).fontSize(10).fillColor('#111111');
  const title = fitLine(doc, cleanText(`${input.wellName || input.projectName} · ${section.title} gas log`), 300);
  doc.text(title, LOG_PAGE.margin, LOG_PAGE.margin, { lineBreak: false });
  doc.font(FONT).fontSize(8).fillColor('#444444');
  const right = `Depth down, ${scaleText(plan.ratio, plan.overview)}`;
  doc.text(right, LOG_PAGE.width - LOG_PAGE.margin - doc.widthOfString(right), LOG_PAGE.margin + 1.5, { lineBreak: false });
}

/** Depths at whole multiples of `step` in the display unit, as feet, within [from, to]. */
function depthTicks(from: number, to: number, step: number, depth: DepthText): number[] {
  const perFoot = depth.show(1);
  const out: number[] = [];
  for (let v = Math.ceil((from * perFoot) / step - 1e-9) * step; v <= to * perFoot + 1e-9; v += step) out.push(v / perFoot);
  return out;
}

/** The depth track: its head, the depth labels, the formation tops with their names, the landing point. */
function drawDepthTrack(
  doc: Doc,
  input: ReportInput,
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
  for (const f of input.formations) {
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
      doc
        .font(BOLD)
        .fontSize(5.5)
        .fillColor('#222222')
        .text(fitLine(doc, cleanText(f.message), head.w - 4), head.x + 2, y0 + 1.5, { lineBreak: false });
    }
  }
  doc.font(FONT).fontSize(6.5).fillColor('#222222');
  for (const t of ticks) {
    const y = dy(t);
    const label = depth.cell(t).replace(/\.0+$/, '');
    rule(doc, head.x + head.w - 6, head.x + head.w, y, { width: 0.5, color: '#444444' });
    if (y > body.y + 4 && y < body.y + body.h - 4) doc.text(label, head.x + head.w - 8 - doc.widthOfString(label), y - 2.5, { lineBreak: false });
  }
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
