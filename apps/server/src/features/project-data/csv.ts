import { csvCell } from '@mudstack/core';

/** A CSV text of columns: header row, one row per depth, empty cells for nulls (NaN). */
export function columnsToCsv(names: string[], columns: Float64Array[]): string {
  const n = columns.length > 0 ? columns[0].length : 0;
  const lines = new Array<string>(n + 1);
  lines[0] = names.map(csvCell).join(',');
  const cells = new Array<string>(columns.length);
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < columns.length; c++) {
      const v = columns[c][i];
      cells[c] = v === v ? String(v) : '';
    }
    lines[i + 1] = cells.join(',');
  }
  return lines.join('\n') + '\n';
}
