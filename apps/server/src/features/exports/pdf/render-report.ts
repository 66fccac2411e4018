import PDFDocument from 'pdfkit';
import { drawGraph, headerHeight, type GraphBox } from './draw-graph';
import { METADATA_ROWS, type ReportGraph, type ReportInput, type ReportInterpretation, type ReportSnippet } from './report-types';
import { numberText } from '@mudstack/core/format/number-cell';
import { drawPixler, drawTernary } from './draw-interpretation';
import { formatDepth, parseColor } from './scales';
import { depthText, type DepthText } from './depth-text';
import { clampLines, cleanText, fitLine } from './text';
import { writeLogPages } from './log-pages';

type Doc = InstanceType<typeof PDFDocument>;

/** US Letter landscape: graphs get the full 720 pt content width. */
const PAGE = { size: 'LETTER' as const, layout: 'landscape' as const, margin: 36 };
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
/** The spec's print sizes (px); the PDF keeps their proportions scaled to the page width. */
export const GRAPH_SIZE = { width: 1250, height: 300 };
export const SNIPPET_SIZE = { width: 1070, height: 200 };
/** The least share of its height a graph is drawn at to finish a page instead of leaving it empty. */
const SHRINK_TO = 0.7;
const FOOTER_SPACE = 18;

/** Renders the printable export report as a vector PDF. */
export async function renderReport(input: ReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: PAGE.size,
    layout: PAGE.layout,
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: PAGE.margin + FOOTER_SPACE },
    bufferPages: true,
    compress: true,
    info: {
      Title: cleanText(input.wellName || input.projectName),
      Subject: `Mudstack export of ${cleanText(input.projectName)}`,
      Author: cleanText(`${input.exportedBy.first_name} ${input.exportedBy.last_name}`),
      Creator: 'Mudstack',
      CreationDate: input.exportedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const layout = new Layout(doc, depthText(input.depthUnit, input.depthDecimals));
  writeHeader(layout, input);
  writeMetadata(layout, input);
  writeFormations(layout, input);
  writeHairlineTable(layout, 'Annotations', input.annotations, 'No annotations');
  writeHairlineTable(layout, 'Zones', input.zones, 'No zones');
  writeShowsTable(layout, input);
  writeNotInFile(layout, input.notInFile);
  if (input.layout === 'down') {
    // The log depth down, then the snippets (drawn as the across report draws them) after each section's log.
    for (const section of input.sections) writeLogPages(doc, input, section, layout.depth, input.logScale);
    for (const section of input.sections) writeSection(layout, input, section, 'snippets');
  } else for (const section of input.sections) writeSection(layout, input, section, 'all');
  if (input.interpretation) for (const plot of input.interpretation.plots) writeInterpretationPage(layout, plot);
  writeFooters(doc, input);
  doc.end();
  return done;
}

/** The cursor down the page; starts a new page when a block does not fit. */
class Layout {
  y: number;
  /** Every depth written goes through this: the project's display unit. */
  constructor(
    readonly doc: Doc,
    readonly depth: DepthText,
  ) {
    this.y = doc.page.margins.top;
  }
  get left() {
    return this.doc.page.margins.left;
  }
  get width() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  /** Makes room for `height` pt, starting a new page if needed; true when a page was added. */
  ensure(height: number): boolean {
    if (this.y + height <= this.bottom || this.y <= this.doc.page.margins.top + 0.5) return false;
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
    return true;
  }
  line(text: string, font: string, size: number, color = '#111111', gapAfter = 4) {
    this.doc.font(font).fontSize(size).fillColor(color);
    const lines = clampLines(this.doc, text, this.width, 3);
    const lh = size * 1.2;
    this.ensure(lines.length * lh);
    for (const l of lines) {
      this.doc.text(l, this.left, this.y, { lineBreak: false });
      this.y += lh;
    }
    this.y += gapAfter;
  }
}

function writeHeader(layout: Layout, input: ReportInput) {
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

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
  /** Cells of a swatch column are colours. */
  swatch?: boolean;
  maxLines?: number;
}

const CELL_PAD = 4;
const CELL_SIZE = 8.5;
const LINE_H = CELL_SIZE * 1.25;

/** A table with a title; rows wrap (clamped with an ellipsis); headers repeat on every page. */
function writeTable(layout: Layout, title: string, columns: Column[], rows: string[][], empty: string) {
  const doc = layout.doc;
  const headerH = LINE_H + 2 * CELL_PAD;
  const drawTitle = (continued: boolean) => {
    doc.font(BOLD).fontSize(13).fillColor('#111111');
    doc.text(continued ? `${title} (continued)` : title, layout.left, layout.y, { lineBreak: false });
    layout.y += 19;
  };
  const drawHeader = () => {
    let x = layout.left;
    const total = columns.reduce((s, c) => s + c.width, 0);
    doc.save().rect(x, layout.y, total, headerH).fill('#eef1f4').restore();
    doc.font(BOLD).fontSize(CELL_SIZE).fillColor('#222222');
    for (const c of columns) {
      const text = fitLine(doc, c.header, c.width - 2 * CELL_PAD);
      const tx = c.align === 'right' ? x + c.width - CELL_PAD - doc.widthOfString(text) : x + CELL_PAD;
      doc.text(text, tx, layout.y + CELL_PAD, { lineBreak: false });
      x += c.width;
    }
    layout.y += headerH;
  };
  const firstRowH = rows.length ? LINE_H + 2 * CELL_PAD : LINE_H + 2 * CELL_PAD;
  layout.ensure(19 + headerH + firstRowH);
  drawTitle(false);
  drawHeader();
  const total = columns.reduce((s, c) => s + c.width, 0);
  if (rows.length === 0) {
    doc.font(FONT).fontSize(CELL_SIZE).fillColor('#777777');
    doc.text(empty, layout.left + CELL_PAD, layout.y + CELL_PAD, { lineBreak: false });
    layout.y += LINE_H + 2 * CELL_PAD;
  }
  rows.forEach((row, r) => {
    doc.font(FONT).fontSize(CELL_SIZE);
    const cells = columns.map((c, i) => (c.swatch ? [] : clampLines(doc, row[i] ?? '', c.width - 2 * CELL_PAD, c.maxLines ?? 4)));
    const rowH = Math.max(1, ...cells.map((l) => l.length)) * LINE_H + 2 * CELL_PAD;
    if (layout.ensure(rowH)) {
      drawTitle(true);
      drawHeader();
    }
    if (r % 2 === 1) doc.save().rect(layout.left, layout.y, total, rowH).fill('#f8f9fa').restore();
    let x = layout.left;
    columns.forEach((c, i) => {
      if (c.swatch) {
        const color = parseColor(row[i] ?? '#808080');
        doc
          .save()
          .rect(x + CELL_PAD, layout.y + CELL_PAD, 28, LINE_H)
          .fillOpacity(Math.max(0.25, color.alpha))
          .fill(color.hex)
          .restore();
        doc
          .save()
          .lineWidth(0.4)
          .strokeColor('#999999')
          .rect(x + CELL_PAD, layout.y + CELL_PAD, 28, LINE_H)
          .stroke()
          .restore();
      } else {
        doc.font(FONT).fontSize(CELL_SIZE).fillColor('#111111');
        cells[i].forEach((text, k) => {
          const tx = c.align === 'right' ? x + c.width - CELL_PAD - doc.widthOfString(text) : x + CELL_PAD;
          doc.text(text, tx, layout.y + CELL_PAD + k * LINE_H, { lineBreak: false });
        });
      }
      x += c.width;
    });
    doc
      .save()
      .lineWidth(0.3)
      .strokeColor('#dddddd')
      .moveTo(layout.left, layout.y + rowH)
      .lineTo(layout.left + total, layout.y + rowH)
      .stroke()
      .restore();
    layout.y += rowH;
  });
  layout.y += 14;
}

function metadataValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-';
  if (typeof value === 'number') return Number.isFinite(value) ? numberText(value) : '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function writeMetadata(layout: Layout, input: ReportInput) {
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

function writeFormations(layout: Layout, input: ReportInput) {
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

function writeHairlineTable(layout: Layout, title: string, items: ReportInput['annotations'], empty: string) {
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
function writeNotInFile(layout: Layout, names: string[]) {
  if (names.length === 0) return;
  const doc = layout.doc;
  const text = cleanText(`Not in this file: ${names.join(', ')}`);
  doc.font(FONT).fontSize(10);
  const h = doc.heightOfString(text, { width: layout.width });
  layout.ensure(h + 8);
  doc.fillColor('#444444').text(text, layout.left, layout.y + 4, { width: layout.width });
  layout.y += h + 8;
}

/** The shows table: Haworth zones merged into intervals over the range asked, each with its peak gas and mean ratios. */
function writeShowsTable(layout: Layout, input: ReportInput) {
  const fixed = (v: number | null, decimals: number) =>
    v == null ? '–' : v.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
  const unit = layout.depth.unit;
  writeTable(
    layout,
    `Shows (Haworth zones, intervals of at least ${layout.depth.cell(input.showMinThickness)} ${unit})`,
    [
      { header: `Top (${unit})`, width: 72, align: 'right' },
      { header: `Base (${unit})`, width: 72, align: 'right' },
      { header: `Thickness (${unit})`, width: 80, align: 'right' },
      { header: '', width: 40, swatch: true },
      { header: 'Zone', width: 190 },
      { header: input.showTotalGasUnit ? `Peak total gas (${input.showTotalGasUnit})` : 'Peak total gas', width: 116, align: 'right' },
      { header: 'Wh (%)', width: 50, align: 'right' },
      { header: 'Bh', width: 50, align: 'right' },
      { header: 'Ch', width: 50, align: 'right' },
    ],
    input.shows.map((s) => [
      layout.depth.cell(s.top),
      layout.depth.cell(s.base),
      layout.depth.cell(s.base - s.top),
      s.color,
      `${s.code} ${s.name}`,
      fixed(s.peakTotalGas, 0),
      fixed(s.wh, 1),
      fixed(s.bh, 1),
      fixed(s.ch, 2),
    ]),
    'No depth in the range has the C1-C5 gases a Haworth zone needs',
  );
}

/** One page per chosen snippet: its interval's Pixler plot and ternary diagram side by side. */
function writeInterpretationPage(layout: Layout, plot: ReportInterpretation['plots'][number]) {
  const doc = layout.doc;
  doc.addPage();
  layout.y = doc.page.margins.top;
  const lo = Math.min(...plot.xRange);
  const hi = Math.max(...plot.xRange);
  doc.font(BOLD).fontSize(16).fillColor('#111111');
  const { unit } = layout.depth;
  const window = `${formatDepth(layout.depth.show(lo))} ${unit} - ${formatDepth(layout.depth.show(hi))} ${unit}`;
  doc.text(cleanText(`Interpretation: ${plot.name} (${window})`), layout.left, layout.y, { lineBreak: false });
  layout.y += 26;
  const w = (layout.width - 20) / 2;
  const h = Math.min(330, layout.bottom - layout.y - 40);
  doc.font(BOLD).fontSize(11).fillColor('#222222');
  doc.text(`Pixler plot (${plot.pixler.length} depths)`, layout.left, layout.y, { lineBreak: false });
  doc.text(`Ternary diagram: C2, C3, ${plot.butane} (${plot.ternary.length} depths)`, layout.left + w + 20, layout.y, { lineBreak: false });
  layout.y += 16;
  drawPixler(doc, plot.pixler, layout.left, layout.y, w, h);
  drawTernary(doc, plot.ternary, plot.butane, layout.left + w + 20, layout.y, w, h);
  layout.y += h + 8;
  doc.font(FONT).fontSize(8).fillColor('#555555');
  doc.text(
    'Pixler (1969): lines in the oil or gas field suggest a productive zone; below 2 or above the gas field, non-productive (fields as commonly reproduced; C1/C5 approximate). Colours run from shallow (blue) to deep (red).',
    layout.left,
    layout.y,
    { width: layout.width },
  );
  layout.y += 24;
}

function writeSection(layout: Layout, input: ReportInput, section: ReportInput['sections'][number], what: 'all' | 'snippets') {
  if (what === 'snippets' && section.graphs.every((g) => g.snippets.length === 0)) return;
  const doc = layout.doc;
  const width = layout.width;
  const graphH = (width * GRAPH_SIZE.height) / GRAPH_SIZE.width;
  const snippetW = (width * SNIPPET_SIZE.width) / GRAPH_SIZE.width;
  const snippetH = (snippetW * SNIPPET_SIZE.height) / SNIPPET_SIZE.width;
  const box = (g: ReportGraph | (ReportSnippet & { title: string; yLabel: string }), depth: Float64Array, yScale?: GraphBox['yScale']): GraphBox => ({
    title: g.title,
    yLabel: g.yLabel,
    series: g.series,
    depth,
    columns: g.columns,
    xRange: g.xRange,
    yRange: 'yRange' in g ? g.yRange : undefined,
    yScale,
    formations: 'bands' in g && g.bands ? [...g.bands, ...input.formations] : input.formations,
    annotations: input.annotations,
    zones: input.zones,
    hideFlags: input.hideFlags,
    depthText: layout.depth,
  });

  // A section always starts on a new page, with its heading kept with its first graph.
  doc.addPage();
  layout.y = doc.page.margins.top;
  doc.font(BOLD).fontSize(18).fillColor('#111111');
  doc.text(what === 'snippets' ? `${section.title}: snippets` : section.title, layout.left, layout.y, { lineBreak: false });
  if (section.rangeNote) {
    const tw = doc.widthOfString(section.title);
    doc.font(FONT).fontSize(11).fillColor('#444444');
    doc.text(cleanText(section.rangeNote), layout.left + tw + 10, layout.y + 5, { lineBreak: false });
  }
  layout.y += 28;
  if (section.graphs.length === 0) {
    doc
      .font(FONT)
      .fontSize(10)
      .fillColor('#777777')
      .text('No graphs in this configuration apply to this section.', layout.left, layout.y, { lineBreak: false });
    layout.y += 20;
  }
  // A graph or snippet that almost fits the rest of the page is drawn a little shorter there rather
  // than leaving the space empty and starting a new page (at least SHRINK_TO of its height).
  const fitted = (header: number, height: number) => {
    const room = layout.bottom - layout.y - header;
    if (room < height && room >= height * SHRINK_TO) return room;
    layout.ensure(header + height);
    return height;
  };
  for (const graph of section.graphs) {
    let drawn = { log: graph.yScale === 'log' };
    if (what === 'all') {
      const gBox = box(graph, graph.depth, graph.yScale);
      const gH = fitted(headerHeight(doc, gBox, width), graphH);
      const graphDrawn = drawGraph(doc, gBox, layout.left, layout.y, width, gH);
      drawn = graphDrawn;
      layout.y = graphDrawn.bottom + 12;
      if (graph.legend) layout.y = drawLegend(layout, graph.legend);
    }
    for (const snippet of graph.snippets) {
      const [lo, hi] = [Math.min(...snippet.xRange), Math.max(...snippet.xRange)].map((d) => formatDepth(Number(layout.depth.show(d).toFixed(4))));
      const title = `${snippet.name} (${lo} ${layout.depth.unit} - ${hi} ${layout.depth.unit})`;
      // A snippet keeps its graph's kind of y axis, so the two read alike.
      const sBox = box({ ...snippet, title, yLabel: graph.yLabel }, graph.depth, drawn.log ? 'log' : 'linear');
      sBox.xRange = [Math.min(...snippet.xRange), Math.max(...snippet.xRange)];
      const sH = fitted(headerHeight(doc, sBox, snippetW), snippetH);
      layout.y = drawGraph(doc, sBox, layout.left + (width - snippetW) / 2, layout.y, snippetW, sH).bottom + 12;
    }
  }
}

/** A row of colour swatches with their names (the zones under a Haworth track). */
function drawLegend(layout: Layout, items: { color: string; text: string }[]): number {
  const doc = layout.doc;
  let x = layout.left;
  const y = layout.y - 6;
  doc.font(FONT).fontSize(7.5);
  for (const item of items) {
    const c = parseColor(item.color);
    doc.save().rect(x, y, 12, 7).fillColor(c.hex).fillOpacity(Math.max(c.alpha, 0.25)).fill().restore();
    doc.rect(x, y, 12, 7).lineWidth(0.3).strokeColor('#999999').stroke();
    doc.fillColor('#333333').text(cleanText(item.text), x + 15, y, { lineBreak: false });
    x += 15 + doc.widthOfString(item.text) + 14;
  }
  return y + 18;
}

function writeFooters(doc: Doc, input: ReportInput) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(7.5).fillColor('#888888');
    const y = doc.page.height - PAGE.margin - 8;
    const left = fitLine(doc, cleanText(`${input.wellName || input.projectName} - ${input.projectName}`), 500);
    doc.text(left, PAGE.margin, y, { lineBreak: false });
    const right = `Page ${i - range.start + 1} of ${range.count}`;
    doc.text(right, doc.page.width - PAGE.margin - doc.widthOfString(right), y, { lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
