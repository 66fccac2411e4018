import PDFDocument from 'pdfkit';
import type { ReportInput } from './report-types';
import { depthText } from '@mudstack/core';
import { cleanText } from './text';
import { Layout, writeFooters } from './layout';
import { writeCurveLegend, writeFormations, writeHairlineTable, writeHeader, writeMetadata, writeNotInFile } from './header-pages';
import { writeShowsTable } from './shows-table';
import { writeLogPages } from './log-pages';
import { trackScale } from './track';
import { writeSection } from './across-pages';
import { writeInterpretationPage } from './interpretation-pages';

// The report, section by section: header pages, the shows table, the gas log (depth down, log-pages.ts, or graphs
// across, across-pages.ts), the snippets and the interpretation pages; then the footers. Each section module takes
// the prepared input (report-input.ts) and draws through the shared primitives (layout.ts, scales.ts, track.ts).

/** US Letter landscape: graphs get the full 720 pt content width. */
const PAGE = { size: 'LETTER' as const, layout: 'landscape' as const, margin: 36 };
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
  // The header pages in two columns, as a mud log's header: the well, its metadata and marks, the curves; then
  // the shows table. A block that does not fit goes to the next column, then to the next page.
  layout.startColumns(2);
  writeHeader(layout, input);
  writeMetadata(layout, input);
  writeFormations(layout, input);
  writeHairlineTable(layout, 'Annotations', input.annotations, 'No annotations');
  writeHairlineTable(layout, 'Zones', input.zones, 'No zones');
  // Depth down, each track's value scale, fixed from its whole section: read once, for the legend and the log pages.
  const scales = input.layout === 'down' ? input.sections.map((s) => s.graphs.map((g) => trackScale(g, g.xRange[0], g.xRange[1]))) : [];
  if (input.layout === 'down') writeCurveLegend(layout, input, scales);
  writeNotInFile(layout, input.notInFile);
  writeShowsTable(layout, input);
  layout.endColumns();
  if (input.layout === 'down') {
    // The log depth down, then the snippets (drawn as the across report draws them) after each section's log.
    input.sections.forEach((section, i) => writeLogPages(doc, input, { section, scales: scales[i] }, layout.depth, input.logScale));
    for (const section of input.sections) writeSection(layout, input, section, 'snippets');
  } else for (const section of input.sections) writeSection(layout, input, section, 'all');
  if (input.interpretation) for (const plot of input.interpretation.plots) writeInterpretationPage(layout, plot);
  writeFooters(doc, cleanText(`${input.wellName || input.projectName} - ${input.projectName}`), { margin: PAGE.margin, fromBottom: PAGE.margin + 8 });
  doc.end();
  return done;
}
