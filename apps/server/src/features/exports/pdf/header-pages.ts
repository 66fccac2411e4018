import { numberText } from '@mudstack/core/format/number-cell';
import { METADATA_ROWS, type ReportInput } from './report-types';
import { clampLines, cleanText, fitLine } from './text';
import { formatScaleEnd, formatTick, parseColor } from './scales';
import type { TrackScale } from './track';
import { scaleText } from './log-plan';
import { BOLD, FONT, TITLE_ROOM, writeTable, writeTitle, type Layout } from './layout';

// The header pages: the well, who exported what, the metadata, formations, annotations and zones, and the graphs
// the report leaves out for want of data.

export function writeHeader(layout: Layout, input: ReportInput) {
  layout.line(input.wellName || input.projectName, BOLD, 16, '#111111', 3);
  layout.line(
    `Project ${input.projectName} - data revision ${input.dataRevision}, metadata revision ${input.metadataRevision}`,
    FONT,
    9,
    '#333333',
    1,
  );
  const name = `${input.exportedBy.first_name} ${input.exportedBy.last_name}`.trim();
  layout.line(`Exported by ${name} on ${formatDateTime(input.exportedAt)}`, FONT, 8.5, '#555555', 1);
  layout.line(`Depths in ${layout.depth.unit}; ${layoutText(input)}`, FONT, 8.5, '#555555', 10);
}

/** The layout and vertical scale, as the header names them. */
function layoutText(input: ReportInput): string {
  if (input.layout === 'across') return 'each graph across a page, depth left to right.';
  const s = input.logScale;
  return `the gas log depth down at ${s.kind === 'fit' ? `a scale fitting each section to ${s.pages} page${s.pages === 1 ? '' : 's'}` : scaleText(s.ratio, input.depthUnit ?? 'ft')}.`;
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

/** The metadata, two fields a row (label, value, label, value), in the specification's order. */
export function writeMetadata(layout: Layout, input: ReportInput) {
  const { unit, cell } = layout.depth;
  const fields = METADATA_ROWS.map(([label, key]) => {
    const raw = input.metadata[key];
    const v = metadataValue(raw);
    if (v === '-' || !['start_depth', 'depth_of_split', 'stop_depth', 'step', 'kb'].includes(key)) return [label, v];
    // Depths are stored in feet; the KB elevation is kept as the file wrote it, in the file's (the display) unit.
    return [label, key !== 'kb' && typeof raw === 'number' ? `${cell(raw)} ${unit}` : `${v} ${unit}`];
  });
  const rows: string[][] = [];
  for (let i = 0; i < fields.length; i += 2) rows.push([...fields[i], ...(fields[i + 1] ?? ['', ''])]);
  writeTable(
    layout,
    'Metadata',
    [
      { header: 'Field', width: 62 },
      { header: 'Value', width: 100, grow: true, maxLines: 3 },
      { header: 'Field', width: 62 },
      { header: 'Value', width: 100, grow: true, maxLines: 3 },
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
      { header: `Start (${layout.depth.unit})`, width: 40, align: 'right' },
      { header: `End (${layout.depth.unit})`, width: 40, align: 'right' },
      { header: `Thickness (${layout.depth.unit})`, width: 56, align: 'right' },
      { header: 'Name', width: 170, grow: true },
      { header: 'Colour', width: 34, swatch: true },
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
      { header: '#', width: 20, align: 'right' },
      { header: `Depth (${layout.depth.unit})`, width: 44, align: 'right' },
      { header: 'Note', width: 280, grow: true, maxLines: 6 },
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
  doc.font(FONT).fontSize(8.5);
  const h = doc.heightOfString(text, { width: layout.width });
  layout.ensure(h + 8);
  doc.fillColor('#444444').text(text, layout.left, layout.y, { width: layout.width });
  layout.y += h + 10;
}

/**
 * The legend of every curve the log draws: a row per track and section, with each curve in its colour (its label
 * names its unit) and the track's scale, as the log pages draw them.
 */
export function writeCurveLegend(layout: Layout, input: ReportInput, scales: TrackScale[][]) {
  // A report of one section names its tracks alone; of both, each track with its section.
  const both = input.sections.filter((s) => s.graphs.length > 0).length > 1;
  const rows = input.sections.flatMap((section, s) =>
    section.graphs.map((g, i) => ({ track: both ? `${g.title} (${section.title})` : g.title, graph: g, scale: scales[s][i] })),
  );
  if (rows.length === 0) return;
  const doc = layout.doc;
  const cols = { track: layout.width * 0.3, curves: layout.width * 0.48, scale: layout.width * 0.22 };
  const lineH = 9;
  layout.ensure(TITLE_ROOM);
  writeTitle(layout, 'Curves');
  for (const [i, row] of rows.entries()) {
    const items = curveItems(doc, row.graph.series, cols.curves - 6);
    const trackLines = (doc.font(BOLD).fontSize(7), clampLines(doc, cleanText(row.track), cols.track - 6, 2));
    const h = Math.max((items.at(-1)?.line ?? 0) + 1, trackLines.length) * lineH + 4;
    if (layout.ensure(h)) writeTitle(layout, 'Curves (continued)');
    if (i % 2 === 1) doc.save().rect(layout.left, layout.y, layout.width, h).fill('#f8f9fa').restore();
    doc.font(BOLD).fontSize(7).fillColor('#111111');
    trackLines.forEach((text, k) => doc.text(text, layout.left + 3, layout.y + 2 + k * lineH, { lineBreak: false }));
    for (const item of items) {
      const x = layout.left + cols.track + item.x;
      const y = layout.y + 2 + item.line * lineH;
      doc
        .save()
        .moveTo(x, y + 3.5)
        .lineTo(x + 9, y + 3.5)
        .lineWidth(2)
        .strokeColor(parseColor(item.color).hex)
        .stroke()
        .restore();
      doc
        .font(FONT)
        .fontSize(7)
        .fillColor('#222222')
        .text(item.label, x + 11, y, { lineBreak: false });
    }
    // Written out ("log 1,000 to 100,000"), or a track head's short form ("log 1000 to 100k") where that does not fit.
    const scaleLine = (end: (v: number) => string) => `${row.scale.log ? 'log' : 'linear'} ${end(row.scale.min)} to ${end(row.scale.max)}`;
    doc.font(FONT).fontSize(7).fillColor('#333333');
    const written = scaleLine(formatScaleEnd);
    const scale = doc.widthOfString(written) <= cols.scale - 4 ? written : scaleLine(formatTick);
    doc.text(fitLine(doc, scale, cols.scale - 4), layout.left + cols.track + cols.curves + 2, layout.y + 2, { lineBreak: false });
    layout.y += h;
  }
  layout.y += 7;
}

/** The curves of a track laid out in rows `width` pt wide: where each one's swatch and label go. */
function curveItems(doc: Layout['doc'], series: ReportInput['sections'][number]['graphs'][number]['series'], width: number) {
  doc.font(FONT).fontSize(7);
  const out: { x: number; line: number; label: string; color: string }[] = [];
  let x = 2;
  let line = 0;
  for (const s of series) {
    const label = fitLine(doc, cleanText(s.label), width - 13);
    const w = 11 + doc.widthOfString(label) + 8;
    if (x + w > width && x > 2) {
      x = 2;
      line++;
    }
    out.push({ x, line, label, color: s.color });
    x += w;
  }
  return out;
}
