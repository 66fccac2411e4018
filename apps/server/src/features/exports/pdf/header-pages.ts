import { numberText } from '@mudstack/core/format/number-cell';
import { METADATA_ROWS, type ReportInput } from './report-types';
import { cleanText } from './text';
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
  layout.line(`Exported by ${name} on ${formatDateTime(input.exportedAt)}`, FONT, 10, '#555555', 12);
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
