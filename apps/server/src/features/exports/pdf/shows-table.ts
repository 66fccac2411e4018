import type { ReportInput } from './report-types';
import { writeTable, type Layout } from './layout';

/** The shows table: Haworth zones merged into intervals over the range asked, each with its peak gas and mean ratios. */
export function writeShowsTable(layout: Layout, input: ReportInput) {
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
