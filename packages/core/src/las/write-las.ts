import { numberText } from '../format/number-cell';
import type { Curve, HeaderItem } from './types';

/** What the writer needs; a LasFile from readLas is one. */
export interface WriteLasInput {
  well?: HeaderItem[];
  params?: HeaderItem[];
  /** The index (depth in feet, or time) first. */
  curves: Curve[];
  other?: string;
  /** Written for nulls (NaN, null text). Default -999.25. */
  nullValue?: number | null;
}

export interface WriteLasOptions {
  /** Overrides the input's null value. */
  nullValue?: number;
}

/** A plain series for the export helpers: name, unit, values (NaN for nulls). */
export interface SeriesInput {
  mnemonic: string;
  unit?: string;
  description?: string;
  values: Float64Array;
}

/** Well items as LAS items or as a plain record (`{WELL: 'A-1', COMP: 'Acme'}`). */
export type WellInput = HeaderItem[] | Record<string, string | number | null | undefined>;

export interface CTypeLasInput {
  well?: WellInput;
  params?: WellInput;
  /** Depth in feet, one value per row. */
  depth: Float64Array;
  /** Measured curves (gas in ppm...), each as long as `depth`. */
  measured: SeriesInput[];
  nullValue?: number;
}

export interface FormationInput {
  xval_low: number;
  xval_high: number;
  message: string;
  color: string;
}

export interface HairlineInput {
  xval: number;
  text: string;
  isZone: boolean;
}

export interface DTypeLasInput extends CTypeLasInput {
  /** Derived series (ratios, normalizations...), by name or as series. */
  derived: Record<string, Float64Array> | SeriesInput[];
  formations?: FormationInput[];
  hairlines?: HairlineInput[];
  /** Free text placed before the formations and annotations in ~Other. */
  other?: string;
}

const DEFAULT_NULL = -999.25;
/** Descriptions written for well items given as a plain record. */
export const WELL_DESCRIPTIONS: Readonly<Record<string, string>> = {
  STRT: 'START DEPTH',
  STOP: 'STOP DEPTH',
  STEP: 'STEP',
  NULL: 'NULL VALUE',
  COMP: 'COMPANY',
  WELL: 'WELL',
  FLD: 'FIELD',
  LOC: 'LOCATION',
  CTRY: 'COUNTRY',
  STAT: 'STATE',
  CNTY: 'COUNTY',
  API: 'API NUMBER',
  UWI: 'UNIQUE WELL ID',
  SRVC: 'SERVICE COMPANY',
  DATE: 'LOG DATE',
  GDAT: 'GEODETIC DATUM',
  DGEN: 'DATE GENERATED',
  EXPD: 'EXPORT DATE (UTC, by Mudstack)',
  PROV: 'PROVINCE',
};

/** Shortest text that reads back as the same double (`3e-6` -> `0.000003`, `1e-7` -> `0.0000001`): the shared cell writer. */
export function formatLasNumber(v: number): string {
  return numberText(v);
}

/**
 * LAS 2.0 text: ~Version, ~Well (STRT/STOP/STEP from the index), ~Curve, ~Parameter, ~Other, ~ASCII, with
 * columns aligned and every number written with the shortest text that reads back exactly; nulls as NULL.
 */
export function writeLas(file: WriteLasInput, options: WriteLasOptions = {}): string {
  const nullValue = options.nullValue ?? file.nullValue ?? DEFAULT_NULL;
  const nullText = formatLasNumber(nullValue);
  const curves = file.curves;
  const rows = curves.length > 0 ? curves[0].values.length : 0;
  for (const c of curves) {
    if (c.values.length !== rows) throw new Error(`Curve ${c.header.mnemonic} has ${c.values.length} values; the index has ${rows}`);
  }
  const layout = columnLayout(curves, rows, nullText);
  return headerText(file, nullText) + '\n' + new TextDecoder().decode(dataRows(curves, rows, layout, nullText));
}

/** ~Version, ~Well (STRT, STOP, STEP from the index), ~Curve, ~Parameter and ~Other, then the ~ASCII title. */
function headerText(file: WriteLasInput, nullText: string): string {
  const curves = file.curves;
  const index = curves[0];
  const indexUnit = index?.header.unit ?? '';
  const { strt, stop, step } = indexRange(index);
  const out: string[] = ['~Version Information'];
  out.push(
    ...headerLines([
      { mnemonic: 'VERS', unit: '', value: '2.0', description: 'CWLS LOG ASCII STANDARD - VERSION 2.0' },
      { mnemonic: 'WRAP', unit: '', value: 'NO', description: 'ONE LINE PER DEPTH STEP' },
    ]),
  );
  out.push('~Well Information');
  const fixed = [
    { mnemonic: 'STRT', unit: indexUnit, value: strt, description: 'START DEPTH' },
    { mnemonic: 'STOP', unit: indexUnit, value: stop, description: 'STOP DEPTH' },
    { mnemonic: 'STEP', unit: indexUnit, value: step, description: 'STEP' },
    { mnemonic: 'NULL', unit: '', value: nullText, description: 'NULL VALUE' },
  ];
  const rest = (file.well ?? []).filter((i) => !['STRT', 'STOP', 'STEP', 'NULL'].includes(i.mnemonic.toUpperCase()));
  out.push(...headerLines([...fixed, ...rest.map(asLine)]));
  out.push('~Curve Information');
  out.push(
    ...headerLines(
      curves.map((c) => ({ ...asLine(c.header), value: c.header.value })),
      true,
    ),
  );
  out.push('~Parameter Information');
  out.push(...headerLines((file.params ?? []).map(asLine)));
  out.push('~Other');
  if (file.other) {
    for (const line of file.other.split(/\r\n|\n|\r/)) out.push(' ' + (line.trimStart().startsWith('~') ? '-' + line.trim() : line));
  }
  out.push('~ASCII');
  return out.join('\n');
}

/** Each column's width, and each value's decimal places (-1: not a short decimal, -2: null), reused by dataRows. */
interface ColumnLayout {
  widths: Int32Array;
  places: (Int8Array | null)[];
}

/** The first of two passes: widths first, so the columns line up. */
function columnLayout(curves: Curve[], rows: number, nullText: string): ColumnLayout {
  const widths = new Int32Array(curves.length);
  const places: (Int8Array | null)[] = [];
  for (let k = 0; k < curves.length; k++) {
    const c = curves[k];
    let w = nullText.length;
    places.push(null);
    if (c.kind === 'number') {
      const values = c.values;
      const pl = new Int8Array(rows);
      places[k] = pl;
      for (let r = 0; r < rows; r++) {
        const v = values[r];
        if (Number.isFinite(v)) {
          const dp = decimalPlaces(v);
          pl[r] = dp;
          const len = dp >= 0 ? decimalLength(v, dp) : formatLasNumber(v).length;
          if (len > w) w = len;
        } else pl[r] = -2;
      }
    } else {
      for (let r = 0; r < rows; r++) w = Math.max(w, textCell(c.values[r], nullText).length);
    }
    widths[k] = w;
  }
  return { widths, places };
}

/** The rows, written as bytes into one buffer (no string per row or cell to collect), each line ending in LF. */
function dataRows(curves: Curve[], rows: number, layout: ColumnLayout, nullText: string): Uint8Array {
  const { widths, places } = layout;
  const ncols = curves.length;
  const encoder = new TextEncoder();
  let buf = new Uint8Array(Math.max(1024, rows * (ncols + 1) * 8));
  let n = 0;
  // Room for `more` bytes after n, doubling the buffer when short.
  const room = (more: number) => {
    if (n + more <= buf.length) return;
    const bigger = new Uint8Array(Math.max(buf.length * 2, n + more));
    bigger.set(buf.subarray(0, n));
    buf = bigger;
  };
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < ncols; k++) {
      const c = curves[k];
      let text: string;
      if (c.kind === 'number') {
        const v = c.values[r];
        const dp = places[k]![r];
        if (dp >= 0) {
          // Common case: a short decimal, written digit by digit with no string made.
          const len = decimalLength(v, dp);
          const padding = widths[k] - len + (k === 0 ? 0 : 1);
          room(padding + len + 2);
          for (let i = 0; i < padding; i++) buf[n++] = 32;
          writeDecimal(buf, n, v, dp, len);
          n += len;
          continue;
        }
        text = dp === -2 ? nullText : formatLasNumber(v);
      } else text = textCell(c.values[r], nullText);
      const pad = widths[k] - text.length + (k === 0 ? 0 : 1);
      room(pad + text.length * 3 + 2);
      for (let i = 0; i < pad; i++) buf[n++] = 32;
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i);
        if (code < 128) buf[n++] = code;
        else {
          n += encoder.encodeInto(text.slice(i), buf.subarray(n)).written;
          break;
        }
      }
    }
    room(1);
    buf[n++] = 10;
  }
  return buf.subarray(0, n);
}

const POW10 = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9];
const MAX_EXACT = 2 ** 53;

/**
 * The fewest decimal places k (0-9) with which `v` is exactly round(v * 10^k) / 10^k, or -1. That decimal
 * reads back as `v` (dividing an exact integer by an exact power of ten rounds once).
 */
export function decimalPlaces(v: number): number {
  const a = v < 0 ? -v : v;
  for (let k = 0; k <= 9; k++) {
    const p = POW10[k];
    const x = a * p;
    const m = Math.round(x);
    if (m >= MAX_EXACT) return -1;
    const d = x - m;
    // Cheap filter first (no division), then the exact check that guarantees the round trip.
    if (d <= x * 1e-12 + 1e-12 && -d <= x * 1e-12 + 1e-12 && m / p === a) return k;
  }
  return -1;
}

function digitCount(m: number): number {
  if (m < 1e8) {
    if (m < 1e4) return m < 10 ? 1 : m < 100 ? 2 : m < 1000 ? 3 : 4;
    return m < 1e5 ? 5 : m < 1e6 ? 6 : m < 1e7 ? 7 : 8;
  }
  let d = 9;
  for (let x = m / 1e9; x >= 1; x /= 10) d++;
  return d;
}

/** Characters of `v` written with k decimal places (`-0.05` is 5). */
function decimalLength(v: number, k: number): number {
  const a = v < 0 ? -v : v;
  const m = Math.round(a * POW10[k]);
  const neg = v < 0 && m !== 0;
  const digits = Math.max(digitCount(m), k + 1);
  return (neg ? 1 : 0) + digits + (k > 0 ? 1 : 0);
}

/** Writes `v` with k decimal places into buf[at .. at+len), right to left. */
function writeDecimal(buf: Uint8Array, at: number, v: number, k: number, len: number) {
  const a = v < 0 ? -v : v;
  let m = Math.round(a * POW10[k]);
  const neg = v < 0 && m !== 0;
  let i = at + len - 1;
  let written = 0;
  if (m < 2147483647) {
    // int32 arithmetic: the division by 10 compiles to a multiply and shift.
    let mi = m | 0;
    while (written < k) {
      const q = (mi / 10) | 0;
      buf[i--] = 48 + (mi - q * 10);
      mi = q;
      written++;
    }
    if (k > 0) buf[i--] = 46;
    do {
      const q = (mi / 10) | 0;
      buf[i--] = 48 + (mi - q * 10);
      mi = q;
    } while (mi > 0);
  } else {
    while (written < k) {
      const q = Math.floor(m / 10);
      buf[i--] = 48 + (m - q * 10);
      m = q;
      written++;
    }
    if (k > 0) buf[i--] = 46;
    do {
      const q = Math.floor(m / 10);
      buf[i--] = 48 + (m - q * 10);
      m = q;
    } while (m > 0);
  }
  if (neg) buf[i] = 45;
}

/** A text cell: quoted when it holds blanks or is empty; null as the NULL value. */
function textCell(t: string | null, nullText: string): string {
  if (t === null) return nullText;
  return t === '' || /[\s"]/.test(t) ? `"${t.replace(/"/g, "'")}"` : t;
}

interface Line {
  mnemonic: string;
  unit: string;
  value: string;
  description: string;
}

function asLine(h: HeaderItem): Line {
  // `GR:1` (a de-duplicated name) is written as `GR`: reading it again numbers the repeats the same way.
  const mnemonic = /^(.+):\d+$/.exec(h.mnemonic)?.[1] ?? h.mnemonic;
  return { mnemonic, unit: h.unit, value: h.value, description: h.description };
}

/** `MNEM.UNIT  VALUE : DESCRIPTION`, aligned; colons in descriptions become ` -` (the reader splits at the last colon). */
function headerLines(items: Line[], curveSection = false): string[] {
  const clean = items.map((i) => ({
    mnemonic: i.mnemonic.replace(/[\s:]/g, '_') || 'UNKNOWN',
    unit: i.unit.replace(/\s/g, '_'),
    value: i.value.replace(/[\r\n]/g, ' '),
    description: i.description.replace(/[\r\n]/g, ' ').replace(/:/g, ' -'),
  }));
  const mw = Math.max(4, ...clean.map((i) => (i.mnemonic.includes('.') ? 0 : i.mnemonic.length)));
  const uw = Math.max(0, ...clean.map((i) => i.unit.length));
  const vw = Math.max(0, ...clean.map((i) => i.value.length));
  return clean.map((i) => {
    // A mnemonic with a period must touch its unit period (`COND..MS/M`) to read back in ~Curve.
    const name = i.mnemonic.includes('.') && curveSection ? i.mnemonic : i.mnemonic.replace(/\./g, '_').padEnd(mw);
    return ` ${name}.${i.unit.padEnd(uw)}  ${i.value.padEnd(vw)} : ${i.description}`.trimEnd();
  });
}

function indexRange(index: Curve | undefined): { strt: string; stop: string; step: string } {
  if (!index || index.kind !== 'number' || index.values.length === 0) return { strt: '', stop: '', step: '' };
  const v = index.values;
  const first = v[0];
  const last = v[v.length - 1];
  let step = v.length > 1 ? v[1] - v[0] : 0;
  for (let i = 2; i < v.length && step !== 0; i++) {
    if (Math.abs(v[i] - v[i - 1] - step) > 1e-9 * Math.max(1, Math.abs(step))) step = 0;
  }
  if (!Number.isFinite(step)) step = 0;
  const rounded = Number(step.toPrecision(12));
  return { strt: formatLasNumber(first), stop: formatLasNumber(last), step: formatLasNumber(rounded) };
}

function wellItems(input: WellInput | undefined): HeaderItem[] {
  if (!input) return [];
  if (Array.isArray(input)) return input;
  return Object.entries(input)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => ({
      mnemonic: k.toUpperCase(),
      originalMnemonic: k,
      unit: '',
      value: String(v),
      description: WELL_DESCRIPTIONS[k.toUpperCase()] ?? k.toUpperCase(),
    }));
}

function series(s: SeriesInput): Curve {
  return {
    kind: 'number',
    header: { mnemonic: s.mnemonic, originalMnemonic: s.mnemonic, unit: s.unit ?? '', value: '', description: s.description ?? '' },
    values: s.values,
  };
}

function depthCurve(depth: Float64Array): Curve {
  return {
    kind: 'number',
    header: { mnemonic: 'DEPT', originalMnemonic: 'DEPT', unit: 'FT', value: '', description: 'Measured depth' },
    values: depth,
  };
}

/** C-type export (importable): depth in feet and the measured curves only. */
export function writeCTypeLas(input: CTypeLasInput): string {
  return writeLas({
    well: wellItems(input.well),
    params: wellItems(input.params),
    curves: [depthCurve(input.depth), ...input.measured.map(series)],
    nullValue: input.nullValue ?? DEFAULT_NULL,
  });
}

/** D-type export: also every derived series, and the formations, annotations and zones in ~Other. */
export function writeDTypeLas(input: DTypeLasInput): string {
  const derived = Array.isArray(input.derived) ? input.derived : Object.entries(input.derived).map(([mnemonic, values]) => ({ mnemonic, values }));
  const other = [input.other ?? '', formatOtherSection(input.formations ?? [], input.hairlines ?? [])].filter((s) => s !== '').join('\n');
  return writeLas({
    well: wellItems(input.well),
    params: wellItems(input.params),
    curves: [depthCurve(input.depth), ...input.measured.map(series), ...derived.map(series)],
    other,
    nullValue: input.nullValue ?? DEFAULT_NULL,
  });
}

/**
 * The D-type ~Other text, one record a line so it stays readable and parseable:
 * `FORMATION <top ft> <base ft> <colour> "<name>"`, `ANNOTATION <depth ft> "<text>"`, `ZONE <depth ft> "<text>"`.
 */
export function formatOtherSection(formations: FormationInput[], hairlines: HairlineInput[]): string {
  const q = (s: string) => `"${s.replace(/[\r\n]+/g, ' ').replace(/"/g, "'")}"`;
  const lines: string[] = [];
  if (formations.length > 0) {
    lines.push('FORMATIONS: top (ft), base (ft), colour, name');
    for (const f of [...formations].sort((a, b) => a.xval_low - b.xval_low)) {
      lines.push(`FORMATION ${formatLasNumber(f.xval_low)} ${formatLasNumber(f.xval_high)} ${f.color.replace(/\s/g, '')} ${q(f.message)}`);
    }
  }
  const annotations = hairlines.filter((h) => !h.isZone).sort((a, b) => a.xval - b.xval);
  const zones = hairlines.filter((h) => h.isZone).sort((a, b) => a.xval - b.xval);
  if (annotations.length > 0) {
    lines.push('ANNOTATIONS: depth (ft), text');
    for (const h of annotations) lines.push(`ANNOTATION ${formatLasNumber(h.xval)} ${q(h.text)}`);
  }
  if (zones.length > 0) {
    lines.push('ZONES: depth (ft), text');
    for (const h of zones) lines.push(`ZONE ${formatLasNumber(h.xval)} ${q(h.text)}`);
  }
  return lines.join('\n');
}
