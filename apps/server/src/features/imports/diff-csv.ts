import { invalid } from '../../errors';
import type { Dataset } from '../project-data';

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else cell += ch;
  }
  cells.push(cell);
  return cells.map((c) => c.trim());
}

const fail = (message: string) => invalid({ las_file: [message] }, message);

/**
 * A diff-only CSV: a header row whose first column is depth (feet), then one row per depth to
 * change; an empty cell leaves that value as it is. Series are named as in the CSV export.
 */
export function parseDiffCsv(text: string): Dataset {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0) throw fail('The CSV file is empty.');
  const header = splitCsvLine(lines[headerIndex]).map((h) => h.toLowerCase());
  if (!['depth', 'dept', 'md'].includes(header[0])) throw fail(`Line ${headerIndex + 1}: the first column must be depth.`);
  const names = header.slice(1);
  const empty = names.findIndex((n) => n === '');
  if (empty >= 0) throw fail(`Line ${headerIndex + 1}: column ${empty + 2} has no name.`);
  const depth: number[] = [];
  const values: number[][] = names.map(() => []);
  for (let i = headerIndex + 1; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const cells = splitCsvLine(lines[i]);
    if (cells.length > header.length) throw fail(`Line ${i + 1}: ${cells.length} cells, but the header names ${header.length} columns.`);
    const parse = (cell: string | undefined, column: string) => {
      if (cell === undefined || cell === '') return NaN;
      const n = Number(cell);
      if (!Number.isFinite(n)) throw fail(`Line ${i + 1}: "${cell}" in column ${column} is not a number.`);
      return n;
    };
    const d = parse(cells[0], 'depth');
    if (Number.isNaN(d)) throw fail(`Line ${i + 1}: the depth is missing.`);
    depth.push(d);
    names.forEach((name, c) => values[c].push(parse(cells[c + 1], name)));
  }
  if (depth.length === 0) throw fail('The CSV file has no rows to change.');
  return {
    depth: Float64Array.from(depth),
    depthUnit: 'ft',
    curves: names.map((name, c) => ({ name, unit: '', original_mnemonic: name, description: '', values: Float64Array.from(values[c]) })),
  };
}
