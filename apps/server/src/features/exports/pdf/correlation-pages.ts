import PDFDocument from 'pdfkit';
import { depthStepFor, depthText, fixedText, fixedWithUnit, haworthZoneDef } from '@mudstack/core';
import { formatDateTime } from './header-pages';
import { BOLD, FONT, Layout, writeFooters, writeTable, type Doc } from './layout';
import type { CorrelationReportInput, CorrelationReportWell, ReportGraph } from './report-types';
import { cleanText, fitLine } from './text';
import {
  depthTicks,
  depthY,
  drawDepthTrack,
  drawTrackBody,
  drawTrackHead,
  rowTitleSize,
  rule,
  sharedTrackScale,
  trackHeadHeight,
  trackScale,
  type TrackScale,
} from './track';
import { ANNOTATION_COLOR, ZONE_COLOR } from './draw-graph';

// The correlation page as a PDF: each well's track group depth down, side by side on one window (the page's), drawn
// by the log pages' own tracks (track.ts); tie lines between the same formation's tops; then the comparison table.

/** US Ledger landscape would be wider; Letter landscape keeps it printable anywhere: up to four wells a page. */
const PAGE = { width: 792, height: 612, margin: 30, bottom: 44 };
const WELLS_PER_PAGE = 4;
const GROUP_GAP = 16;
const DEPTH_TRACK_W = 40;
const TRACK_GAP = 2;

/** Renders the correlation as a vector PDF. */
export async function renderCorrelation(input: CorrelationReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.bottom },
    bufferPages: true,
    compress: true,
    autoFirstPage: false,
    info: { Title: 'Correlation', Subject: `Mudstack correlation of ${input.wells.map((w) => cleanText(w.name)).join(', ')}`, Creator: 'Mudstack' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const depth = depthText(input.depthUnit, input.depthDecimals);
  for (let i = 0; i < Math.max(1, input.wells.length); i += WELLS_PER_PAGE) {
    doc.addPage();
    writeHeading(doc, input, i === 0);
    drawWells(doc, input, input.wells.slice(i, i + WELLS_PER_PAGE), depth);
  }
  doc.addPage();
  const layout = new Layout(doc, depth);
  writeComparison(layout, input);
  writeFooters(doc, 'Mudstack correlation', { margin: PAGE.margin, fromBottom: PAGE.margin + 4 });
  doc.end();
  return done;
}

function writeHeading(doc: Doc, input: CorrelationReportInput, first: boolean) {
  const unit = input.depthUnit;
  const [from, to] = input.window;
  const d = depthText(unit, input.depthDecimals);
  doc.font(BOLD).fontSize(13).fillColor('#111111');
  doc.text(fitLine(doc, cleanText(`Correlation: ${input.wells.map((w) => w.name).join(', ')}`), 500), PAGE.margin, PAGE.margin, { lineBreak: false });
  doc.font(FONT).fontSize(8).fillColor('#444444');
  const kind = input.inTvd ? 'true vertical depth' : 'measured depth';
  const view = input.flatten
    ? `Flattened on the top of ${input.flatten} in ${kind}: ${d.cell(from)} to ${d.cell(to)} ${unit} from it`
    : `${input.inTvd ? 'True vertical depth' : 'Measured depth'} ${d.cell(from)} to ${d.cell(to)} ${unit}`;
  const by = `${input.exportedBy.first_name} ${input.exportedBy.last_name}`.trim();
  doc.text(cleanText(`${view} · ${input.configName} · exported by ${by} on ${formatDateTime(input.exportedAt)}`), PAGE.margin, PAGE.margin + 16, {
    lineBreak: false,
  });
  if (first && input.unavailable.length > 0) {
    doc
      .fillColor('#8a5a00')
      .text(`Unavailable (not shown): ${input.unavailable.map((id) => `project ${id}`).join(', ')}.`, PAGE.margin, PAGE.margin + 27, {
        lineBreak: false,
      });
  }
}

/**
 * One value scale per graph across the wells (by its title), each well's values over its own window: a track's
 * scale is the section's, as on the page (web: features/correlation/model/shared-scales.ts).
 */
function graphScales(wells: readonly CorrelationReportWell[], from: number, to: number): Map<string, TrackScale> {
  const byTitle = new Map<string, { graph: ReportGraph; from: number; to: number }[]>();
  for (const w of wells) {
    for (const graph of w.graphs)
      byTitle.set(graph.title, [...(byTitle.get(graph.title) ?? []), { graph, from: from + w.offset, to: to + w.offset }]);
  }
  return new Map([...byTitle].map(([title, tracks]) => [title, sharedTrackScale(tracks)]));
}

/** The wells' groups side by side: a depth track in each well's own measured depth, its tracks, its marks. */
function drawWells(doc: Doc, input: CorrelationReportInput, wells: CorrelationReportWell[], depth: ReturnType<typeof depthText>) {
  if (wells.length === 0) return;
  const top = PAGE.margin + 40;
  const width = PAGE.width - 2 * PAGE.margin;
  const groupW = (width - (wells.length - 1) * GROUP_GAP) / wells.length;
  const tracks = Math.max(1, ...wells.map((w) => w.graphs.length));
  const trackW = (groupW - DEPTH_TRACK_W - tracks * TRACK_GAP) / tracks;
  const nameH = 22;
  const titleSize = rowTitleSize(
    doc,
    wells.flatMap((w) => w.graphs),
    trackW,
  );
  const headH = Math.max(30, ...wells.flatMap((w) => w.graphs.map((g) => trackHeadHeight(doc, g, trackW, titleSize))));
  const bodyY = top + nameH + headH + 2;
  const body = { y: bodyY, h: PAGE.height - PAGE.bottom - bodyY };
  const [from, to] = input.window;
  const perFoot = body.h / Math.max(1e-9, to - from);
  const step = depthStepFor(perFoot / depth.show(1), 30);
  const tops: { x0: number; x1: number; y: number; name: string; color: string }[][] = [];
  const scales = graphScales(wells, from, to);
  wells.forEach((w, k) => {
    const x = PAGE.margin + k * (groupW + GROUP_GAP);
    const page = { from: from + w.offset, to: to + w.offset };
    doc
      .font(BOLD)
      .fontSize(9)
      .fillColor('#111111')
      .text(fitLine(doc, cleanText(w.name), groupW), x, top, { lineBreak: false });
    doc
      .font(FONT)
      .fontSize(6.5)
      .fillColor('#555555')
      .text(fitLine(doc, cleanText(`${w.well}${groupNote(w, input, depth)}`), groupW), x, top + 11, { lineBreak: false });
    const ticks = depthTicks(page.from, page.to, step, depth);
    const head = { x, y: top + nameH, w: DEPTH_TRACK_W, h: headH };
    drawDepthTrack(doc, w.formations, head, body, { page, ticks, depth });
    w.graphs.forEach((g, i) => {
      const tx = x + DEPTH_TRACK_W + TRACK_GAP + i * (trackW + TRACK_GAP);
      const scale = scales.get(g.title) ?? trackScale(g, page.from, page.to);
      drawTrackHead(doc, g, scale, { x: tx, y: top + nameH, w: trackW, h: headH }, titleSize);
      drawTrackBody(
        doc,
        { ...g, bands: [...(g.bands ?? []), ...w.formations] },
        scale,
        { x: tx, y: body.y, w: trackW, h: body.h },
        { ...page, depthTicks: ticks },
      );
    });
    drawMarks(doc, w, { x, w: groupW, ...body }, page);
    const dy = depthY(page, body);
    tops.push(
      w.formations
        .filter((f) => Math.min(f.xval_low, f.xval_high) >= page.from && Math.min(f.xval_low, f.xval_high) <= page.to)
        .map((f) => ({ x0: x, x1: x + groupW, y: dy(Math.min(f.xval_low, f.xval_high)), name: f.message.trim().toLowerCase(), color: f.color })),
    );
  });
  drawTieLines(doc, tops);
}

/** What a group's depths are: TVD or MD (a well without a TVD curve in a TVD view), and what 0 is when flattened. */
function groupNote(w: CorrelationReportWell, input: CorrelationReportInput, depth: ReturnType<typeof depthText>): string {
  const kind = w.inTvd ? 'TVD' : 'MD';
  const missing = input.inTvd && !w.inTvd ? ' · no TVD curve: MD' : '';
  if (!input.flatten) return missing;
  const at = `${depth.cell(w.offset)} ${depth.unit} ${kind}`;
  return `${missing}${w.flattened ? ` · 0 = ${at}` : ` · no ${input.flatten}: 0 = the others' mean top, ${at}`}`;
}

/** Annotations (numbered) and zones (Z-numbered) across a well's tracks. */
function drawMarks(doc: Doc, w: CorrelationReportWell, band: { x: number; w: number; y: number; h: number }, page: { from: number; to: number }) {
  const dy = depthY(page, band);
  let a = 0;
  let z = 0;
  for (const h of [...w.hairlines].sort((p, q) => p.xval - q.xval)) {
    const label = h.isZone ? `Z${++z}` : String(++a);
    if (h.xval < page.from || h.xval > page.to) continue;
    const color = h.isZone ? ZONE_COLOR : ANNOTATION_COLOR;
    rule(doc, band.x + DEPTH_TRACK_W, band.x + band.w, dy(h.xval), { width: 0.6, color });
    doc.font(BOLD).fontSize(6).fillColor(color);
    doc.text(label, band.x + band.w - doc.widthOfString(label) - 1, dy(h.xval) - 7, { lineBreak: false });
  }
}

/** Dashed lines across the gap between neighbouring wells, joining the same formation's top. */
function drawTieLines(doc: Doc, tops: { x0: number; x1: number; y: number; name: string; color: string }[][]) {
  for (let k = 0; k + 1 < tops.length; k++) {
    for (const left of tops[k]) {
      const right = tops[k + 1].find((t) => t.name === left.name);
      if (!right) continue;
      const color = /^#[0-9a-f]{8}$/i.test(left.color) ? left.color.slice(0, 7) : left.color;
      doc
        .save()
        .moveTo(left.x1, left.y)
        .lineTo(right.x0, right.y)
        .lineWidth(0.8)
        .strokeColor(color)
        .dash(3, { space: 2 })
        .stroke()
        .undash()
        .restore();
    }
  }
}

/** The wells compared over the window: total gas, Haworth's ratios and the dominant zone. */
function writeComparison(layout: Layout, input: CorrelationReportInput) {
  const { unit, cell } = layout.depth;
  const tgUnit = [...new Set(input.comparison.map((r) => r.totalGasUnit).filter(Boolean))];
  const tg = tgUnit.length === 1 ? ` (${tgUnit[0]})` : '';
  // One unit for every well: in the headers, the values bare. Wells in different units (one file's total gas in ppm,
  // another's in gas units; percent is read as ppm): each value with its well's own.
  const gas = (v: number | null, u: string | null) => fixedWithUnit(v, 0, tg ? null : u);
  writeTable(
    layout,
    input.flatten ? `Comparison over the window (${input.flatten} top = 0)` : 'Comparison over the window',
    [
      { header: 'Well', width: 150, grow: true },
      { header: `Interval (${unit} MD)`, width: 100 },
      { header: 'Rows', width: 40, align: 'right' },
      { header: `Peak total gas${tg}`, width: 70, align: 'right' },
      { header: `Mean total gas${tg}`, width: 70, align: 'right' },
      { header: 'Wh (%)', width: 40, align: 'right' },
      { header: 'Bh', width: 40, align: 'right' },
      { header: 'Ch', width: 40, align: 'right' },
      { header: '', width: 22, swatch: true },
      { header: 'Dominant Haworth zone', width: 160, grow: true },
    ],
    input.comparison.map((r) => {
      const zone = r.zone === null ? undefined : haworthZoneDef(r.zone);
      return [
        r.reason && r.rows === 0 ? `${r.name}: ${r.reason}` : r.name,
        r.from === null || r.to === null ? '–' : `${cell(r.from)} - ${cell(r.to)}`,
        String(r.rows),
        gas(r.peakTotalGas, r.totalGasUnit),
        gas(r.meanTotalGas, r.totalGasUnit),
        fixedText(r.wh, 1),
        fixedText(r.bh, 1),
        fixedText(r.ch, 2),
        zone?.color ?? '#ffffff00',
        zone ? `${zone.code} ${zone.name} (${Math.round((r.zoneShare ?? 0) * 100)}% of rows)` : '–',
      ];
    }),
    'No wells to compare',
  );
}
