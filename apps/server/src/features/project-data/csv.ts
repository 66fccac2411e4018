import { cellText, csvCell } from '@mudstack/core';

/**
 * A CSV text of columns: header row, one row per depth, empty cells for nulls (NaN). Numbers go through the
 * shared cell writer: measured columns as read, `derived` ones (ratios, background-subtracted) to 6
 * significant digits. `units`, when given, go in the header.
 */
export function columnsToCsv(names: string[], columns: Float64Array[], derived: readonly boolean[] = [], units?: readonly string[]): string {
  const n = columns.length > 0 ? columns[0].length : 0;
  const lines = new Array<string>(n + 1);
  // With units, each header cell names its column's unit: `c1 (ppm)` (the diff-only import reads it back).
  lines[0] = names.map((name, c) => csvCell(units?.[c] ? `${name} (${units[c]})` : name)).join(',');
  const cells = new Array<string>(columns.length);
  const kinds = columns.map((_, c): 'derived' | 'measured' => (derived[c] ? 'derived' : 'measured'));
  for (let i = 0; i < n; i++) {
    for (let c = 0; c < columns.length; c++) cells[c] = cellText(columns[c][i], kinds[c]);
    lines[i + 1] = cells.join(',');
  }
  return lines.join('\n') + '\n';
}
