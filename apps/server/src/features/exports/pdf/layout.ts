import type PDFDocument from 'pdfkit';
import type { DepthText } from './depth-text';
import { parseColor } from './scales';
import { clampLines, fitLine } from './text';

// The report's shared text primitives on the landscape pages: the cursor down the page (Layout) and tables with
// repeated headers and colour swatches. Every section module writes through them.

export type Doc = InstanceType<typeof PDFDocument>;

export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';

/** The cursor down the page; starts a new page when a block does not fit. */
export class Layout {
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

export interface Column {
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
export function writeTable(layout: Layout, title: string, columns: Column[], rows: string[][], empty: string) {
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
