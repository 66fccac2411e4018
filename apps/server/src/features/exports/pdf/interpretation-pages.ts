import type { ReportInterpretation } from './report-types';
import { drawPixler, drawTernary } from './draw-interpretation';
import { BOLD, FONT, type Layout } from './layout';
import { cleanText } from './text';
import { formatDepth } from './scales';

/** One page per chosen snippet: its interval's Pixler plot and ternary diagram side by side. */
export function writeInterpretationPage(layout: Layout, plot: ReportInterpretation['plots'][number]) {
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
