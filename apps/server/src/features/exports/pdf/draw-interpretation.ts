import { depthColor, PIXLER_FIELDS, PIXLER_RATIOS, pixlerY, ternaryXY, type PixlerLine, type TernaryPoint } from '@mudstack/core';
import { parseColor } from './scales';

type Doc = PDFKit.PDFDocument;
const FONT = 'Helvetica';

/** The Pixler ladder plot in a box: Pixler's fields behind, one line per depth coloured shallow to deep. */
export function drawPixler(doc: Doc, lines: PixlerLine[], x: number, y: number, w: number, h: number) {
  const pad = { left: 40, right: 14, top: 8, bottom: 22 };
  const pw = w - pad.left - pad.right;
  const ph = h - pad.top - pad.bottom;
  const px = (k: number) => x + pad.left + (k * pw) / (PIXLER_RATIOS.length - 1);
  const py = (v: number) => y + pad.top + ph * (1 - pixlerY(v));
  const band = (lo: readonly number[], hi: readonly number[], color: string, opacity: number) => {
    doc.save();
    doc.moveTo(px(0), py(lo[0]));
    for (let k = 1; k < lo.length; k++) doc.lineTo(px(k), py(lo[k]));
    for (let k = hi.length - 1; k >= 0; k--) doc.lineTo(px(k), py(hi[k]));
    doc.closePath().fillColor(color).fillOpacity(opacity).fill();
    doc.restore();
  };
  band([1, 1, 1, 1], PIXLER_FIELDS.lower, '#9e9e9e', 0.15);
  band(PIXLER_FIELDS.lower, PIXLER_FIELDS.oilTop, '#43a047', 0.2);
  band(PIXLER_FIELDS.oilTop, PIXLER_FIELDS.gasTop, '#e53935', 0.15);
  band(PIXLER_FIELDS.gasTop, [10_000, 10_000, 10_000, 10_000], '#9e9e9e', 0.15);
  doc
    .font(FONT)
    .fontSize(7)
    .fillColor('#2e7d32')
    .text('Oil', px(0) + 3, py(5), { lineBreak: false });
  doc.fillColor('#c62828').text('Gas', px(0) + 3, py(35), { lineBreak: false });
  doc.fillColor('#555555').text('Non-productive', px(0) + 3, py(1.5), { lineBreak: false });
  doc.text('Non-productive', px(0) + 3, py(3000), { lineBreak: false });
  for (const v of [1, 10, 100, 1000, 10_000]) {
    doc
      .save()
      .moveTo(x + pad.left, py(v))
      .lineTo(x + pad.left + pw, py(v))
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke()
      .restore();
    const label = v.toLocaleString('en-US');
    doc
      .fontSize(7)
      .fillColor('#444444')
      .text(label, x + pad.left - 4 - doc.widthOfString(label), py(v) - 3, { lineBreak: false });
  }
  PIXLER_RATIOS.forEach((r, k) => {
    doc
      .save()
      .moveTo(px(k), y + pad.top)
      .lineTo(px(k), y + pad.top + ph)
      .lineWidth(0.4)
      .strokeColor('#999999')
      .stroke()
      .restore();
    doc
      .fontSize(8)
      .fillColor('#222222')
      .text(r.label, px(k) - doc.widthOfString(r.label) / 2, y + h - 14, { lineBreak: false });
  });
  const first = lines[0]?.depth ?? 0;
  const span = (lines[lines.length - 1]?.depth ?? first) - first || 1;
  for (const line of lines) {
    const pts = line.ratios.map((v, k) => (Number.isNaN(v) ? null : ([px(k), py(v)] as const))).filter((p) => p != null);
    if (pts.length < 2) continue;
    const c = parseColor(depthColor((line.depth - first) / span));
    doc.save().moveTo(pts[0][0], pts[0][1]);
    for (const [a, b] of pts.slice(1)) doc.lineTo(a, b);
    doc.lineWidth(0.8).strokeColor(c.hex).strokeOpacity(0.85).stroke().restore();
  }
  if (lines.length === 0)
    doc
      .fontSize(9)
      .fillColor('#777777')
      .text('No depth here has two or more Pixler ratios.', x + pad.left + 8, y + h / 2, { lineBreak: false });
}

/** The C2 / C3 / butane ternary diagram in a box: one dot per depth coloured shallow to deep. */
export function drawTernary(doc: Doc, points: TernaryPoint[], butane: string, x: number, y: number, w: number, h: number) {
  const side = Math.min(w - 30, ((h - 30) * 2) / Math.sqrt(3));
  const th = (side * Math.sqrt(3)) / 2;
  const ox = x + (w - side) / 2;
  const oy = y + 14 + th;
  const at = (p: { c2: number; c3: number; nc4: number }) => {
    const q = ternaryXY(p);
    return [ox + q.x * side, oy - q.y * th] as const;
  };
  const [top, left, right] = [at({ c2: 1, c3: 0, nc4: 0 }), at({ c2: 0, c3: 1, nc4: 0 }), at({ c2: 0, c3: 0, nc4: 1 })];
  doc
    .save()
    .moveTo(...top)
    .lineTo(...left)
    .lineTo(...right)
    .closePath()
    .lineWidth(0.6)
    .strokeColor('#555555')
    .stroke()
    .restore();
  for (const g of [0.2, 0.4, 0.6, 0.8]) {
    const a = at({ c2: g, c3: 1 - g, nc4: 0 });
    const b = at({ c2: g, c3: 0, nc4: 1 - g });
    doc
      .save()
      .moveTo(...a)
      .lineTo(...b)
      .lineWidth(0.3)
      .strokeColor('#cccccc')
      .stroke()
      .restore();
  }
  doc.font(FONT).fontSize(8).fillColor('#222222');
  doc.text('C2', top[0] - doc.widthOfString('C2') / 2, top[1] - 11, { lineBreak: false });
  doc.text('C3', left[0] - 4, left[1] + 3, { lineBreak: false });
  doc.text(butane, right[0] - doc.widthOfString(butane) + 4, right[1] + 3, { lineBreak: false });
  const depths = points.map((p) => p.depth);
  const low = Math.min(...depths);
  const span = Math.max(...depths) - low || 1;
  for (const p of points) {
    const c = parseColor(depthColor((p.depth - low) / span));
    doc
      .save()
      .circle(...at(p), 1.6)
      .fillColor(c.hex)
      .fillOpacity(0.8)
      .fill()
      .restore();
  }
  if (points.length === 0)
    doc
      .fontSize(9)
      .fillColor('#777777')
      .text(`No depth here has C2, C3 and ${butane}.`, x + 10, y + h / 2, { lineBreak: false });
}
