import { parse } from 'csv-parse/sync';
import { invalid } from '../../errors';
import type { Dataset } from '../project-data';

const fail = (message: string) => invalid({ las_file: [message] }, message);

/** The cell that blanks a value in a diff-only CSV (any case). docs/imports.md. */
export const BLANK_CELL = 'NULL';

/** The most columns a diff-only CSV may name, depth included: every curve of a mud-gas log, and more. */
export const MAX_DIFF_COLUMNS = 1000;

/**
 * The most cells (columns x rows) a diff-only CSV of `bytes` bytes may fill. A short row leaves the rest of its
 * columns as they are, yet each still takes a cell: without a bound, a wide header over thousands of
 * depth-only rows is columns x rows of work and memory for a file of a few bytes a row.
 */
export function diffCellBudget(bytes: number): number {
  return bytes + (1 << 22);
}

/**
 * A diff-only CSV: a header row whose first column is depth (feet), then one row per depth to
 * change; an empty cell leaves that value as it is, `NULL` blanks it. Series are named as in the CSV export.
 */
export function parseDiffCsv(text: string): Dataset {
  // A real CSV parser (RFC 4180): quoted cells may hold commas, quotes and line breaks; line numbers
  // are the file's own.
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true, info: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw fail(`${line ? `Line ${line}: ` : ''}the CSV file cannot be read (${(error as Error).message.replace(/^Invalid [^:]*: /, '')}).`);
  }
  if (records.length === 0) throw fail('The CSV file is empty.');
  const headerLine = records[0].info.lines;
  // A header cell may name its unit, as the CSV export writes it (`c1 (ppm)`): the name is what comes before.
  const header = records[0].record.map((h) => h.replace(/\s*\([^()]*\)\s*$/, '').toLowerCase());
  if (!['depth', 'dept', 'md'].includes(header[0])) throw fail(`Line ${headerLine}: the first column must be depth.`);
  if (header.length > MAX_DIFF_COLUMNS) {
    throw fail(`Line ${headerLine}: the header names ${header.length} columns; a diff-only CSV takes at most ${MAX_DIFF_COLUMNS}.`);
  }
  const names = header.slice(1);
  const empty = names.findIndex((n) => n === '');
  if (empty >= 0) throw fail(`Line ${headerLine}: column ${empty + 2} has no name.`);
  const depth: number[] = [];
  const values: number[][] = names.map(() => []);
  const blanks: number[][] = names.map(() => []);
  const maxRows = Math.floor(diffCellBudget(Buffer.byteLength(text)) / header.length);
  for (const { record: cells, info } of records.slice(1)) {
    const line = info.lines;
    if (cells.every((c) => c === '')) continue;
    if (depth.length >= maxRows) {
      throw fail(
        `Line ${line}: ${depth.length} rows of ${header.length} columns, far more cells than the file gives values for; send only the columns that change.`,
      );
    }
    if (cells.length > header.length) throw fail(`Line ${line}: ${cells.length} cells, but the header names ${header.length} columns.`);
    const parseCell = (cell: string | undefined, column: string) => {
      if (cell === undefined || cell === '') return NaN;
      const n = Number(cell);
      if (!Number.isFinite(n)) throw fail(`Line ${line}: "${cell}" in column ${column} is not a number.`);
      return n;
    };
    const d = parseCell(cells[0], 'depth');
    if (Number.isNaN(d)) throw fail(`Line ${line}: the depth is missing.`);
    depth.push(d);
    names.forEach((name, c) => {
      const cell = cells[c + 1];
      const blank = cell !== undefined && cell.toUpperCase() === BLANK_CELL;
      blanks[c].push(blank ? 1 : 0);
      values[c].push(blank ? NaN : parseCell(cell, name));
    });
  }
  if (depth.length === 0) throw fail('The CSV file has no rows to change.');
  return {
    depth: Float64Array.from(depth),
    depthUnit: 'ft',
    curves: names.map((name, c) => ({
      name,
      unit: '',
      original_mnemonic: name,
      description: '',
      values: Float64Array.from(values[c]),
      blank: Uint8Array.from(blanks[c]),
    })),
  };
}
