import type PDFDocument from 'pdfkit';
import type { DepthText } from '@mudstack/core';
import { parseColor } from './scales';
import { clampLines, fitLine } from './text';

// The report's shared text primitives on the landscape pages: the cursor down the page (Layout) and tables with
// repeated headers and colour swatches. Every section module writes through them.

export type Doc = InstanceType<typeof PDFDocument>;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/**
 * The cursor down the page; starts a new page when a block does not fit. In columns (the header pages), a block
 * that does not fit goes to the top of the next column, and after the last column to a new page.
 */
export class Layout {
  y: number;
  private columns: number | null = null;
  private column = 0;
  /** Where the columns start on this page (below what was written across it). */
  private columnTop = 0;
  private readonly gap = 18;
  /** Every depth written goes through this: the project's display unit. */
  constructor(
    readonly doc: Doc,
    readonly depth: DepthText,
  ) {
    this.y = doc.page.margins.top;
  }
  private get pageWidth() {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }
  get left() {
    return this.doc.page.margins.left + (this.columns ? this.column * (this.width + this.gap) : 0);
  }
  get width() {
    return this.columns ? (this.pageWidth - (this.columns - 1) * this.gap) / this.columns : this.pageWidth;
  }
  get bottom() {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }
  /** Writes what follows in `count` columns from here down (the header pages), until `endColumns`. */
  startColumns(count: number) {
    this.columns = count;
    this.column = 0;
    this.columnTop = this.y;
  }
  /** Back to the full width; what follows starts on a new page (every section after the header pages does). */
  endColumns() {
    this.columns = null;
    this.column = 0;
  }
  /** Makes room for `height` pt: the next column, or a new page; true when the block moved there. */
  ensure(height: number): boolean {
    const top = this.columns ? this.columnTop : this.doc.page.margins.top;
    if (this.y + height <= this.bottom || this.y <= top + 0.5) return false;
    if (this.columns && this.column < this.columns - 1) {
      this.column++;
      this.y = this.columnTop;
      return true;
    }
    this.doc.addPage();
    this.y = this.doc.page.margins.top;
    this.column = 0;
    this.columnTop = this.y;
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

export interface Column {
  header: string;
  /** Points; a `grow` column takes its share (by `width`) of what the fixed columns leave of the table's width. */
  width: number;
  grow?: boolean;
  align?: 'left' | 'right';
  /** Cells of a swatch column are colours. */
  swatch?: boolean;
  maxLines?: number;
}

const CELL_PAD_X = 3;
const CELL_PAD_Y = 1.5;
const CELL_SIZE = 7.5;
const LINE_H = CELL_SIZE * 1.2;
const TITLE_SIZE = 11;
const TITLE_H = 15;
const SWATCH_W = 16;
/** The smallest type a long number is set in to stay on one line in its column. */
const MIN_NUMBER_SIZE = 5.5;
/** Room a block's title needs with its first line, so that a title never ends a column. */
export const TITLE_ROOM = TITLE_H + 14;

/** A table section's title, as every header-page block writes it. */
export function writeTitle(layout: Layout, title: string) {
  layout.doc.font(BOLD).fontSize(TITLE_SIZE).fillColor('#111111');
  layout.doc.text(fitLine(layout.doc, title, layout.width), layout.left, layout.y, { lineBreak: false });
  layout.y += TITLE_H;
}

/**
 * A table with a title, as wide as the column it is written in; headers wrap to two lines, rows wrap (clamped with
 * an ellipsis); the title and headers repeat, "(continued)", in every column or page the table runs on to.
 */
export function writeTable(layout: Layout, title: string, columns: Column[], rows: string[][], empty: string) {
  const doc = layout.doc;
  // Numbers never wrap: their columns keep their width, the text columns take the rest of the column's width
  // (everything is scaled down only where even the fixed columns do not fit).
  const widths = () => {
    const fixed = columns.reduce((s, c) => s + (c.grow ? 0 : c.width), 0);
    const growing = columns.reduce((s, c) => s + (c.grow ? c.width : 0), 0);
    const rest = layout.width - fixed;
    if (rest < growing * 0.5) {
      const total = fixed + growing;
      return columns.map((c) => (c.width * layout.width) / total);
    }
    return columns.map((c) => (c.grow ? (c.width * rest) / growing : c.width));
  };
  let w = widths();
  const headerLines = () => {
    doc.font(BOLD).fontSize(CELL_SIZE);
    return columns.map((c, i) => clampLines(doc, c.header, w[i] - 2 * CELL_PAD_X, 2));
  };
  const headerH = () => Math.max(1, ...headerLines().map((l) => l.length)) * LINE_H + 2 * CELL_PAD_Y;
  const drawHeader = () => {
    const lines = headerLines();
    const h = headerH();
    let x = layout.left;
    doc.save().rect(x, layout.y, layout.width, h).fill('#eef1f4').restore();
    doc.font(BOLD).fontSize(CELL_SIZE).fillColor('#222222');
    columns.forEach((c, i) => {
      lines[i].forEach((text, k) => {
        const tx = c.align === 'right' ? x + w[i] - CELL_PAD_X - doc.widthOfString(text) : x + CELL_PAD_X;
        doc.text(text, tx, layout.y + CELL_PAD_Y + k * LINE_H, { lineBreak: false });
      });
      x += w[i];
    });
    layout.y += h;
  };
  const rowCells = (row: string[]) => {
    doc.font(FONT).fontSize(CELL_SIZE);
    // A number (a right-aligned cell) is never broken: it stays on one line, in smaller type if it must.
    return columns.map((c, i) =>
      c.swatch ? [] : c.align === 'right' ? [row[i] ?? ''] : clampLines(doc, row[i] ?? '', w[i] - 2 * CELL_PAD_X, c.maxLines ?? 4),
    );
  };
  const rowHeight = (cells: string[][]) => Math.max(1, ...cells.map((l) => l.length)) * LINE_H + 2 * CELL_PAD_Y;
  // The title stays with the header and the first row.
  layout.ensure(TITLE_H + headerH() + (rows.length ? rowHeight(rowCells(rows[0])) : LINE_H + 2 * CELL_PAD_Y));
  w = widths();
  writeTitle(layout, title);
  drawHeader();
  if (rows.length === 0) {
    doc.font(FONT).fontSize(CELL_SIZE).fillColor('#555555');
    doc.text(fitLine(doc, empty, layout.width - 2 * CELL_PAD_X), layout.left + CELL_PAD_X, layout.y + CELL_PAD_Y, { lineBreak: false });
    layout.y += LINE_H + 2 * CELL_PAD_Y;
  }
  rows.forEach((row, r) => {
    let cells = rowCells(row);
    const rowH = rowHeight(cells);
    if (layout.ensure(rowH)) {
      w = widths();
      cells = rowCells(row);
      writeTitle(layout, `${title} (continued)`);
      drawHeader();
    }
    if (r % 2 === 1) doc.save().rect(layout.left, layout.y, layout.width, rowH).fill('#f8f9fa').restore();
    let x = layout.left;
    columns.forEach((c, i) => {
      if (c.swatch) drawSwatch(doc, x + CELL_PAD_X, layout.y + CELL_PAD_Y, Math.min(SWATCH_W, w[i] - 2 * CELL_PAD_X), row[i]);
      else {
        doc.font(FONT).fontSize(CELL_SIZE).fillColor('#111111');
        cells[i].forEach((text, k) => {
          const room = w[i] - 2 * CELL_PAD_X;
          const wide = doc.widthOfString(text);
          if (c.align === 'right' && wide > room) doc.fontSize(Math.max(MIN_NUMBER_SIZE, (CELL_SIZE * room) / wide));
          const tx = c.align === 'right' ? x + w[i] - CELL_PAD_X - Math.min(room, doc.widthOfString(text)) : x + CELL_PAD_X;
          doc.text(text, tx, layout.y + CELL_PAD_Y + k * LINE_H, { lineBreak: false });
          doc.fontSize(CELL_SIZE);
        });
      }
      x += w[i];
    });
    doc
      .save()
      .lineWidth(0.3)
      .strokeColor('#dddddd')
      .moveTo(layout.left, layout.y + rowH)
      .lineTo(layout.left + layout.width, layout.y + rowH)
      .stroke()
      .restore();
    layout.y += rowH;
  });
  layout.y += 7;
}

/** A colour as a table cell draws it: a framed swatch, never its hex text. */
function drawSwatch(doc: Doc, x: number, y: number, width: number, value: string | undefined) {
  const color = parseColor(value ?? '#808080');
  doc.save().rect(x, y, width, LINE_H).fillOpacity(Math.max(0.25, color.alpha)).fill(color.hex).restore();
  doc.save().lineWidth(0.4).strokeColor('#999999').rect(x, y, width, LINE_H).stroke().restore();
}

/**
 * The footer of every page of a buffered document: `left` (cut to fit) and "Page n of N" at the right, `fromBottom`
 * pt above each page's bottom edge, `margin` pt in from its sides (a page of another size, a log page, included).
 */
export function writeFooters(doc: Doc, left: string, at: { margin: number; fromBottom: number }) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.font(FONT).fontSize(7.5).fillColor('#888888');
    const y = doc.page.height - at.fromBottom;
    doc.text(fitLine(doc, left, 500), at.margin, y, { lineBreak: false });
    const right = `Page ${i - range.start + 1} of ${range.count}`;
    doc.text(right, doc.page.width - at.margin - doc.widthOfString(right), y, { lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}
