import { numberText } from '@mudstack/core/format/number-cell';
import { METADATA_ROWS, type ReportInput } from './report-types';
import { cleanText, fitLine } from './text';
import { formatTick, parseColor } from './scales';
import type { TrackScale } from './track';
import { scaleText } from './log-plan';
import { BOLD, FONT, writeTable, type Layout } from './layout';

// The header pages: the well, who exported what, the metadata, formations, annotations and zones, and the graphs
// the report leaves out for want of data.

export function writeHeader(layout: Layout, input: ReportInput) {
  layout.line(input.wellName || input.projectName, BOLD, 20, '#111111', 4);
  layout.line(
    `Project ${input.projectName} - data revision ${input.dataRevision}, metadata revision ${input.metadataRevision}`,
    FONT,
    11,
    '#333333',
    2,
  );
  const name = `${input.exportedBy.first_name} ${input.exportedBy.last_name}`.trim();
  layout.line(`Exported by ${name} on ${formatDateTime(input.exportedAt)}`, FONT, 10, '#555555', 2);
  layout.line(`Depths in ${layout.depth.unit}; ${layoutText(input)}`, FONT, 10, '#555555', 12);
}

/** The layout and vertical scale, as the header names them. */
function layoutText(input: ReportInput): string {
  if (input.layout === 'across') return 'each graph across a page, depth left to right.';
  const s = input.logScale;
  return `the gas log depth down at ${s.kind === 'fit' ? `a scale fitting each section to ${s.pages} page${s.pages === 1 ? '' : 's'}` : scaleText(s.ratio)}.`;
}

/** '2026-11-22 at 14:05 UTC': the server renders in UTC so every reader sees the same text. */
export function formatDateTime(d: Date): string {
  const iso = d.toISOString();
  return `${iso.slice(0, 10)} at ${iso.slice(11, 16)} UTC`;
}

function metadataValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function writeMetadata(layout: Layout, input: ReportInput) {
  const { unit, cell } = layout.depth;
  const rows = METADATA_ROWS.map(([label, key]) => {
    const raw = input.metadata[key];
    const v = metadataValue(raw);
    if (v === '-' || !['start_depth', 'depth_of_split', 'stop_depth', 'step', 'kb'].includes(key)) return [label, v];
    // Depths are stored in feet; the KB elevation is kept as the file wrote it, in the file's (the display) unit.
    return [label, key !== 'kb' && typeof raw === 'number' ? `${cell(raw)} ${unit}` : `${v} ${unit}`];
  });
  writeTable(
    layout,
    'Metadata',
    [
      { header: 'Field', width: 160 },
      { header: 'Value', width: 400, maxLines: 3 },
    ],
    rows,
    'No metadata',
  );
}

export function writeFormations(layout: Layout, input: ReportInput) {
  const rows = [...input.formations]
    .sort((a, b) => a.xval_low - b.xval_low)
    .map((f) => [
      layout.depth.cell(f.xval_low),
      layout.depth.cell(f.xval_high),
      layout.depth.cell(Math.abs(f.xval_high - f.xval_low)),
      f.message,
      f.color,
    ]);
  writeTable(
    layout,
    'Formations',
    [
      { header: `Start (${layout.depth.unit})`, width: 80, align: 'right' },
      { header: `End (${layout.depth.unit})`, width: 80, align: 'right' },
      { header: `Thickness (${layout.depth.unit})`, width: 90, align: 'right' },
      { header: 'Name', width: 400 },
      { header: 'Colour', width: 70, swatch: true },
    ],
    rows,
    'No formations',
  );
}

export function writeHairlineTable(layout: Layout, title: string, items: ReportInput['annotations'], empty: string) {
  const rows = [...items].sort((a, b) => a.index - b.index).map((h) => [String(h.index), layout.depth.cell(h.xval), h.text]);
  writeTable(
    layout,
    title,
    [
      { header: '#', width: 40, align: 'right' },
      { header: `Depth (${layout.depth.unit})`, width: 90, align: 'right' },
      { header: 'Note', width: 590, maxLines: 6 },
    ],
    rows,
    empty,
  );
}

/** The graphs with no data in the range, named once instead of drawn empty. */
export function writeNotInFile(layout: Layout, names: string[]) {
  if (names.length === 0) return;
  const doc = layout.doc;
  const text = cleanText(`Not in this file: ${names.join(', ')}`);
  doc.font(FONT).fontSize(10);
  const h = doc.heightOfString(text, { width: layout.width });
  layout.ensure(h + 8);
  doc.fillColor('#444444').text(text, layout.left, layout.y + 4, { width: layout.width });
  layout.y += h + 8;
}

/**
 * The legend of every curve the log draws: a row per track and section, with each curve in its colour (its label
 * names its unit) and the track's scale, as the log pages draw them.
 */
export function writeCurveLegend(layout: Layout, input: ReportInput, scales: TrackScale[][]) {
  const rows = input.sections.flatMap((section, s) =>
    section.graphs.map((g, i) => ({ track: `${g.title} (${section.title})`, graph: g, scale: scales[s][i] })),
  );
  if (rows.length === 0) return;
  const doc = layout.doc;
  const cols = { track: 190, curves: 400, scale: 130 };
  layout.ensure(40);
  doc.font(BOLD).fontSize(13).fillColor('#111111').text('Curves', layout.left, layout.y, { lineBreak: false });
  layout.y += 19;
  for (const [i, row] of rows.entries()) {
    const items = curveItems(doc, row.graph.series, cols.curves - 8);
    const h = ((items.at(-1)?.line ?? 0) + 1) * 11 + 6;
    layout.ensure(h);
    if (i % 2 === 1)
      doc
        .save()
        .rect(layout.left, layout.y, cols.track + cols.curves + cols.scale, h)
        .fill('#f8f9fa')
        .restore();
    doc
      .font(BOLD)
      .fontSize(7.5)
      .fillColor('#111111')
      .text(fitLine(doc, cleanText(row.track), cols.track - 8), layout.left + 4, layout.y + 3, { lineBreak: false });
    for (const item of items) {
      const x = layout.left + cols.track + item.x;
      const y = layout.y + 3 + item.line * 11;
      doc
        .save()
        .moveTo(x, y + 4)
        .lineTo(x + 10, y + 4)
        .lineWidth(2)
        .strokeColor(parseColor(item.color).hex)
        .stroke()
        .restore();
      doc
        .font(FONT)
        .fontSize(7.5)
        .fillColor('#222222')
        .text(item.label, x + 13, y, { lineBreak: false });
    }
    const scale = `${row.scale.log ? 'log' : 'linear'} ${formatTick(row.scale.min)} to ${formatTick(row.scale.max)}`;
    doc
      .font(FONT)
      .fontSize(7.5)
      .fillColor('#333333')
      .text(scale, layout.left + cols.track + cols.curves + 4, layout.y + 3, { lineBreak: false });
    layout.y += h;
  }
  layout.y += 10;
}

/** The curves of a track laid out in rows `width` pt wide: where each one's swatch and label go. */
function curveItems(doc: Layout['doc'], series: ReportInput['sections'][number]['graphs'][number]['series'], width: number) {
  doc.font(FONT).fontSize(7.5);
  const out: { x: number; line: number; label: string; color: string }[] = [];
  let x = 4;
  let line = 0;
  for (const s of series) {
    const label = fitLine(doc, cleanText(s.label), 160);
    const w = 13 + doc.widthOfString(label) + 12;
    if (x + w > width && x > 4) {
      x = 4;
      line++;
    }
    out.push({ x, line, label, color: s.color });
    x += w;
  }
  return out;
}
