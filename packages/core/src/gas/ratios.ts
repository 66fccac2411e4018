import { findSeries } from './catalogue';
import { HAWORTH_ZONES, haworthZone } from './haworth';
/**
 * Derived gas series: normalizations, heavy-to-light ratios, Pixler ratios and Haworth's wetness,
 * balance and character. Every formula and its source is in docs/gas-ratios.md. Inputs are the
 * measured columns keyed by catalogue short name (ppm); a missing input, a NaN input or a zero
 * denominator gives NaN (a null), never Infinity.
 */

type Columns = Record<string, Float64Array>;

interface DerivedDef {
  name: string;
  /** How it is computed, as a LAS curve description and the CSV picker show it. */
  formula: string;
  /** Every input column that must be present for the series to be computable. */
  inputs: readonly string[];
  /** Row formula over the input values, in `inputs` order. */
  compute: (v: Float64Array[], n: number, out: Float64Array) => void;
}

const C1_5 = ['c1', 'c2', 'c3', 'c4', 'c5'] as const;

/** Column-wise sum of `cols` over the first n rows (a column itself when there is only one). */
function sum(cols: Float64Array[], n: number): Float64Array {
  if (cols.length === 1) return cols[0];
  const out = new Float64Array(n);
  for (const col of cols) for (let i = 0; i < n; i++) out[i] += col[i];
  return out;
}

/** out[i] = scale x top[i] / bottom[i]; NaN when the denominator is 0 or a side is NaN, never Infinity. */
function ratio(name: string, top: readonly string[], bottom: readonly string[], scale = 1): DerivedDef {
  const inputs = [...new Set([...top, ...bottom])];
  const ti = top.map((t) => inputs.indexOf(t));
  const bi = bottom.map((b) => inputs.indexOf(b));
  const part = (names: readonly string[]) => (names.length === 1 ? names[0].toUpperCase() : `(${names.map((n) => n.toUpperCase()).join(' + ')})`);
  return {
    name,
    formula: `${scale === 1 ? '' : `${scale} x `}${part(top)} / ${part(bottom)}`,
    inputs,
    compute: (v, n, out) => {
      const num = sum(
        ti.map((k) => v[k]),
        n,
      );
      const den = sum(
        bi.map((k) => v[k]),
        n,
      );
      for (let i = 0; i < n; i++) {
        const d = den[i];
        const q = (scale * num[i]) / d;
        out[i] = d === 0 || q - q !== 0 ? NaN : q; // q - q is NaN for NaN and for +-Infinity
      }
    },
  };
}

/** Normalized series: the component over the C1-C5 sum (see docs/gas-ratios.md). */
const NORMALIZED: readonly (readonly [string, string])[] = [
  ['norm_acetic', 'acetic_acid'],
  ['norm_ben', 'ben'],
  ['norm_c1', 'c1'],
  ['norm_c2', 'c2'],
  ['norm_c3', 'c3'],
  ['norm_c4', 'c4'],
  ['norm_c5', 'c5'],
  ['norm_c6', 'c6'],
  ['norm_c7', 'c7'],
  ['norm_c8', 'c8'],
  ['norm_c9', 'c9'],
  ['norm_c10', 'c10'],
  ['norm_co2', 'co2'],
  ['norm_h', 'hy'],
  ['norm_he', 'he'],
  ['norm_tol', 'tol'],
  ['norm_xy', 'xy'],
  ['norm_sw', 'sw'],
];

const DEFS: readonly DerivedDef[] = [
  ...NORMALIZED.map(([name, source]) => ratio(name, [source], C1_5)),
  ratio('hl1', ['c3', 'c4', 'c5'], ['c1', 'c2']),
  ratio('hl2', ['c2', 'c3', 'c4', 'c5'], ['c1']),
  ratio('hl3', ['c4', 'c5'], ['c1', 'c2', 'c3']),
  ratio('hl4', ['c4', 'c5'], ['c1', 'c2']),
  ratio('pix1', ['c1'], ['c2']),
  ratio('pix2', ['c1'], ['c3']),
  ratio('pix3', ['c1'], ['c4']),
  ratio('pix4', ['c1'], ['c5']),
  ratio('wh', ['c2', 'c3', 'c4', 'c5'], C1_5, 100),
  ratio('bh', ['c1', 'c2'], ['c3', 'c4', 'c5']),
  ratio('ch', ['c4', 'c5'], ['c3']),
  {
    name: 'haworth_zone',
    formula: `Haworth zone from WH and BH, ${HAWORTH_ZONES.map((z) => `${z.code} ${z.name}`).join('; ')}`,
    inputs: C1_5,
    compute: (v, n, out) => {
      const [c1, c2, c3, c4, c5] = v;
      for (let i = 0; i < n; i++) {
        const total = c1[i] + c2[i] + c3[i] + c4[i] + c5[i];
        const heavy = c3[i] + c4[i] + c5[i];
        const wh = total === 0 ? NaN : ((c2[i] + c3[i] + c4[i] + c5[i]) / total) * 100;
        // No C3-C5 under gas: the balance is infinite (> 100), dry gas. The `bh` series itself is null there.
        const light = c1[i] + c2[i];
        const bh = heavy === 0 ? (light > 0 ? Infinity : NaN) : light / heavy;
        out[i] = haworthZone(wh, bh);
      }
    },
  },
];

const DEF_BY_NAME: ReadonlyMap<string, DerivedDef> = new Map(DEFS.map((d) => [d.name, d]));

/** Every series computeDerived can produce, in catalogue order. */
export const DERIVED_SERIES: readonly string[] = Object.freeze(DEFS.map((d) => d.name));

/**
 * What a derived series is, for a LAS curve description and the CSV picker: its long name and how it is computed
 * ("Pixler C1/C2 = C1 / C2"; the Haworth zone names its codes; no colon, the LAS delimiter). Empty for a name that is not derived.
 */
export function derivedDescription(name: string): string {
  const def = DEF_BY_NAME.get(name);
  if (!def) return '';
  const long = findSeries(name)?.long_name ?? name.toUpperCase();
  return def.name === 'haworth_zone' ? def.formula : `${long} = ${def.formula}`;
}

/** The measured series a derived one needs (empty for a name that is not derived). */
export function derivedInputs(name: string): readonly string[] {
  return DEF_BY_NAME.get(name)?.inputs ?? [];
}

function computeOne(def: DerivedDef, columns: Columns, rowCount: number): Float64Array | undefined {
  const inputs: Float64Array[] = [];
  for (const name of def.inputs) {
    const col = columns[name];
    if (!col) return undefined;
    inputs.push(col);
  }
  const out = new Float64Array(rowCount);
  const n = Math.min(rowCount, ...inputs.map((c) => c.length));
  def.compute(inputs, n, out);
  out.fill(NaN, n);
  return out;
}

/**
 * Every derived series computable from the columns present (keyed by catalogue short name).
 * A series the columns already carry (a measured WH, C1C2...) is not recomputed: the file wins.
 */
export function computeDerived(columns: Columns, rowCount: number): Record<string, Float64Array> {
  const result: Record<string, Float64Array> = {};
  for (const def of DEFS) {
    if (columns[def.name]) continue;
    const out = computeOne(def, columns, rowCount);
    if (out) result[def.name] = out;
  }
  return result;
}

/** A measured column if present, else the derived one if computable, else undefined. */
export function seriesColumn(name: string, columns: Columns, rowCount: number): Float64Array | undefined {
  const raw = columns[name];
  if (raw) return raw;
  const def = DEF_BY_NAME.get(name);
  return def ? computeOne(def, columns, rowCount) : undefined;
}
