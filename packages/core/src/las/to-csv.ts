import { csvCell as csvField } from '../format/csv-cell';
import type { LasFile } from './types';

/** CSV of the curves: a header row of mnemonics, a row of units, then one row per depth; nulls are empty. */
export function lasToCsv(file: Pick<LasFile, 'curves' | 'rowCount'>): string {
  const lines: string[] = [];
  lines.push(file.curves.map((c) => csvField(c.header.mnemonic)).join(','));
  lines.push(file.curves.map((c) => csvField(c.header.unit)).join(','));
  for (let r = 0; r < file.rowCount; r++) {
    const cells: string[] = [];
    for (const c of file.curves) {
      const v = c.values[r];
      if (typeof v === 'number') cells.push(Number.isFinite(v) ? String(v) : '');
      else cells.push(v === null || v === undefined ? '' : csvField(v));
    }
    lines.push(cells.join(','));
  }
  return lines.join('\n') + '\n';
}
