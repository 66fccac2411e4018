import { prepareBytes } from './decode';
import { LasError } from './errors';
import { parseHeaderLine, type HeaderSectionKind } from './header-line';
import { nullNumbers } from './null-policy';
import { parseLasNumber } from './number';
import {
  parseDataSection,
  scanDataExtent,
  splitDataLine,
  type DataSectionInput,
  type Delimiter,
  type ParsedDataSection,
  type RowReading,
} from './data-section';
import { depthUnit, toFeet } from './units';
import type { Curve, HeaderItem, LasDataSet, LasFile, LasWarning, NullPolicy, ReadLasOptions } from './types';

type SectionKind = HeaderSectionKind | 'data' | 'unknown';

interface RawSection {
  title: string;
  kind: SectionKind;
  /** LAS 3.0 data-set name (`LOG`, `DRILLING`, `CORE[1]`...); '' for the LAS 1.2/2.0 ~Curve and ~A. */
  set: string;
  titleLine: number;
  lines: { text: string; line: number }[];
  dataStart: number;
  dataEnd: number;
  dataLineCount: number;
}

/** Index units that mean a time index: no depth conversion, no warning. */
export const TIME_UNITS: ReadonlySet<string> = new Set([
  'S',
  'SEC',
  'SECS',
  'SECOND',
  'SECONDS',
  'MS',
  'MIN',
  'MINS',
  'MINUTE',
  'MINUTES',
  'H',
  'HR',
  'HRS',
  'HOUR',
  'HOURS',
  'D',
  'DAY',
  'DAYS',
]);

/** Set names that mean the main log (`~Log_Definition`, `~ASCII | CURVE`). */
const MAIN_SET_NAMES: ReadonlySet<string> = new Set(['LOG', 'CURVE', 'CURVES', 'ASCII', 'A']);
/** Words of a LAS 3.0 section name that say what kind of section it is, not which set (`INFORMATION`, `BLOCK`: filler). */
const SET_WORD = /^(DEFINITION|DATA|PARAMETERS?|INFORMATION|INFO|BLOCK|SECTION)$/i;

/**
 * The data-set key a LAS 3.0 section name refers to: its words (split at `_`) without DEFINITION, DATA,
 * PARAMETER and an `[n]` index, upper case (`Phase_Definition_RMDATA` and `Phase_data_RMDATA` are both
 * `PHASE_RMDATA`); the main log's names are `LOG`.
 */
function setKey(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)[0]
    .replace(/\[\d+\]$/, '')
    .split('_')
    .filter((w) => w !== '' && !SET_WORD.test(w));
  const key = words.join('_').toUpperCase();
  return MAIN_SET_NAMES.has(key) || key === '' ? 'LOG' : key;
}

/** Whether a section name (first word of the title) holds one of the LAS 3.0 words as an `_`-separated part. */
function hasSetWord(name: string, word: RegExp): boolean {
  return name.includes('_') && name.split('_').some((w) => word.test(w.replace(/\[\d+\]$/, '')));
}

/**
 * Classifies a section title (the text after `~`), any case. LAS 3.0 first: `NAME | DEFINITION` is a data
 * section of that definition (`~Core[1] | Core_Definition`, `~ASCII | CURVE`); a name holding DEFINITION,
 * PARAMETER or DATA as one of its `_` parts is that section of its set. Then LAS 2.0 by the first letter.
 */
export function sectionKind(title: string): { kind: SectionKind; set: string } {
  const t = title.trim();
  const bar = t.indexOf('|');
  if (bar > 0) {
    const right = t.slice(bar + 1).trim();
    return { kind: 'data', set: setKey(right || t.slice(0, bar)) };
  }
  const name = t.split(/\s+/)[0] ?? '';
  if (hasSetWord(name, /^DEFINITION$/i)) return { kind: 'curve', set: setKey(name) };
  if (hasSetWord(name, /^PARAMETERS?$/i)) return { kind: 'parameter', set: setKey(name) };
  if (hasSetWord(name, /^DATA$/i)) return { kind: 'data', set: setKey(name) };
  switch (t.charAt(0).toUpperCase()) {
    case 'V':
      return { kind: 'version', set: '' };
    case 'W':
      return { kind: 'well', set: '' };
    case 'C':
      return { kind: 'curve', set: '' };
    case 'P':
      return { kind: 'parameter', set: '' };
    case 'O':
      return { kind: 'other', set: '' };
    case 'A':
      return { kind: 'data', set: '' };
    default:
      return { kind: 'unknown', set: '' };
  }
}

/**
 * Reads a LAS 1.2, 2.0 or 3.0 file. Throws LasError (naming line and section) when the text is not a LAS
 * file or, with `ignoreHeaderErrors: false`, on a malformed header line; every other problem is a warning.
 */
export function readLas(input: Uint8Array | string, options: ReadLasOptions = {}): LasFile {
  return readLasWith(input, options, null);
}

/**
 * Rows a reader already holds for a data section (LasStreamReader: read while the file arrived), or null to
 * read them here. Asked once per data section, with the section as this read finds it.
 */
export type RowsRead = (input: DataSectionInput, policy: NullPolicy) => ParsedDataSection | null;

/** What a reader of the file as it arrived knows already: rows it read, and how many first bytes hold no NUL. */
export interface ReadAhead {
  rowsRead: RowsRead;
  nulFreeBytes: number;
}

/** readLas, taking what a reader of the file as it arrived (LasStreamReader) knows already. */
export function readLasWith(input: Uint8Array | string, options: ReadLasOptions, ahead: ReadAhead | null): LasFile {
  const prepared = prepareBytes(input);
  let bytes = prepared.bytes;
  refuseNulBytes(bytes, ahead && prepared.bytes === input ? ahead.nulFreeBytes : 0);
  // The line break that counts lines: LF, or CR in a file that has no LF (old Mac files).
  const newline = bytes.indexOf(10) >= 0 || bytes.indexOf(13) < 0 ? 10 : 13;
  // End with a line break so the data loop never reads past the end (out-of-bounds reads slow it down);
  // the file's own kind, or a CR-only file would turn into one LF-terminated line and lose its rows.
  const lastByte = bytes[bytes.length - 1];
  if (bytes.length > 0 && lastByte !== 10 && lastByte !== 13) {
    const padded = new Uint8Array(bytes.length + 1);
    padded.set(bytes);
    padded[bytes.length] = newline;
    bytes = padded;
  }
  const source: LasSource = { bytes, decode: prepared.decode, encoding: prepared.encoding, newline, rowsRead: ahead?.rowsRead };
  // Most files end with their one data section. The first read takes that for granted, so the row reader
  // finds the end of the data itself (no separate pass over it looking for a `~`). When a section follows,
  // or anything goes wrong, the file is read again the general way, which finds where each data section ends
  // before reading any; the rows read the first time are reused when that read would be the same.
  const firstRead: FirstRead = { parsed: null };
  try {
    const result = readFile(source, options, firstRead);
    if (result) return result;
  } catch (error) {
    // A refusal met on the first read may not be the file's first: a section after the data can give an
    // earlier one. The general read below throws whichever comes first. Anything else is a fault, not the file's.
    if (!(error instanceof LasError)) throw error;
  }
  return readFile(source, options, null, firstRead.parsed)!;
}

/**
 * A NUL byte is never text: a file holding one is damaged or not a LAS file, and no database text
 * column can keep it. Refused with its line and section.
 */
/** Refuses a file holding a NUL byte (`from`: the first bytes already known to hold none), naming its line. */
function refuseNulBytes(bytes: Uint8Array, from = 0) {
  const at = bytes.indexOf(0, from);
  if (at < 0) return;
  let line = 1;
  let lineStart = 0;
  for (let i = bytes.indexOf(10); i >= 0 && i < at; i = bytes.indexOf(10, i + 1)) {
    line++;
    lineStart = i + 1;
  }
  // Its section: the nearest line above it that begins with ~, each line found from the line break that ends it.
  // (lastIndexOf with a negative start counts from the end: the first line is found without it.)
  let section: string | undefined;
  for (let lineEnd = lineStart - 1; lineEnd >= 0;) {
    const start = lineEnd > 0 ? bytes.lastIndexOf(10, lineEnd - 1) + 1 : 0;
    if (bytes[start] === 0x7e /* ~ */) {
      section = new TextDecoder().decode(bytes.subarray(start, lineEnd)).trim().split(/\s/)[0];
      break;
    }
    lineEnd = start - 1;
  }
  throw new LasError(`contains a NUL byte (0x00) at column ${at - lineStart + 1}: the file is damaged or is not a text LAS file`, { line, section });
}

interface LasSource extends Source {
  encoding: string;
  rowsRead?: RowsRead | null;
}

/** What a first read (the data section taken to run to the end of the file) leaves for the general one. */
interface FirstRead {
  parsed: { input: DataSectionInput; policy: NullPolicy; result: ParsedDataSection } | null;
}

/**
 * The reader. With `firstRead`, the first data section is taken to run to the end of the file, and null is
 * returned (its rows kept in `firstRead`) when a `~` line shows it does not. `reuse`: such rows, used again
 * when this read asks for the same.
 */
function readFile(source: LasSource, options: ReadLasOptions, firstRead: FirstRead | null, reuse: FirstRead['parsed'] = null): LasFile | null {
  const warnings: LasWarning[] = [];
  const sections = splitSections(source.bytes, source.decode, source.newline, warnings, firstRead !== null);
  if (sections.length === 0) {
    const first = firstNonBlankLine(source.decode(source.bytes.subarray(0, 65536)));
    throw new LasError('no ~ section found: this is not a LAS file (a LAS file starts with ~Version or ~V)', { line: first });
  }
  const ctx = readContext(source, options, warnings);
  const header = readHeader(ctx, sections);
  const dataSets = readDataSets(ctx, sections, header, firstRead, reuse);
  if (!dataSets) return null;
  const strtUnit = findItem(header.well, 'STRT')?.unit ?? '';
  const primary = choosePrimary(dataSets, strtUnit);
  const depthIndexed = primary ? indexKind(primary, strtUnit) !== 'other' : false;
  const others = dataSets.filter((d) => d !== primary);
  if (primary && others.length > 0) warnOtherDataSets(primary, others, depthIndexed, warnings);
  const indexUnit = primary ? readIndex(ctx, primary, header.well, strtUnit, depthIndexed) : '';
  const result: LasFile = {
    version: header.version,
    wrap: header.wrap,
    delimiter: header.delimiter,
    nullValue: header.nullValue,
    encoding: source.encoding,
    version_items: header.versionItems,
    well: header.well,
    params: header.params,
    curves: primary?.curves ?? [],
    other: header.other,
    sections: sections.map((s) => s.title),
    indexUnit,
    rowCount: primary?.rowCount ?? 0,
    depthIndexed,
    dataSection: primary ? { title: primary.title, line: primary.line ?? 0 } : null,
    warnings,
  };
  if (others.length > 0) result.dataSets = others;
  return result;
}

/** What every step of one read shares: the file, the options, the warnings so far, and how header lines are read. */
interface ReadContext {
  source: LasSource;
  policy: NullPolicy;
  convertIndexToFeet: boolean;
  warnings: LasWarning[];
  /** The items of a header section; a line that is not one is a warning, or an error without ignoreHeaderErrors. */
  parseItems: (s: RawSection, kind: HeaderSectionKind) => HeaderItem[];
}

function readContext(source: LasSource, options: ReadLasOptions, warnings: LasWarning[]): ReadContext {
  const ignoreHeaderErrors = options.ignoreHeaderErrors ?? true;
  const parseItems = (s: RawSection, kind: HeaderSectionKind): HeaderItem[] => {
    const items: HeaderItem[] = [];
    for (const { text: l, line } of s.lines) {
      const parsed = parseHeaderLine(l, kind);
      if (parsed) {
        items.push({
          mnemonic: parsed.mnemonic,
          originalMnemonic: parsed.mnemonic,
          unit: parsed.unit,
          value: parsed.value,
          description: parsed.description,
        });
        continue;
      }
      const message = `not a header line (expected MNEM.UNIT VALUE : DESCRIPTION): "${truncate(l.trim(), 80)}"`;
      if (!ignoreHeaderErrors) throw new LasError(message, { line, section: s.title });
      warnings.push({ message, line, section: s.title });
    }
    return items;
  };
  return { source, policy: options.nullPolicy ?? 'common', convertIndexToFeet: options.convertIndexToFeet ?? true, warnings, parseItems };
}

/** The header sections: ~Version, ~Well, ~Parameter, ~Other, and the file's null values. */
interface LasHeader {
  versionItems: HeaderItem[];
  version: string;
  wrap: boolean;
  delimiter: Delimiter;
  well: HeaderItem[];
  params: HeaderItem[];
  other: string;
  nullValue: number | null;
  /** The values read as nulls: the file's NULL value and the policy's sentinels. */
  nulls: number[];
}

function readHeader(ctx: ReadContext, sections: RawSection[]): LasHeader {
  const version = readVersion(ctx, sections);
  const well = readWell(ctx, sections, version.swapWell);
  const params = dedupe(
    sections.filter((s) => s.kind === 'parameter' && (s.set === '' || s.set === 'LOG')).flatMap((s) => ctx.parseItems(s, 'parameter')),
  );
  const other = sections
    .filter((s) => s.kind === 'other')
    .flatMap((s) => s.lines.map((l) => l.text.trim()))
    .join('\n');
  for (const s of sections.filter((x) => x.kind === 'unknown')) {
    ctx.warnings.push({
      message: `Section ${s.title} is not a LAS section this reader uses; its ${s.lines.length} line(s) are ignored`,
      line: s.titleLine,
      section: s.title,
    });
  }
  return { ...version, well, params, other, ...readNulls(ctx, well) };
}

/** ~Version first: it decides how ~Well is read (LAS 1.2), whether rows wrap, and the delimiter. */
function readVersion(ctx: ReadContext, sections: RawSection[]) {
  const versionItems = sections.filter((s) => s.kind === 'version').flatMap((s) => ctx.parseItems(s, 'version'));
  const vers = findItem(versionItems, 'VERS');
  const versionNumber = vers ? parseFloat(vers.value) : NaN;
  if (!vers) ctx.warnings.push({ message: 'No VERS item in ~Version; read as LAS 2.0' });
  return {
    versionItems,
    version: vers ? (Number.isFinite(versionNumber) ? versionNumber.toFixed(1) : vers.value) : '',
    wrap: (findItem(versionItems, 'WRAP')?.value ?? '').trim().toUpperCase().startsWith('Y'),
    delimiter: readDelimiter(findItem(versionItems, 'DLM')?.value, ctx.warnings),
    // LAS 1.2 writes ~Well items (other than STRT STOP STEP NULL) as `MNEM.  DESCRIPTION : VALUE`.
    swapWell: Number.isFinite(versionNumber) && versionNumber < 2,
  };
}

function readWell(ctx: ReadContext, sections: RawSection[], swapWell: boolean): HeaderItem[] {
  return dedupe(
    sections
      .filter((s) => s.kind === 'well')
      .flatMap((s) => ctx.parseItems(s, 'well'))
      .map((item) => {
        if (!swapWell || ['STRT', 'STOP', 'STEP', 'NULL'].includes(item.mnemonic.toUpperCase())) return item;
        return { ...item, value: item.description, description: item.value };
      }),
  );
}

function readNulls(ctx: ReadContext, well: HeaderItem[]): { nullValue: number | null; nulls: number[] } {
  const nullItem = findItem(well, 'NULL');
  const nullNumber = nullItem ? parseLasNumber(nullItem.value) : NaN;
  const nullValue = Number.isFinite(nullNumber) ? nullNumber : null;
  if (nullItem && nullValue === null && nullItem.value.trim() !== '') {
    ctx.warnings.push({ message: `NULL value "${nullItem.value}" is not a number; no value is treated as the file's null`, section: '~Well' });
  }
  const nulls = ctx.policy === 'none' ? [] : [...new Set([...(nullValue !== null ? [nullValue] : []), ...nullNumbers(ctx.policy)])];
  return { nullValue, nulls };
}

/**
 * Data sets: LAS 1.2/2.0 has one (~Curve + ~A); LAS 3.0 pairs each NAME_Definition with NAME_Data. A data
 * section uses the definitions of its set met since the previous data section of that set, else the ones it
 * used last (`~Core[1]` and `~Core[2]` share `~Core_Definition`; a file of several ~Curve/~A pairs). Null on a
 * first read whose data section turned out to end before the file does (rows kept in `firstRead`).
 */
function readDataSets(
  ctx: ReadContext,
  sections: RawSection[],
  header: LasHeader,
  firstRead: FirstRead | null,
  reuse: FirstRead['parsed'],
): LasDataSet[] | null {
  const pendingDefs = new Map<string, RawSection[]>();
  const usedDefs = new Map<string, RawSection[]>();
  const dataSets: LasDataSet[] = [];
  const setName = dataSetNamer();
  const setParams = (key: string) =>
    key === ''
      ? header.params
      : dedupe(sections.filter((s) => s.kind === 'parameter' && s.set === key).flatMap((s) => ctx.parseItems(s, 'parameter')));
  for (const section of sections) {
    const key = section.set === 'LOG' ? '' : section.set;
    if (section.kind === 'curve') {
      pendingDefs.set(key, [...(pendingDefs.get(key) ?? []), section]);
      continue;
    }
    if (section.kind !== 'data') continue;
    const pending = pendingDefs.get(key) ?? [];
    const defs = pending.length > 0 ? pending : (usedDefs.get(key) ?? []);
    usedDefs.set(key, defs);
    pendingDefs.set(key, []);
    const read = readDataSection(ctx, section, defs, header, firstRead, reuse);
    if (!read) return null;
    dataSets.push({
      name: setName(key, section.title),
      title: section.title,
      curves: read.curves,
      rowCount: read.rowCount,
      params: setParams(key),
      line: section.titleLine,
    });
  }
  addHeaderOnlySets(ctx, pendingDefs, usedDefs, dataSets, setParams);
  return dataSets;
}

/** `LOG`, `CORE[1]`...: a set's key with the section's own index, numbered again when it repeats. */
function dataSetNamer() {
  const names = new Map<string, number>();
  return (key: string, title: string) => {
    const index = /^~?\s*[^|\s]*?(\[\d+\])/.exec(title)?.[1] ?? '';
    const base = (key || 'LOG') + index;
    const n = (names.get(base) ?? 0) + 1;
    names.set(base, n);
    return n === 1 ? base : `${base}[${n}]`;
  };
}

/** One data section's curves and rows; null on a first read that met a `~` line before the end of the file. */
function readDataSection(
  ctx: ReadContext,
  ds: RawSection,
  defs: RawSection[],
  header: LasHeader,
  firstRead: FirstRead | null,
  reuse: FirstRead['parsed'],
) {
  const { bytes, decode, newline } = ctx.source;
  const curveItems = curveItemsOf(ctx, ds, defs, header);
  const input: DataSectionInput = {
    bytes,
    decode,
    start: ds.dataStart,
    end: ds.dataEnd,
    firstLine: ds.titleLine + 1,
    lineCount: ds.dataLineCount,
    ncols: curveItems.length,
    wrap: header.wrap,
    delimiter: header.delimiter,
    section: ds.title,
    nulls: header.nulls,
  };
  const parsed =
    reuse && sameRows(reuse.input, reuse.policy, input, ctx.policy)
      ? reuse.result
      : (ctx.source.rowsRead?.(input, ctx.policy) ?? parseDataSection(input, ctx.policy));
  if (firstRead && parsed.end < ds.dataEnd) {
    firstRead.parsed = { input: { ...input, end: parsed.end }, policy: ctx.policy, result: parsed };
    return null;
  }
  ctx.warnings.push(...parsed.warnings);
  if (parsed.rowCount === 0) refuseUnreadLines(ctx.source, ds, curveItems.length);
  const curves = buildCurves(curveItems, parsed, { bytes, decode, newline }, header.delimiter, ds.title, ctx.warnings);
  return { curves, rowCount: parsed.rowCount };
}

/**
 * The curves of a data section: its definitions; columns beyond them kept as UNKNOWN curves (data is never
 * dropped); with no definitions, named from the section title or UNKNOWN.
 */
function curveItemsOf(ctx: ReadContext, ds: RawSection, defs: RawSection[], header: LasHeader): HeaderItem[] {
  const { bytes, decode } = ctx.source;
  const curveItems = dedupe(defs.flatMap((d) => ctx.parseItems(d, 'curve')));
  const parsedCols = countColumns(bytes, decode, ds, header.delimiter);
  if (curveItems.length > 0 && !header.wrap && parsedCols > curveItems.length) {
    const extra = parsedCols - curveItems.length;
    ctx.warnings.push({
      message: `The data has ${parsedCols} columns but ${curveItems.length} curves are defined; the ${extra} extra column(s) are kept as UNKNOWN curves`,
      line: ds.titleLine + 1,
      section: ds.title,
    });
    const defined = curveItems.map((c) => ({ ...c, mnemonic: c.originalMnemonic }));
    const unknown = Array.from({ length: extra }, () => ({ mnemonic: '', originalMnemonic: '', unit: '', value: '', description: '' }));
    return dedupe([...defined, ...unknown]);
  }
  if (curveItems.length > 0) return curveItems;
  const fromTitle = curvesFromTitle(ds.title, parsedCols);
  if (parsedCols > 0) {
    ctx.warnings.push({
      message: `No curve definitions for ${ds.title}; ${parsedCols} curve(s) named ${fromTitle.length && fromTitle[0].mnemonic.startsWith('UNKNOWN') ? 'UNKNOWN' : 'from the section title'}`,
      line: ds.titleLine,
      section: ds.title,
    });
  }
  return fromTitle;
}

/** Definitions with no data section (a header-only file): curves with no rows; the main log's goes first. */
function addHeaderOnlySets(
  ctx: ReadContext,
  pendingDefs: Map<string, RawSection[]>,
  usedDefs: Map<string, RawSection[]>,
  dataSets: LasDataSet[],
  setParams: (key: string) => HeaderItem[],
) {
  for (const [key, defs] of pendingDefs) {
    if (defs.length === 0 || usedDefs.has(key)) continue;
    const curveItems = dedupe(defs.flatMap((d) => ctx.parseItems(d, 'curve')));
    const empty: LasDataSet = {
      name: key || 'LOG',
      title: defs[0].title,
      curves: curveItems.map((header) => ({ kind: 'number', header, values: new Float64Array(0) })),
      rowCount: 0,
      params: setParams(key),
      line: defs[0].titleLine,
    };
    if (key === '') dataSets.unshift(empty);
    else dataSets.push(empty);
  }
}

function warnOtherDataSets(primary: LasDataSet, others: LasDataSet[], depthIndexed: boolean, warnings: LasWarning[]) {
  const list = others.map((d) => `${d.title} (${d.rowCount} row${d.rowCount === 1 ? '' : 's'})`).join(', ');
  warnings.push({
    message: depthIndexed
      ? `The file holds ${others.length} more data set(s), kept with the original file and not loaded: ${list}`
      : `No data set of the file is indexed by depth; ${primary.title} is read as the main data. The others: ${list}`,
    line: primary.line,
    section: primary.title,
  });
}

/** The index of the main data: its unit, null rows, STRT/STOP agreement, and the conversion to feet. Returns the unit as read. */
function readIndex(ctx: ReadContext, primary: LasDataSet, well: HeaderItem[], strtUnit: string, depthIndexed: boolean): string {
  const index = primary.curves[0];
  if (!index) return '';
  const main = primary.name === 'LOG' || primary.name.startsWith('LOG[');
  const indexUnit = index.header.unit || (main ? strtUnit : '');
  if (index.kind !== 'number') return indexUnit;
  const { warnings } = ctx;
  const values = index.values;
  const nullRows = countNaN(values);
  if (nullRows > 0) {
    const firstNullRow = values.findIndex((v) => Number.isNaN(v));
    warnings.push({
      message: `${nullRows} row(s) have a null index value ${index.header.mnemonic} (first is row ${firstNullRow + 1})`,
      section: primary.title,
    });
  }
  if (depthIndexed) checkStartStop(well, values, warnings);
  const unit = depthUnit(indexUnit);
  if (!unit && indexUnit.trim() === '') {
    if (depthIndexed) warnings.push({ message: `Index ${index.header.mnemonic} has no unit; its values are taken as feet`, section: primary.title });
  } else if (!unit && !TIME_UNITS.has(indexUnit.trim().toUpperCase())) {
    warnings.push({
      message: `Index unit "${indexUnit}" is not a depth unit this reader knows; the values are not converted`,
      section: primary.title,
    });
  }
  if (ctx.convertIndexToFeet && unit && unit.canonical !== 'FT') indexToFeet(index, well, unit, indexUnit, warnings);
  return indexUnit;
}

/** Converts the index to feet; STRT, STOP and STEP in the same unit follow it, so the file stays consistent. */
function indexToFeet(
  index: Curve & { kind: 'number' },
  well: HeaderItem[],
  unit: { canonical: string; feetPerUnit: number },
  indexUnit: string,
  warnings: LasWarning[],
) {
  convertToFeet(index.values, unit);
  index.header = { ...index.header, unit: 'FT' };
  for (let i = 0; i < well.length; i++) {
    const item = well[i];
    const v = parseLasNumber(item.value);
    if (['STRT', 'STOP', 'STEP'].includes(item.mnemonic) && depthUnit(item.unit)?.canonical === unit.canonical && Number.isFinite(v)) {
      well[i] = { ...item, unit: 'FT', value: String(toFeet(v, unit)) };
    }
  }
  warnings.push({
    message:
      unit.canonical === 'M'
        ? `Index ${index.header.mnemonic} converted from metres to feet (1 ft = 0.3048 m)`
        : `Index ${index.header.mnemonic} converted from ${indexUnit} to feet`,
  });
}

/**
 * A data section whose lines gave no row is never returned as an empty log: the first line that holds data
 * is named in an error (with no curve defined and no column found, or lines no row could be made of).
 */
function refuseUnreadLines(source: Source, ds: RawSection, ncols: number) {
  const { bytes, decode, newline } = source;
  const text = decode(bytes.subarray(ds.dataStart, ds.dataEnd));
  const lines = text.split(newline === 13 ? '\r' : '\n');
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trim();
    if (t === '' || t.startsWith('#')) continue;
    const why = ncols === 0 ? 'no curves are defined for this data set and no columns could be read' : 'no data row could be read from it';
    throw new LasError(`holds data ("${truncate(t, 40)}") but ${why}`, { line: ds.titleLine + 1 + i, section: ds.title });
  }
}

/** Index mnemonics that name a depth when the unit is missing (a named LAS 3.0 set needs one to count as a log). */
const DEPTH_MNEMONICS: ReadonlySet<string> = new Set(['DEPT', 'DEPTH', 'MD', 'TDEP', 'DEP', 'MDEPTH', 'HDTH']);

/**
 * What a data set is indexed by: `depth` (a depth unit, or a depth mnemonic with no unit), `assumed` (the main
 * log's index with no unit, read as feet as LAS 2.0 readers do), or `other` (time, text, any other unit).
 */
function indexKind(set: LasDataSet, strtUnit: string): 'depth' | 'assumed' | 'other' {
  const index = set.curves[0];
  if (!index || index.kind !== 'number') return 'other';
  const main = set.name === 'LOG' || set.name.startsWith('LOG[');
  const unit = index.header.unit.trim() || (main ? strtUnit.trim() : '');
  if (depthUnit(unit)) return 'depth';
  if (unit !== '') return 'other';
  if (DEPTH_MNEMONICS.has(index.header.mnemonic.toUpperCase())) return 'depth';
  return main ? 'assumed' : 'other';
}

/**
 * The data set that becomes the file's data: the main log (~Curve/~A, ~Log_Definition) when it is indexed by
 * depth, the one with most rows when there are several; else the depth-indexed named set with most rows
 * (a rig-site `~Drilling_Data`); else, with no depth-indexed set, the main log or the set with most rows
 * (`LasFile.depthIndexed` is then false). docs/las.md.
 */
function choosePrimary(sets: LasDataSet[], strtUnit: string): LasDataSet | undefined {
  const most = (list: LasDataSet[]) => list.reduce<LasDataSet | undefined>((best, d) => (!best || d.rowCount > best.rowCount ? d : best), undefined);
  const main = sets.filter((d) => d.name === 'LOG' || d.name.startsWith('LOG['));
  const byDepth = (d: LasDataSet) => indexKind(d, strtUnit) !== 'other' && d.curves.length > 0;
  return most(main.filter(byDepth)) ?? most(sets.filter(byDepth)) ?? (main.find((d) => d.curves.length > 0) || most(sets));
}

/** Bytes after a data section's title that decide its column count when it has no definitions (countColumns). */
const COLUMN_COUNT_WINDOW = 256_000;

/**
 * How the first data section of a file will be read, from its first bytes (LasStreamReader): where its rows
 * start and how each is read, as readLas will find them once the file is whole; 'wait' until enough has
 * arrived (the title line and the bytes that count its columns); 'never' for a file whose rows are not read
 * ahead (UTF-16 or with a BOM, CR line breaks, wrapped rows, a header the reader refuses).
 */
export function planRows(bytes: Uint8Array, options: ReadLasOptions = {}): { reading: RowReading; policy: NullPolicy } | 'wait' | 'never' {
  const prepared = prepareBytes(bytes);
  if (prepared.bytes !== bytes) return 'never';
  if (bytes.indexOf(10) < 0) return bytes.length < 1 << 20 ? 'wait' : 'never';
  const warnings: LasWarning[] = [];
  try {
    const sections = splitSections(bytes, prepared.decode, 10, warnings, true);
    const ds = sections.find((s) => s.kind === 'data');
    if (!ds || !columnsCountable(bytes, ds.dataStart)) return 'wait';
    const ctx = readContext({ bytes, decode: prepared.decode, encoding: prepared.encoding, newline: 10 }, options, warnings);
    const header = readHeader(ctx, sections);
    if (header.wrap) return 'never';
    const key = (s: RawSection) => (s.set === 'LOG' ? '' : s.set);
    const defs = sections.filter((s) => s.kind === 'curve' && key(s) === key(ds));
    const reading: RowReading = {
      start: ds.dataStart,
      firstLine: ds.titleLine + 1,
      ncols: curveItemsOf(ctx, ds, defs, header).length,
      delimiter: header.delimiter,
      section: ds.title,
      nulls: header.nulls,
    };
    return { reading, policy: ctx.policy };
  } catch (error) {
    if (error instanceof LasError) return 'never';
    throw error;
  }
}

/**
 * Whether the bytes that count a data section's columns (countColumns: its first line that is not blank or a
 * comment) have all arrived, so the count is the one the whole file gives.
 */
function columnsCountable(bytes: Uint8Array, start: number): boolean {
  if (start + COLUMN_COUNT_WINDOW <= bytes.length) return true;
  for (let pos = start, lines = 0; lines < 200; lines++) {
    const eol = bytes.indexOf(10, pos);
    if (eol < 0) return false;
    let k = pos;
    while (k < eol && (bytes[k] === 32 || bytes[k] === 9 || bytes[k] === 13)) k++;
    if (k < eol && bytes[k] !== 35 /* # */) return true;
    pos = eol + 1;
  }
  return false;
}

/** Whether a section is read as a plan said (planRows), so the rows read ahead are its rows. */
export function readAsPlanned(plan: { reading: RowReading; policy: NullPolicy }, input: DataSectionInput, policy: NullPolicy): boolean {
  const { reading } = plan;
  return (
    !input.wrap &&
    plan.policy === policy &&
    reading.start === input.start &&
    reading.firstLine === input.firstLine &&
    reading.ncols === input.ncols &&
    reading.delimiter === input.delimiter &&
    reading.section === input.section &&
    sameNulls(reading.nulls, input.nulls)
  );
}

function sameNulls(a: readonly number[] = [], b: readonly number[] = []): boolean {
  return a.length === b.length && a.every((v, i) => Object.is(v, b[i]));
}

/** Whether two reads of a data section give the same rows (`lineCount` only sizes the arrays). */
function sameRows(a: DataSectionInput, aPolicy: NullPolicy, b: DataSectionInput, bPolicy: NullPolicy): boolean {
  return (
    a.bytes === b.bytes &&
    a.start === b.start &&
    a.end === b.end &&
    a.firstLine === b.firstLine &&
    a.ncols === b.ncols &&
    a.wrap === b.wrap &&
    a.delimiter === b.delimiter &&
    a.section === b.section &&
    aPolicy === bPolicy &&
    sameNulls(a.nulls, b.nulls)
  );
}

/**
 * The sections in file order, header lines kept as text. `firstDataToEnd`: the first data section is taken
 * to run to the end of the file (not searched for its end; the caller checks) and the split stops there.
 */
function splitSections(
  bytes: Uint8Array,
  decode: (b: Uint8Array) => string,
  newline: number,
  warnings: LasWarning[],
  firstDataToEnd: boolean,
): RawSection[] {
  const sections: RawSection[] = [];
  let current: RawSection | null = null;
  const len = bytes.length;
  let pos = 0;
  let lineNo = 1;
  let sawData = false;
  while (pos < len) {
    let eol = bytes.indexOf(newline, pos);
    if (eol < 0) eol = len;
    let k = pos;
    while (k < eol && (bytes[k] === 32 || bytes[k] === 9)) k++;
    if (k === eol || (bytes[k] === 13 && k + 1 === eol) || (bytes[k] === 35 /* # */ && !hasByte(bytes, 13, k, eol))) {
      pos = eol + 1;
      lineNo++;
      continue;
    }
    let lineText = decode(bytes.subarray(pos, eol));
    if (lineText.endsWith('\r')) lineText = lineText.slice(0, -1);
    // Universal newlines: a lone CR inside a line also ends a header line.
    const parts = lineText.indexOf('\r') >= 0 ? lineText.split('\r') : [lineText];
    let jumped = false;
    for (const part of parts) {
      const trimmed = part.trim();
      if (trimmed.startsWith('~')) {
        const title = trimmed;
        const named = sectionKind(title.slice(1));
        let kind = named.kind;
        const set = named.set;
        // An unnamed section (`~   DEPTH  GR`) after the curve definitions is the data (some writers drop the A).
        if (kind === 'unknown' && /^~\s/.test(title) && !sawData && sections.some((s) => s.kind === 'curve')) {
          kind = 'data';
          warnings.push({ message: `Section "${truncate(title, 40)}" has no name; read as the ~ASCII data section`, line: lineNo, section: title });
        }
        current = { title, kind, set, titleLine: lineNo, lines: [], dataStart: 0, dataEnd: 0, dataLineCount: 0 };
        sections.push(current);
        if (kind === 'data') {
          sawData = true;
          const start = eol < len ? eol + 1 : len;
          if (firstDataToEnd) {
            current.dataStart = start;
            current.dataEnd = len;
            current.dataLineCount = -1;
            return sections;
          }
          const extent = scanDataExtent(bytes, start, newline);
          current.dataStart = start;
          current.dataEnd = extent.end;
          current.dataLineCount = extent.lineCount;
          lineNo += 1 + Math.max(0, extent.lineCount);
          pos = extent.end;
          current = null;
          jumped = true;
          break;
        }
      } else if (current && trimmed !== '' && !trimmed.startsWith('#')) {
        current.lines.push({ text: part, line: lineNo });
      }
    }
    if (jumped) continue;
    pos = eol + 1;
    lineNo++;
  }
  return sections;
}

function hasByte(bytes: Uint8Array, b: number, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (bytes[i] === b) return true;
  return false;
}

function firstNonBlankLine(text: string): number {
  const lines = text.split(/\r\n|\n|\r/);
  const i = lines.findIndex((l) => l.trim() !== '');
  return i < 0 ? 1 : i + 1;
}

function readDelimiter(value: string | undefined, warnings: LasWarning[]): Delimiter {
  const v = (value ?? '').trim().toUpperCase();
  if (v === '' || v === 'SPACE' || v === ' ') return 'SPACE';
  if (v === 'TAB' || v === '\t') return 'TAB';
  if (v === 'COMMA' || v === ',') return 'COMMA';
  warnings.push({ message: `Unknown DLM "${value}"; read as SPACE`, section: '~Version' });
  return 'SPACE';
}

function findItem(items: HeaderItem[], mnemonic: string): HeaderItem | undefined {
  return items.find((i) => i.mnemonic.toUpperCase() === mnemonic);
}

/** Upper-case mnemonics, `UNKNOWN` for an empty one, and `NAME:1`, `NAME:2`... for repeats (as lasio). */
export function dedupe(items: HeaderItem[]): HeaderItem[] {
  const upper = items.map((i) => (i.mnemonic.trim() === '' ? 'UNKNOWN' : i.mnemonic.trim().toUpperCase()));
  const total = new Map<string, number>();
  for (const m of upper) total.set(m, (total.get(m) ?? 0) + 1);
  const seen = new Map<string, number>();
  return items.map((item, k) => {
    const m = upper[k];
    if ((total.get(m) ?? 0) < 2) return { ...item, mnemonic: m };
    const n = (seen.get(m) ?? 0) + 1;
    seen.set(m, n);
    return { ...item, mnemonic: `${m}:${n}` };
  });
}

function countColumns(bytes: Uint8Array, decode: (b: Uint8Array) => string, ds: RawSection, delimiter: Delimiter): number {
  const body = decode(bytes.subarray(ds.dataStart, Math.min(ds.dataEnd, ds.dataStart + 256_000)));
  for (const l of body.split(/\r\n|\n|\r/, 200)) {
    const t = l.trim();
    if (t !== '' && !t.startsWith('#')) return splitDataLine(t, delimiter).length;
  }
  return 0;
}

function curvesFromTitle(title: string, ncols: number): HeaderItem[] {
  const names = title.replace(/^~\S*/, '').trim().split(/\s+/).filter(Boolean);
  const useNames = names.length === ncols && names.every((n) => /^[A-Za-z]/.test(n));
  const items: HeaderItem[] = [];
  for (let i = 0; i < ncols; i++) {
    const m = useNames ? names[i] : '';
    items.push({ mnemonic: m, originalMnemonic: m, unit: '', value: '', description: '' });
  }
  return dedupe(items);
}

function buildCurves(
  items: HeaderItem[],
  parsed: ParsedDataSection,
  source: Source,
  delimiter: Delimiter,
  section: string,
  warnings: LasWarning[],
): Curve[] {
  const curves: Curve[] = [];
  for (let k = 0; k < items.length; k++) {
    const header = items[k];
    const col = parsed.columns[k];
    // Nulls (the file's NULL value and the policy's sentinels) are already NaN: parseDataSection matched them.
    const values = col.numbers;
    const textCount = col.textRows.length;
    // LAS 3.0 formats: `{S}`, `{AS}` and date-time patterns are text whatever they hold; the index stays numeric.
    if (k > 0 && isTextFormat(header.description)) {
      curves.push({ kind: 'text', header, values: textValues(col, values, parsed, source, k, delimiter) });
      continue;
    }
    if (textCount > 0) {
      let numeric = 0;
      for (let i = 0; i < values.length; i++) if (!Number.isNaN(values[i])) numeric++;
      if (textCount > numeric) {
        curves.push({ kind: 'text', header, values: textValues(col, values, parsed, source, k, delimiter) });
        continue;
      }
      warnings.push({
        message: `Curve ${header.mnemonic}: ${textCount} text value(s) in a numeric column read as null (first "${truncate(col.textTokens[0], 20)}" at line ${col.textLines[0]})`,
        line: col.textLines[0],
        section,
      });
    }
    let any = false;
    for (let i = 0; i < values.length; i++) {
      if (!Number.isNaN(values[i])) {
        any = true;
        break;
      }
    }
    if (!any && values.length > 0)
      warnings.push({ message: `Curve ${header.mnemonic} has no values in ${section} (every row is null or missing)`, section });
    curves.push({ kind: 'number', header, values });
  }
  return curves;
}

/**
 * Whether a LAS 3.0 format tag at the end of a curve description (`{S}`, `{AS}`, `{MM/dd/yyyy HH:mm:ss}`,
 * before any `| association`) declares text. `{F}`, `{E}`, `{AF}`, `{F13.4}`, `{I}`, `{A:5}` are numbers.
 */
export function isTextFormat(description: string): boolean {
  const tag = /\{([^{}]*)\}\s*(\|[^|]*)?$/.exec(description)?.[1].trim();
  if (!tag) return false;
  if (/^A?S\d*$/i.test(tag)) return true;
  // A date or time pattern: two pattern letters beside a separator (`DD/MM/YYYY`, `hh:mm`, `dd-MMM-yyyy`).
  return /([DMYHS])\1[/:\- ]|[/:\- ]([DMYHS])\2/i.test(tag);
}

interface Source {
  /** UTF-8 or single-byte text, ending with a line break. */
  bytes: Uint8Array;
  decode: (b: Uint8Array) => string;
  /** The line break that counts lines: LF, or CR in a file with no LF. */
  newline: number;
}

function textValues(
  col: { textRows: number[]; textTokens: string[] },
  numbers: Float64Array,
  parsed: ParsedDataSection,
  source: Source,
  k: number,
  delimiter: Delimiter,
): (string | null)[] {
  const out = new Array<string | null>(numbers.length).fill(null);
  for (let i = 0; i < numbers.length; i++) {
    if (Number.isNaN(numbers[i])) continue;
    if (parsed.rowLineStarts) {
      const start = parsed.rowLineStarts[i];
      let end = source.bytes.indexOf(source.newline, start);
      if (end < 0) end = source.bytes.length;
      const tokens = splitDataLine(source.decode(source.bytes.subarray(start, end)).replace(/\r$/, ''), delimiter);
      out[i] = tokens[k] ?? String(numbers[i]);
    } else out[i] = String(numbers[i]);
  }
  for (let j = 0; j < col.textRows.length; j++) out[col.textRows[j]] = col.textTokens[j];
  return out;
}

// Loops over every row live in small functions: they keep `readFile` (long, run once a file) too cold for the
// optimizing compiler, which took 100-180 ms of CPU a time to compile it, again after each deoptimization.

function countNaN(values: Float64Array): number {
  let n = 0;
  for (let i = 0; i < values.length; i++) if (Number.isNaN(values[i])) n++;
  return n;
}

function convertToFeet(values: Float64Array, unit: { canonical: string; feetPerUnit: number }) {
  for (let i = 0; i < values.length; i++) values[i] = toFeet(values[i], unit);
}

function checkStartStop(well: HeaderItem[], index: Float64Array, warnings: LasWarning[]) {
  if (index.length === 0) return;
  const step = Math.abs(parseLasNumber(findItem(well, 'STEP')?.value ?? ''));
  const tolerance = Number.isFinite(step) && step > 0 ? step / 2 : 1e-6;
  let first = NaN;
  let last = NaN;
  for (let i = 0; i < index.length; i++)
    if (!Number.isNaN(index[i])) {
      first = index[i];
      break;
    }
  for (let i = index.length - 1; i >= 0; i--)
    if (!Number.isNaN(index[i])) {
      last = index[i];
      break;
    }
  for (const [mn, actual, label] of [
    ['STRT', first, 'first'],
    ['STOP', last, 'last'],
  ] as const) {
    const item = findItem(well, mn);
    const v = item ? parseLasNumber(item.value) : NaN;
    if (item && Number.isFinite(v) && Number.isFinite(actual) && Math.abs(v - actual) > tolerance) {
      warnings.push({ message: `${mn} ${item.value} disagrees with the ${label} index value ${actual} in the data`, section: '~Well' });
    }
  }
}

function truncate(s: string, n: number) {
  return s.length > n ? s.slice(0, n - 1) + '…' : s;
}
