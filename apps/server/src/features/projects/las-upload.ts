import { readLas } from '@mudstack/core/las/read-las';
import type { LasStreamReader } from '@mudstack/core/las/stream-reader';
import { LasError } from '@mudstack/core/las/errors';
import { requireDepthLog } from '@mudstack/core/las/depth-log';
import { timeLogToDepthLog } from '@mudstack/core/live/time-log';
import { depthUnit } from '@mudstack/core/las/units';
import { lasToColumns } from '@mudstack/core/gas/aliases';
import { FORMATION_PALETTE, lasTops, type HeaderItem, type LasFile } from '@mudstack/core';
import { invalid } from '../../errors';
import type { DataCurve, Dataset } from '../project-data';
import { newId, toNumberOrNull, type MetadataDoc } from './metadata';

/** Turns a reader error into the 422 the spec asks for: the reader's message, which names line and section. */
export function lasFileError(message: string, field = 'las_file') {
  return invalid({ [field]: [message] }, message);
}

/** Rows sorted by ascending depth; rows without a depth are dropped. */
export function sortByDepth(dataset: Dataset): Dataset {
  const { depth } = dataset;
  const n = depth.length;
  let ascending = true;
  let hasNaN = false;
  for (let i = 0; i < n; i++) {
    if (depth[i] !== depth[i]) hasNaN = true;
    else if (i > 0 && depth[i] < depth[i - 1]) ascending = false;
  }
  if (ascending && !hasNaN) return dataset;
  const order: number[] = [];
  for (let i = 0; i < n; i++) if (depth[i] === depth[i]) order.push(i);
  order.sort((a, b) => depth[a] - depth[b] || a - b);
  const pick = (values: Float64Array) => Float64Array.from(order, (i) => values[i]);
  return { depthUnit: dataset.depthUnit, depth: pick(depth), curves: dataset.curves.map((c) => ({ ...c, values: pick(c.values) })) };
}

export interface ParsedLas {
  las: LasFile;
  dataset: Dataset;
  warnings: string[];
}

/** Reads an uploaded LAS file into catalogue columns; a file the reader refuses answers 422 naming the line. */
export function parseLasUpload(bytes: Uint8Array, field = 'las_file', reader?: LasStreamReader): ParsedLas {
  let las: LasFile;
  try {
    las = reader ? reader.finish(bytes) : readLas(bytes);
    // Drilling data by time with bit and hole depth curves is read as a depth log by the live feed's rules.
    if (!las.depthIndexed) {
      const depthLog = timeLogToDepthLog(las);
      if (depthLog && depthLog.rowCount > 0) las = depthLog;
    }
    requireDepthLog(las);
  } catch (error) {
    if (error instanceof LasError) throw lasFileError(error.message, field);
    throw error;
  }
  const { depth, columns, warnings } = lasToColumns(las);
  const curves: DataCurve[] = [...columns].map(([name, c]) => ({
    name,
    unit: c.unit,
    original_mnemonic: c.originalMnemonic,
    description: c.description,
    values: c.values,
  }));
  const dataset = sortByDepth({ depth, depthUnit: 'ft', curves });
  if (dataset.depth.length === 0) throw lasFileError('The file has no data rows with a depth.', field);
  return { las, dataset, warnings: [...las.warnings.map((w) => w.message), ...warnings] };
}

function item(items: HeaderItem[], ...mnemonics: string[]): HeaderItem | undefined {
  for (const m of mnemonics) {
    const found = items.find((i) => i.mnemonic.toUpperCase() === m || i.originalMnemonic.toUpperCase() === m);
    if (found && found.value.trim() !== '') return found;
  }
  return undefined;
}

/** The depth range of a dataset and its step (the median spacing; null for fewer than 2 rows). */
export function depthRange(depth: Float64Array): { start_depth: number; stop_depth: number; step: number | null } {
  const n = depth.length;
  let step: number | null = null;
  if (n > 1) {
    const diffs: number[] = [];
    const stride = Math.max(1, Math.floor(n / 1000));
    for (let i = stride; i < n; i += stride) diffs.push((depth[i] - depth[i - stride]) / stride);
    diffs.sort((a, b) => a - b);
    step = Math.round(diffs[Math.floor(diffs.length / 2)] * 1e6) / 1e6;
  }
  return { start_depth: depth[0], stop_depth: depth[n - 1], step };
}

/**
 * ~Well items of the CWLS LAS 2.0 and 3.0 tables outside the specification's fields, kept as extra metadata when
 * the file gives them: GDAT is the geodetic datum (a date it is not), LATI/LONG the surface location, LIC the
 * licence number, UWI beside an API number.
 */
const WELL_EXTRAS: ReadonlyArray<readonly [key: string, mnemonics: readonly string[]]> = [
  ['geodetic_datum', ['GDAT']],
  ['latitude', ['LATI', 'LAT']],
  ['longitude', ['LONG', 'LON']],
  ['licence_number', ['LIC']],
  ['uwi', ['UWI']],
];

function wellExtras(text: (...m: string[]) => string): Record<string, string> {
  const extras: Record<string, string> = {};
  for (const [key, mnemonics] of WELL_EXTRAS) {
    const value = text(...mnemonics);
    // UWI is the API field's fallback: kept apart only when the file gives both.
    if (value && (key !== 'uwi' || text('API'))) extras[key] = value;
  }
  return extras;
}

/**
 * Metadata revision 1 from the file's headers (docs/decisions.md lists the mnemonics read). The
 * landing point is the form's value, else the file's LAND parameter, else the stop depth.
 */
export function headerMetadata(parsed: ParsedLas): MetadataDoc {
  const { las, dataset } = parsed;
  const headers = [...las.well, ...las.params];
  const text = (...m: string[]) => item(headers, ...m)?.value.trim() ?? '';
  const range = depthRange(dataset.depth);
  const headerStep = toNumberOrNull(item(las.well, 'STEP')?.value);
  return {
    well: text('WELL'),
    company: text('COMP'),
    country: text('CTRY', 'NATI'),
    api_number: text('API', 'UWI'),
    field: text('FLD'),
    state: text('STAT', 'PROV'),
    county: text('CNTY'),
    location: text('LOC'),
    date_analysed: text('DATE'),
    service_company: text('SRVC'),
    // GDAT is the geodetic datum (CWLS LAS 3.0 ~Well), not a date: it has its own field below.
    date_generated: text('DATE_GEN', 'DGEN'),
    null_value: las.nullValue,
    kb: toNumberOrNull(item(headers, 'EKB', 'KB', 'KBE', 'ELEV_KB')?.value),
    start_depth: range.start_depth,
    stop_depth: range.stop_depth,
    step: headerStep && headerStep !== 0 ? Math.abs(headerStep) : range.step,
    depth_of_split: toNumberOrNull(item(las.params, 'LAND', 'DOS', 'DEPTH_OF_SPLIT')?.value) ?? range.stop_depth,
    ...wellExtras(text),
    // Depths are stored in feet; a well logged in metres is shown and typed in metres (the file's own unit).
    depth_unit: depthUnit(las.indexUnit)?.canonical === 'M' ? 'm' : 'ft',
    global_hairlines: [],
    // A LAS 3.0 file's formation tops become the project's formations, each in the next palette colour.
    // The deepest formation without a base ends at the log's last depth (the file read off the event loop comes back
    // without its index curve: its depths are in `dataset`).
    global_formations: lasTops(las, range.stop_depth).map((t, i) => ({
      id: newId(),
      xval_low: t.top,
      xval_high: t.base,
      message: t.name,
      color: FORMATION_PALETTE[i % FORMATION_PALETTE.length],
    })),
  };
}
