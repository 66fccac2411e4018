import { LasError } from './errors';
import { parseLasNumber } from './number';
import { readLas } from './read-las';
import type { HeaderItem, LasFile, ReadLasOptions } from './types';
import { depthUnit } from './units';

/** One header item in the summary (the shape of the corpus reference files). */
export interface SummaryItem {
  mnemonic: string;
  original_mnemonic: string;
  unit: string;
  /** A number when the text is one, else the text (API and UWI stay text). */
  value: string | number;
  descr: string;
}

export type SummaryStat =
  | { mnemonic: string; dtype: 'float'; n: number; count: number; min: number | null; max: number | null; sum: number | null }
  | { mnemonic: string; dtype: 'str'; n: number; count: number; first: string | null; last: string | null; min: null; max: null; sum: null };

/** What `las inspect` prints: the shape of `las-corpus/reference/*.json`. */
export interface LasSummary {
  ok: boolean;
  error: string | null;
  encoding: string | null;
  version: number | string | null;
  wrap: 'YES' | 'NO' | null;
  dlm: string | null;
  null_value: number | null;
  sections: string[];
  well: SummaryItem[];
  params: SummaryItem[];
  curves: SummaryItem[];
  n_rows: number | null;
  first_index: number | string | null;
  last_index: number | string | null;
  index_unit: string | null;
  stats: SummaryStat[];
  other: string;
  warnings: string[];
  /** The data section `curves` come from, and whether it is indexed by depth (beyond lasio's shape). */
  data_section?: string | null;
  depth_indexed?: boolean | null;
  /** The file's other LAS 3.0 data sets, kept aside: name, title, rows and curves. */
  data_sets?: { name: string; title: string; n_rows: number; curves: string[] }[];
}

const KEEP_AS_TEXT = new Set(['API', 'UWI']);

function item(h: HeaderItem): SummaryItem {
  const n = parseLasNumber(h.value);
  const value = !KEEP_AS_TEXT.has(h.mnemonic) && Number.isFinite(n) ? n : h.value;
  return { mnemonic: h.mnemonic, original_mnemonic: h.originalMnemonic, unit: h.unit, value, descr: h.description };
}

/** The index unit as `FT`, `M` or `.1IN`, or null when it is another unit or ~Well disagrees with it. */
export function canonicalIndexUnit(file: LasFile): string | null {
  const index = file.curves[0];
  if (!index) return null;
  const unit = depthUnit(index.header.unit || file.indexUnit);
  if (!unit) return null;
  for (const m of ['STRT', 'STOP', 'STEP']) {
    const w = file.well.find((i) => i.mnemonic === m);
    if (w && w.unit !== '') {
      const other = depthUnit(w.unit);
      if (!other || other.canonical !== unit.canonical) return null;
    }
  }
  return unit.canonical;
}

/** Summary of a file already read. Statistics skip nulls; min/max/sum are null for a curve with no values. */
export function summarizeLas(file: LasFile): LasSummary {
  const stats: SummaryStat[] = file.curves.map((c) => {
    if (c.kind === 'text') {
      const present = c.values.filter((v) => v !== null);
      return {
        mnemonic: c.header.mnemonic,
        dtype: 'str',
        n: c.values.length,
        count: present.length,
        first: c.values[0] ?? null,
        last: c.values[c.values.length - 1] ?? null,
        min: null,
        max: null,
        sum: null,
      };
    }
    const { count, min, max, sum } = numericStats(c.values);
    return {
      mnemonic: c.header.mnemonic,
      dtype: 'float',
      n: c.values.length,
      count,
      min: count ? min : null,
      max: count ? max : null,
      sum: count ? sum : null,
    };
  });
  const index = file.curves[0];
  const at = (i: number): number | string | null => {
    if (!index || file.rowCount === 0) return null;
    const v = index.values[i];
    if (v === null || v === undefined) return null;
    return typeof v === 'number' && Number.isNaN(v) ? null : v;
  };
  const versionNumber = Number(file.version);
  return {
    ok: true,
    error: null,
    encoding: file.encoding,
    version: file.version === '' ? null : Number.isFinite(versionNumber) ? versionNumber : file.version,
    wrap: file.wrap ? 'YES' : 'NO',
    dlm: file.delimiter,
    null_value: file.nullValue,
    sections: file.sections,
    well: file.well.map(item),
    params: file.params.map(item),
    curves: file.curves.map((c) => item(c.header)),
    n_rows: file.rowCount,
    first_index: at(0),
    last_index: at(file.rowCount - 1),
    index_unit: canonicalIndexUnit(file),
    stats,
    other: file.other.slice(0, 2000),
    warnings: file.warnings.map((w) => w.message),
    data_section: file.dataSection?.title ?? null,
    depth_indexed: file.depthIndexed,
    data_sets: (file.dataSets ?? []).map((d) => ({
      name: d.name,
      title: d.title,
      n_rows: d.rowCount,
      curves: d.curves.map((c) => c.header.mnemonic),
    })),
  };
}

/** Reads and summarizes; a LasError becomes `{ok: false, error}` so the CLI can always print JSON. */
export function inspectLas(input: Uint8Array | string, options?: ReadLasOptions): LasSummary {
  try {
    return summarizeLas(readLas(input, options));
  } catch (error) {
    if (!(error instanceof LasError)) throw error;
    return {
      ok: false,
      error: error.message,
      encoding: null,
      version: null,
      wrap: null,
      dlm: null,
      null_value: null,
      sections: [],
      well: [],
      params: [],
      curves: [],
      n_rows: null,
      first_index: null,
      last_index: null,
      index_unit: null,
      stats: [],
      other: '',
      warnings: [],
    };
  }
}

/**
 * Count, min, max and sum of the non-null values: an indexed loop over the typed array in a function of its
 * own (a `for...of` over the curve union took 100 ms of a 66 MB file's `las inspect`; this takes 10).
 */
function numericStats(values: Float64Array): { count: number; min: number; max: number; sum: number } {
  let count = 0;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (v !== v) continue;
    count++;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
  }
  return { count, min, max, sum };
}
