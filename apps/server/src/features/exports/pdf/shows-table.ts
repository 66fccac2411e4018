import { fixedText } from '@mudstack/core';
import type { ReportInput } from './report-types';
import { writeTable, type Layout } from './layout';

/** The shows table: Haworth zones merged into intervals over the range asked, each with its peak gas and mean ratios. */
export function writeShowsTable(layout: Layout, input: ReportInput) {
  const unit = layout.depth.unit;
  writeTable(
    layout,
    `Shows (Haworth zones, intervals of at least ${layout.depth.cell(input.showMinThickness)} ${unit})`,
    [
      { header: `Top (${unit})`, width: 32, align: 'right' },
      { header: `Base (${unit})`, width: 34, align: 'right' },
      { header: `Thickness (${unit})`, width: 43, align: 'right' },
      { header: '', width: 20, swatch: true },
      { header: 'Zone', width: 100, grow: true },
      { header: input.showTotalGasUnit ? `Peak total gas (${input.showTotalGasUnit})` : 'Peak total gas', width: 42, align: 'right' },
      { header: 'Wh (%)', width: 26, align: 'right' },
      { header: 'Bh', width: 24, align: 'right' },
      { header: 'Ch', width: 24, align: 'right' },
    ],
    input.shows.map((s) => [
      layout.depth.cell(s.top),
      layout.depth.cell(s.base),
      layout.depth.cell(s.base - s.top),
      s.color,
      `${s.code} ${s.name}`,
      fixedText(s.peakTotalGas, 0),
      fixedText(s.wh, 1),
      fixedText(s.bh, 1),
      fixedText(s.ch, 2),
    ]),
    'No depth in the range has the C1-C5 gases a Haworth zone needs',
  );
}
