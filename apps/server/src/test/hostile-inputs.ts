import { smallLas, multipart } from './projects';

/**
 * Requests that once held the event loop or ate the server's memory, each beside a plain request of the same
 * size: the hostile-inputs test sends them while timing /api/health, and `npm run bench -- hostile` prints the
 * same figures over real HTTP.
 */
export interface HostileRequest {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: Buffer | string;
  headers?: Record<string, string>;
}

export interface HostileCase {
  /** What it is, as the bench prints it. */
  name: string;
  hostile: HostileRequest;
  plain: HostileRequest;
}

const lasHeader = ['~Version', 'VERS. 2.0 :', 'WRAP. NO :', '~Well', 'NULL. -999.25 :', '~Curve', 'DEPT.ft :', 'C1.ppm :', 'C2.ppm :', '~A'].join(
  '\n',
);

/** Plain rows below the project's data (an append), about `bytes` long. */
function plainRows(bytes: number, startDepth: number): string {
  const rows: string[] = [];
  let n = 0;
  for (let i = 0; n < bytes; i++) {
    const row = `${(startDepth + i * 0.5).toFixed(1)} ${(100 + (i % 97)).toFixed(2)} ${(10 + (i % 13)).toFixed(3)}`;
    rows.push(row);
    n += row.length + 1;
  }
  return rows.join('\n');
}

function importForm(projectId: number, type: string, filename: string, content: string): HostileRequest {
  const body = multipart({ 'type-of-import': type, depth_change: 'keep' }, { las_file: { filename, content } });
  return { name: filename, method: 'POST', url: `/api/projects/${projectId}/import`, payload: body.payload, headers: body.headers };
}

/** The cases, against a project whose data ends above 6000 ft (`projectId`) and one whose well name is 2,500 Ws (`longNameId`). */
export function hostileCases(projectId: number, longNameId: number, plainNameId: number): HostileCase[] {
  const digits = `${lasHeader}\n5001.7 ${'1'.repeat(30_000)}x 1\n`;
  const wideRow = Array.from({ length: 20_000 }, () => '1').join(' ');
  const wide = `${lasHeader}\n6000 ${wideRow}\n${'1 2 3\n'.repeat(15_000)}`;
  const csvHeader = ['depth', ...Array.from({ length: 2999 }, (_, i) => `c${i}`)].join(',');
  const csv = `${csvHeader}\n${Array.from({ length: 3000 }, (_, i) => String(5000 + i * 0.5)).join('\n')}\n`;
  const plainCsv = `depth,c1\n${Array.from({ length: Math.ceil(csv.length / 14) }, (_, i) => `${5000 + (i % 200) * 0.5},${i % 97}.5`).join('\n')}\n`;
  const pdf = (id: number): HostileRequest => ({
    name: 'PDF',
    method: 'POST',
    url: `/api/projects/${id}/export-pdf`,
    payload: JSON.stringify({ wellName: '' }),
    headers: { 'content-type': 'application/json' },
  });
  return [
    {
      name: 'a LAS append with a 30,000-digit token (31 KB)',
      hostile: importForm(projectId, 'append', 'digits.las', digits),
      plain: importForm(projectId, 'append', 'plain.las', `${lasHeader}\n${plainRows(digits.length - lasHeader.length, 7000)}\n`),
    },
    {
      name: 'a LAS append with a 20,000-value first row over 15,000 short rows (130 KB)',
      hostile: importForm(projectId, 'append', 'wide.las', wide),
      plain: importForm(projectId, 'append', 'plain-wide.las', `${lasHeader}\n${plainRows(wide.length - lasHeader.length, 9000)}\n`),
    },
    {
      name: 'a diff-only CSV of 3,000 columns and 3,000 depth-only rows (32 KB)',
      hostile: importForm(projectId, 'diff-only', 'wide.csv', csv),
      plain: importForm(projectId, 'diff-only', 'plain.csv', plainCsv),
    },
    { name: 'a PDF of a well named with 2,500 Ws', hostile: pdf(longNameId), plain: pdf(plainNameId) },
  ];
}

/** A small well whose LAS WELL item is 2,500 Ws (the file's header has no length limit; metadata edits do). */
export function longWellNameLas(): string {
  return smallLas().replace(/^( WELL\.\s+)[^:]*(:.*)$/m, (_, a: string, b: string) => `${a}${'W'.repeat(2500)} ${b}`);
}
