// Test support (imported only by tests): compares a summary with a lasio reference JSON of the corpus.
import { parseLasNumber } from './number';
import type { LasSummary, SummaryItem } from './summary';

export interface ReferenceItem {
  mnemonic: string;
  original_mnemonic: string;
  unit: string;
  value: string | number | null;
  descr: string;
}

export interface ReferenceJson {
  ok: boolean;
  error: string | null;
  version: number | string | null;
  wrap: string | null;
  null_value: number | null;
  well: ReferenceItem[];
  params: ReferenceItem[];
  curves: ReferenceItem[];
  n_rows: number | null;
  first_index: number | string | null;
  last_index: number | string | null;
  index_unit: string | null;
  stats: {
    mnemonic: string;
    dtype: string;
    n: number;
    count: number;
    min: number | null;
    max: number | null;
    sum: number | null;
    first?: string;
    last?: string;
  }[];
}

/**
 * The reference is rounded to 6 significant digits (numpy sums pairwise, Python rounds half to even), so a
 * number matches when it rounds to the reference in either direction: within half a unit of the 6th digit,
 * plus 1e-6 relative for the summation order.
 */
export function sameNumber(ours: number | null | undefined, ref: number | null | undefined): boolean {
  if (ref === null || ref === undefined) return ours === null || ours === undefined || Number.isNaN(ours);
  if (ours === null || ours === undefined || Number.isNaN(ours)) return false;
  if (ref === 0) return Math.abs(ours) < 1e-12;
  const halfUnit = 0.5 * 10 ** (Math.floor(Math.log10(Math.abs(ref))) - 5);
  return Math.abs(ours - ref) <= halfUnit * (1 + 1e-9) + 1e-6 * Math.abs(ref);
}

function sameValue(ours: string | number, ref: string | number | null): boolean {
  if (typeof ref === 'number') {
    const n = typeof ours === 'number' ? ours : parseLasNumber(ours.replace(',', '.'));
    return Math.abs(n - ref) <= 1e-9 * Math.max(1, Math.abs(ref));
  }
  if (ref === null) return ours === '' || ours === null;
  return String(ours).trim() === ref.trim();
}

function compareItems(kind: string, ours: SummaryItem[], ref: ReferenceItem[], out: string[]) {
  if (ours.length !== ref.length) {
    out.push(
      `${kind}: ${ours.length} items, reference ${ref.length} (${ours.map((i) => i.mnemonic).join(' ')} | ${ref.map((i) => i.mnemonic).join(' ')})`,
    );
    return;
  }
  ref.forEach((r, i) => {
    const o = ours[i];
    const bad: string[] = [];
    if (o.mnemonic !== r.mnemonic) bad.push(`mnemonic ${o.mnemonic} != ${r.mnemonic}`);
    if (o.original_mnemonic.toUpperCase() !== r.original_mnemonic.toUpperCase())
      bad.push(`original ${o.original_mnemonic} != ${r.original_mnemonic}`);
    if (o.unit !== r.unit) bad.push(`unit "${o.unit}" != "${r.unit}"`);
    if (!sameValue(o.value, r.value)) bad.push(`value "${o.value}" != "${r.value}"`);
    if (o.descr !== r.descr) bad.push(`descr "${o.descr}" != "${r.descr}"`);
    if (bad.length) out.push(`${kind}: ${r.mnemonic}: ${bad.join(', ')}`);
  });
}

/** Every difference, each starting with its category (`rows:`, `curves:`, `stats:GR:`, `well:`...). */
export function compareWithReference(ours: LasSummary, ref: ReferenceJson): string[] {
  const out: string[] = [];
  if (ours.ok !== ref.ok) {
    out.push(`ok: ${ours.ok} (${ours.error ?? ''}), reference ${ref.ok} (${ref.error ?? ''})`);
    return out;
  }
  if (!ref.ok) return out;
  const refVersion = ref.version === null ? null : Number(ref.version);
  const ourVersion = ours.version === null ? null : Number(ours.version);
  if (refVersion !== ourVersion) out.push(`version: ${ours.version} != ${ref.version}`);
  if ((ours.wrap === 'YES') !== (ref.wrap === 'YES')) out.push(`wrap: ${ours.wrap} != ${ref.wrap}`);
  if (ours.null_value !== ref.null_value) out.push(`null: ${ours.null_value} != ${ref.null_value}`);
  if (ours.n_rows !== ref.n_rows) out.push(`rows: ${ours.n_rows} != ${ref.n_rows}`);
  if (ours.index_unit !== ref.index_unit) out.push(`index_unit: ${ours.index_unit} != ${ref.index_unit}`);
  for (const [k, o, r] of [
    ['first_index', ours.first_index, ref.first_index],
    ['last_index', ours.last_index, ref.last_index],
  ] as const) {
    const same = typeof r === 'number' ? typeof o === 'number' && sameNumber(o, r) : o === r;
    if (!same) out.push(`${k}: ${o} != ${r}`);
  }
  compareItems('well', ours.well, ref.well, out);
  compareItems('params', ours.params, ref.params, out);
  compareItems('curves', ours.curves, ref.curves, out);
  if (ours.stats.length === ref.stats.length) {
    ref.stats.forEach((r, i) => {
      const o = ours.stats[i];
      const bad: string[] = [];
      if (o.dtype !== r.dtype) bad.push(`dtype ${o.dtype} != ${r.dtype}`);
      if (o.n !== r.n) bad.push(`n ${o.n} != ${r.n}`);
      if (o.count !== r.count) bad.push(`count ${o.count} != ${r.count}`);
      if (o.dtype === 'float' && r.dtype === 'float') {
        if (!sameNumber(o.min, r.min)) bad.push(`min ${o.min} != ${r.min}`);
        if (!sameNumber(o.max, r.max)) bad.push(`max ${o.max} != ${r.max}`);
        if (!sameNumber(o.sum, r.sum)) bad.push(`sum ${o.sum} != ${r.sum}`);
      }
      if (o.dtype === 'str' && r.dtype === 'str') {
        if (o.first !== r.first || o.last !== r.last) bad.push(`first/last ${o.first}/${o.last} != ${r.first}/${r.last}`);
      }
      if (bad.length) out.push(`stats:${r.mnemonic}: ${bad.join(', ')}`);
    });
  } else if (ref.stats.length > 0) out.push(`stats: ${ours.stats.length} curves, reference ${ref.stats.length}`);
  return out;
}

/** The category of a difference line: `stats:GR`, `rows`, `well`... */
export function category(diff: string): string {
  return diff.startsWith('stats:') ? diff.split(':').slice(0, 2).join(':') : diff.split(':')[0];
}
