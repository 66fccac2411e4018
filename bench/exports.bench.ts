// PDF export of a 100,000-row project with 6 graphs and 6 snippets, rendered straight from
// synthetic demo-like curves (the renderer is where the time goes; loading is the data bench's).
import { renderReport } from '../apps/server/src/features/exports/pdf/render-report';
import { sampleReportInput } from '../apps/server/src/features/exports/pdf/sample-report';
import { figure, timeIt } from './report';

export async function run() {
  const input = sampleReportInput({ rows: 100_000 });
  const graphs = input.sections.map((s) => s.graphs.length).join(' + ');
  const snippets = input.sections.reduce((n, s) => n + s.graphs.reduce((m, g) => m + g.snippets.length, 0), 0);
  console.log(`  100,000 rows, graphs per section ${graphs}, ${snippets} snippets`);
  let size = 0;
  const ms = await timeIt(async () => {
    size = (await renderReport(input)).length;
  }, 5);
  figure('PDF export time', ms / 1000, 's', { atMost: 1.5 });
  figure('PDF file size', size / (1024 * 1024), 'MB', { atMost: 3 });
}
