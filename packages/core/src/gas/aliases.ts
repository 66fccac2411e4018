/**
 * From the curves of a LAS file to catalogue columns: real rig-site mnemonics (C1, METHANE, TG,
 * IC4...) are mapped to catalogue short names when their unit fits the series (a `C1` in mm is a
 * caliper, not methane). Curves that match nothing are kept under their own lower-cased mnemonic.
 */
import { decimalPlaces, roundDecimals } from '../format/number-cell';
import type { LasFile } from '../las/types';
import { findSeries, SERIES_CATALOGUE, type SeriesDef } from './catalogue';
import { derivedInputs } from './ratios';

/**
 * Upper-case LAS mnemonic -> catalogue short name. Matching also strips `_PPM`, `_PCT`... (see
 * normaliseMnemonic). Every catalogue name is its own alias, so our D-type exports read back.
 */
export const ALIASES: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(SERIES_CATALOGUE.map((s) => [s.short_name.toUpperCase(), s.short_name])),
  // Hydrocarbons
  C1: 'c1',
  METHANE: 'c1',
  METH: 'c1',
  C1M: 'c1',
  CH4: 'c1',
  GC_C1: 'c1',
  C1_GAS: 'c1',
  C2: 'c2',
  ETHANE: 'c2',
  ETH: 'c2',
  C2M: 'c2',
  C2H6: 'c2',
  GC_C2: 'c2',
  C2_GAS: 'c2',
  C3: 'c3',
  PROPANE: 'c3',
  PROP: 'c3',
  C3M: 'c3',
  C3H8: 'c3',
  GC_C3: 'c3',
  C3_GAS: 'c3',
  C4: 'c4',
  BUTANE: 'c4',
  BUTANES: 'c4',
  C4T: 'c4',
  C4_TOT: 'c4',
  C4M: 'c4',
  TC4: 'c4',
  GC_C4: 'c4',
  C5: 'c5',
  PENTANE: 'c5',
  PENTANES: 'c5',
  C5T: 'c5',
  C5_TOT: 'c5',
  C5M: 'c5',
  TC5: 'c5',
  GC_C5: 'c5',
  C6: 'c6',
  HEXANE: 'c6',
  HEXANES: 'c6',
  C6M: 'c6',
  C7: 'c7',
  HEPTANE: 'c7',
  HEPTANES: 'c7',
  C7M: 'c7',
  C8: 'c8',
  OCTANE: 'c8',
  OCTANES: 'c8',
  C8M: 'c8',
  C9: 'c9',
  NONANE: 'c9',
  NONANES: 'c9',
  C9M: 'c9',
  C10: 'c10',
  DECANE: 'c10',
  DECANES: 'c10',
  C10M: 'c10',
  // Aromatics and other named compounds
  BEN: 'ben',
  BENZ: 'ben',
  BENZENE: 'ben',
  C6H6: 'ben',
  TOL: 'tol',
  TOLU: 'tol',
  TOLUENE: 'tol',
  C7H8: 'tol',
  XY: 'xy',
  XYL: 'xy',
  XYLE: 'xy',
  XYLENE: 'xy',
  XYLENES: 'xy',
  C8H10: 'xy',
  AROM: 'arom',
  AROMATICS: 'arom',
  ARO: 'arom',
  PARA: 'para',
  PARAFFIN: 'para',
  PARAFFINS: 'para',
  PAR: 'para',
  NAPH: 'naph',
  NAPHTHENE: 'naph',
  NAPHTHENES: 'naph',
  NAP: 'naph',
  ACETIC: 'acetic_acid',
  ACETIC_ACID: 'acetic_acid',
  ACET: 'acetic_acid',
  CH3COOH: 'acetic_acid',
  AMU22: 'amu_22',
  AMU_22: 'amu_22',
  M22: 'amu_22',
  AMU51: 'amu_51',
  AMU_51: 'amu_51',
  M51: 'amu_51',
  AMU55: 'amu_55',
  AMU_55: 'amu_55',
  M55: 'amu_55',
  // Non-hydrocarbon gases
  CO2: 'co2',
  CARBON_DIOXIDE: 'co2',
  H2S: 'h2s',
  HYDROGEN_SULFIDE: 'h2s',
  HYDROGEN_SULPHIDE: 'h2s',
  HE: 'he',
  HELIUM: 'he',
  H2: 'hy',
  HY: 'hy',
  HYD: 'hy',
  HYDROGEN: 'hy',
  N2: 'ni',
  NI: 'ni',
  NITROGEN: 'ni',
  AR: 'ar',
  ARGON: 'ar',
  // Total gas
  TG: 'total_gas',
  TGAS: 'total_gas',
  TOTAL_GAS: 'total_gas',
  TOTGAS: 'total_gas',
  GAS: 'total_gas',
  TOT_GAS: 'total_gas',
  GASTOT: 'total_gas',
  TOTALGAS: 'total_gas',
  // Ratios a logging unit may already have computed (the file's values win over ours)
  WH: 'wh',
  WETNESS: 'wh',
  BH: 'bh',
  BALANCE: 'bh',
  CH: 'ch',
  CHARACTER: 'ch',
  HAWORTH_ZONE: 'haworth_zone',
  C1C2: 'pix1',
  C1_C2: 'pix1',
  C1C3: 'pix2',
  C1_C3: 'pix2',
  C1C4: 'pix3',
  C1_C4: 'pix3',
  C1C5: 'pix4',
  C1_C5: 'pix4',
  C1_NORM: 'norm_c1',
  C2_NORM: 'norm_c2',
  C3_NORM: 'norm_c3',
  C4_NORM: 'norm_c4',
  C5_NORM: 'norm_c5',
  // Other
  SW: 'sw',
  WATER_SATURATION: 'sw',
  TIME: 'time',
});

/** Parts of C4 and C5 summed when the file has no total (iso + normal, and neo for pentane). */
export const SUMMED_PARTS: Readonly<Record<'c4' | 'c5', readonly string[]>> = Object.freeze({
  c4: Object.freeze(['IC4', 'NC4']),
  c5: Object.freeze(['IC5', 'NC5', 'NEOC5']),
});

/** Per-part aliases: upper-case mnemonic -> the part name used in SUMMED_PARTS. */
export const PART_ALIASES: Readonly<Record<string, string>> = Object.freeze({
  IC4: 'IC4',
  I_C4: 'IC4',
  ISOBUTANE: 'IC4',
  ISO_BUTANE: 'IC4',
  C4I: 'IC4',
  NC4: 'NC4',
  N_C4: 'NC4',
  NBUTANE: 'NC4',
  N_BUTANE: 'NC4',
  C4N: 'NC4',
  IC5: 'IC5',
  I_C5: 'IC5',
  ISOPENTANE: 'IC5',
  ISO_PENTANE: 'IC5',
  C5I: 'IC5',
  NC5: 'NC5',
  N_C5: 'NC5',
  NPENTANE: 'NC5',
  N_PENTANE: 'NC5',
  C5N: 'NC5',
  NEOC5: 'NEOC5',
  NEO_C5: 'NEOC5',
  NEOPENTANE: 'NEOC5',
  C5NEO: 'NEOC5',
});

type UnitClass = 'gas' | 'ratio' | 'time';

/** Gas concentration units and their factor to ppm (null: a gas unit with no ppm equivalent). */
const GAS_UNITS: ReadonlyMap<string, number | null> = new Map<string, number | null>([
  ['', 1],
  ['ppm', 1],
  ['ppmv', 1],
  ['ppm(v)', 1],
  ['ppmvol', 1],
  ['ppb', 1e-3],
  ['%', 1e4],
  ['pct', 1e4],
  ['percent', 1e4],
  ['vol%', 1e4],
  ['%vol', 1e4],
  ['v%', 1e4],
  ['mol%', 1e4],
  ['%mol', 1e4],
  ['mole%', 1e4],
  ['units', null],
  ['unit', null],
  ['u', null],
  ['gu', null],
  ['gasunits', null],
  ['gas_units', null],
  ['api', null],
  ['ugas', null],
]);

const RATIO_UNITS: ReadonlySet<string> = new Set([
  '',
  '-',
  'ratio',
  'frac',
  'fraction',
  'dec',
  'v/v',
  '%',
  'pct',
  'percent',
  'pu',
  'unitless',
  'none',
  'dimensionless',
]);
const TIME_UNITS: ReadonlySet<string> = new Set([
  '',
  's',
  'sec',
  'secs',
  'second',
  'seconds',
  'min',
  'mins',
  'minute',
  'minutes',
  'h',
  'hr',
  'hrs',
  'hour',
  'hours',
  'd',
  'day',
  'days',
  'hh:mm:ss',
  'hhmmss',
  'date',
  'datetime',
  'time',
]);

function normaliseUnit(unit: string): string {
  return unit.trim().toLowerCase().replace(/\s+/g, '');
}

function unitClassOf(series: SeriesDef): UnitClass {
  if (series.short_name === 'time') return 'time';
  return series.y_label === 'Parts per million' ? 'gas' : 'ratio';
}

function unitFits(cls: UnitClass, unit: string): boolean {
  const u = normaliseUnit(unit);
  if (cls === 'gas') return GAS_UNITS.has(u);
  if (cls === 'ratio') return RATIO_UNITS.has(u);
  return TIME_UNITS.has(u);
}

/** Upper case, separators to `_`, and a trailing unit word dropped (`C1_PPM`, `TG-PCT`, `C1 (ppm)`). */
export function normaliseMnemonic(mnemonic: string): string {
  let m = mnemonic.trim().toUpperCase().replace(/:\d+$/, '');
  m = m
    .replace(/[\s\-.()[\]/]+/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  const stripped = m.replace(/_(PPM|PPMV|PCT|PERCENT|MOL|MOLPCT|UNITS|U|GU|RAW)$/, '');
  return stripped || m;
}

const SERIES_BY_LONG_NAME: ReadonlyMap<string, string> = new Map(SERIES_CATALOGUE.map((s) => [s.long_name.toLowerCase(), s.short_name]));

/** The catalogue series a curve stands for, or undefined (mnemonic or exact long-name description, and a fitting unit). */
export function matchSeries(mnemonic: string, unit: string, description = ''): SeriesDef | undefined {
  const m = normaliseMnemonic(mnemonic);
  let name: string | undefined = ALIASES[m] ?? ALIASES[mnemonic.trim().toUpperCase()];
  if (!name) {
    const d = description.trim().toLowerCase();
    if (d) name = SERIES_BY_LONG_NAME.get(d);
  }
  if (!name) return undefined;
  const series = findSeries(name);
  if (!series || !unitFits(unitClassOf(series), unit)) return undefined;
  return series;
}

/** The C4/C5 part a curve stands for (IC4, NC4, IC5, NC5, NEOC5), gas units only. */
export function matchPart(mnemonic: string, unit: string): string | undefined {
  const m = normaliseMnemonic(mnemonic);
  const part = PART_ALIASES[m];
  return part && unitFits('gas', unit) ? part : undefined;
}

export interface Column {
  values: Float64Array;
  unit: string;
  originalMnemonic: string;
  description: string;
}

/** Columns keyed by catalogue short name, or by the curve's own lower-cased mnemonic when it matches nothing. */
export type ColumnSet = Map<string, Column>;

/**
 * Maps a LAS file's curves to columns. The first curve is the index (depth in ft). Gas series in
 * %, mol% or ppb are converted to ppm (the catalogue's unit), with a warning; units such as
 * `units` (gas units) are kept as they are. IC4 + NC4 become c4 and IC5 + NC5 (+ NEOC5) c5 when the
 * file has no total; a null in any part makes the sum null on that row. Never throws.
 */
export function lasToColumns(las: LasFile): { depth: Float64Array; columns: ColumnSet; warnings: string[] } {
  const warnings: string[] = [];
  const columns: ColumnSet = new Map();
  const rows = las.rowCount;
  const [index, ...curves] = las.curves;
  let depth: Float64Array;
  if (!index) {
    warnings.push('The file has no curves; there is no depth index.');
    return { depth: new Float64Array(0), columns, warnings };
  }
  if (index.kind === 'number') depth = index.values;
  else {
    warnings.push(`The index curve ${index.header.originalMnemonic} is not numeric; depths are nulls.`);
    depth = new Float64Array(rows).fill(NaN);
  }

  const parts = new Map<string, Column>();
  const unmatched: Array<{ key: string; column: Column }> = [];

  for (const curve of curves) {
    const h = curve.header;
    const label = h.originalMnemonic || h.mnemonic;
    if (curve.kind !== 'number') {
      warnings.push(`Curve ${label} holds text; it is not imported.`);
      continue;
    }
    const base: Column = { values: curve.values, unit: h.unit, originalMnemonic: label, description: h.description };
    const series = matchSeries(label, h.unit, h.description);
    if (series && !columns.has(series.short_name)) {
      columns.set(series.short_name, toCatalogueUnit(base, series, warnings));
      continue;
    }
    if (series) warnings.push(`Curve ${label} is also ${series.short_name}; the first such curve is used.`);
    const part = matchPart(label, h.unit);
    if (part && !parts.has(part)) parts.set(part, toPpm(base, label, warnings));
    const alias = ALIASES[normaliseMnemonic(label)];
    if (!series && alias && !part) {
      warnings.push(`Curve ${label} in '${h.unit}' is not read as ${alias} (not a unit for that series).`);
    }
    // Blanks in a name (`I. Res.`) become `_`: a LAS mnemonic cannot hold them, so an export reads back the same.
    unmatched.push({ key: (h.mnemonic.toLowerCase() || label.toLowerCase()).replace(/\s+/g, '_'), column: base });
  }

  addSummedParts(columns, parts, rows, warnings);
  keepLoggedRatios(columns, warnings);
  addOtherCurves(columns, unmatched, warnings);
  return { depth, columns, warnings };
}

/**
 * IC4 + NC4 become c4 and IC5 + NC5 (+ NEOC5) c5 when the file has no total, rounded to the parts' decimals; a null
 * in any part makes the sum null on that row.
 */
function addSummedParts(columns: ColumnSet, parts: Map<string, Column>, rows: number, warnings: string[]) {
  for (const [total, names] of Object.entries(SUMMED_PARTS) as Array<['c4' | 'c5', readonly string[]]>) {
    if (columns.has(total)) continue;
    const present = names.filter((p) => parts.has(p));
    const required = total === 'c4' ? ['IC4', 'NC4'] : ['IC5', 'NC5'];
    if (!required.every((p) => parts.has(p))) {
      if (present.length > 0)
        warnings.push(`${present.join(' and ')} found without ${required.filter((p) => !parts.has(p)).join(' and ')}; ${total} is not computed.`);
      continue;
    }
    const cols = present.map((p) => parts.get(p)!);
    // The sum keeps its parts' decimals: 2.345 + 3.179 is 5.524, not the 5.523999999999999 of binary arithmetic.
    const places = Math.max(...cols.map((c) => decimalPlaces(c.values)));
    const sum = new Float64Array(rows);
    for (let i = 0; i < rows; i++) {
      let s = 0;
      for (const c of cols) s += c.values[i];
      sum[i] = roundDecimals(s, places); // NaN if any part is NaN
    }
    columns.set(total, {
      values: sum,
      unit: 'ppm',
      originalMnemonic: cols.map((c) => c.originalMnemonic).join('+'),
      description: `Sum of ${cols.map((c) => c.originalMnemonic).join(', ')}`,
    });
  }
}

/**
 * A ratio the logging unit computed (C1C2, WH...) is kept beside ours, never in its place, when the file has the
 * gases to compute it: after an import changes a gas, the computed ratio follows and the file's stays as logged,
 * named so. Without the gases it is the only value there is and takes the catalogue name.
 */
function keepLoggedRatios(columns: ColumnSet, warnings: string[]) {
  for (const [name, column] of [...columns]) {
    const inputs = derivedInputs(name);
    if (inputs.length === 0 || !inputs.every((input) => columns.has(input))) continue;
    columns.delete(name);
    const key = `${name}_as_logged`;
    const long = findSeries(name)?.long_name ?? name;
    columns.set(key, { ...column, description: `${long} as logged in the file${column.description ? ` (${column.description})` : ''}` });
    warnings.push(`Curve ${column.originalMnemonic} is kept as '${key}' (as logged): ${name} is computed from the file's gases.`);
  }
}

/** Curves that are no catalogue series, under their own names (with their unit or `:n` when the name is taken). */
function addOtherCurves(columns: ColumnSet, unmatched: Array<{ key: string; column: Column }>, warnings: string[]) {
  for (const { key, column } of unmatched) {
    let k = key;
    if (findSeries(k) || k === 'depth' || columns.has(k)) {
      const unitPart = normaliseUnit(column.unit).replace(/[^a-z0-9]+/g, '');
      k = unitPart ? `${key}_${unitPart}` : `${key}_raw`;
      let n = 1;
      const stem = k;
      while (findSeries(k) || columns.has(k)) k = `${stem}:${n++}`;
      warnings.push(`Curve ${column.originalMnemonic} is kept as '${k}' (${key} is taken).`);
    }
    columns.set(k, column);
  }
}

function toPpm(column: Column, label: string, warnings: string[]): Column {
  const u = normaliseUnit(column.unit);
  const factor = GAS_UNITS.get(u);
  if (factor === undefined || factor === null || factor === 1) return column;
  const values = new Float64Array(column.values.length);
  // 0.0123 % is 123 ppm, not 122.99999999999999: the product is cut to 15 significant digits (the reading's own).
  for (let i = 0; i < values.length; i++) {
    const v = column.values[i] * factor;
    values[i] = Number.isFinite(v) && v !== 0 ? Number(v.toPrecision(15)) : v;
  }
  warnings.push(`Curve ${label} converted from ${column.unit} to ppm.`);
  return { ...column, values, unit: 'ppm' };
}

function toCatalogueUnit(column: Column, series: SeriesDef, warnings: string[]): Column {
  if (series.y_label !== 'Parts per million') return column;
  return toPpm(column, column.originalMnemonic, warnings);
}
