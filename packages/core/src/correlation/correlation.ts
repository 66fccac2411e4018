import { lowerBound } from '../signal/lower-bound';

/**
 * Wells side by side (the correlation page): flattening on a formation top, the tie lines between neighbouring
 * wells, and the comparison of the wells over one interval. Pure; depths in feet.
 */

/** The most wells one correlation lays side by side, and the fewest that make one. */
export const CORRELATION_MAX_WELLS = 8;
export const CORRELATION_MIN_WELLS = 2;

/**
 * The built-in configuration's graphs a correlation draws for every well: the gas on log axes, the Pixler ratios and
 * the Haworth track (the rest would make each well's group too wide to read wells side by side). A saved
 * configuration's graphs of the vertical section are drawn as they are.
 */
export const BUILTIN_CORRELATION_GRAPHS: readonly string[] = Object.freeze([
  'Hydrocarbons C1-C5',
  'Total gas',
  'Pixler ratios',
  'Haworth: wetness, balance and character',
]);

export interface CorrelationFormation {
  xval_low: number;
  xval_high: number;
  message: string;
}

export interface CorrelationWell {
  id: number;
  formations: readonly CorrelationFormation[];
}

/**
 * The graphs every well's group draws, in draw order: a configuration's graphs of the vertical section (applies to
 * both or vertical); of the built-in configuration only `BUILTIN_CORRELATION_GRAPHS`. The page and its PDF draw these.
 */
export function correlationGraphs<G extends { name: string; appliesTo: string; drawOrder: number }>(graphs: readonly G[], builtin: boolean): G[] {
  return graphs
    .map((g, i) => ({ g, i }))
    .filter(({ g }) => (g.appliesTo === 'both' || g.appliesTo === 'vertical') && (!builtin || BUILTIN_CORRELATION_GRAPHS.includes(g.name)))
    .sort((a, b) => a.g.drawOrder - b.g.drawOrder || a.i - b.i)
    .map(({ g }) => g);
}

/** A formation name as wells are matched on it: case and surrounding or repeated spaces do not count. */
export const formationKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The top of the formation `name` in a well: the shallowest start of a formation of that name; null when absent. */
export function formationTop(formations: readonly CorrelationFormation[], name: string): number | null {
  const key = formationKey(name);
  let top: number | null = null;
  for (const f of formations) {
    if (formationKey(f.message) !== key) continue;
    const start = Math.min(f.xval_low, f.xval_high);
    if (Number.isFinite(start) && (top === null || start < top)) top = start;
  }
  return top;
}

export interface Flattening {
  /**
   * Depth shown = measured depth - offset: the formation's top in a flattened well; in a well without it, the mean of
   * the others' tops (it is drawn at the depths the formation has in its neighbours, not on a top of its own); 0 when
   * the view is not flattened.
   */
  offsets: Map<number, number>;
  /** Wells without the formation: not flattened on a top of their own, laid out after the others. */
  missing: number[];
  /** The wells in the order they are laid out: the flattened ones as given, then the missing ones. */
  order: number[];
}

/** Flattens `wells` on the top of `name` (or not at all when null): each well's offset, and the wells without it. */
export function flattenOffsets(wells: readonly CorrelationWell[], name: string | null): Flattening {
  const offsets = new Map<number, number>();
  const missing: number[] = [];
  const found: number[] = [];
  for (const w of wells) {
    const top = name ? formationTop(w.formations, name) : 0;
    if (top === null) missing.push(w.id);
    else found.push(top);
    offsets.set(w.id, top ?? 0);
  }
  const meanTop = found.length > 0 && name ? found.reduce((a, b) => a + b, 0) / found.length : 0;
  for (const id of missing) offsets.set(id, meanTop);
  const flattened = wells.map((w) => w.id).filter((id) => !missing.includes(id));
  return { offsets, missing, order: [...flattened, ...missing] };
}

/**
 * The formations a view can be flattened on: every name any well has, shallowest first (by its mean top), each
 * with the number of wells that have it.
 */
export function flattenChoices(wells: readonly CorrelationWell[]): { name: string; wells: number }[] {
  const byKey = new Map<string, { name: string; tops: number[] }>();
  for (const w of wells) {
    const seen = new Set<string>();
    for (const f of w.formations) {
      const key = formationKey(f.message);
      if (!key || seen.has(key)) continue;
      seen.add(key);
      const top = formationTop(w.formations, f.message)!;
      const entry = byKey.get(key) ?? { name: f.message.trim(), tops: [] };
      entry.tops.push(top);
      byKey.set(key, entry);
    }
  }
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return [...byKey.values()].sort((a, b) => mean(a.tops) - mean(b.tops)).map((e) => ({ name: e.name, wells: e.tops.length }));
}

export interface TieLine {
  name: string;
  /** Neighbouring wells in layout order, and the formation's top in each, in shown depth (offset applied). */
  left: { id: number; depth: number };
  right: { id: number; depth: number };
}

/** Lines joining the same formation's top across neighbouring wells (in `order`), in shown depth. */
export function tieLines(wells: readonly CorrelationWell[], order: readonly number[], offsets: ReadonlyMap<number, number>): TieLine[] {
  const byId = new Map(wells.map((w) => [w.id, w]));
  const lines: TieLine[] = [];
  for (let i = 0; i + 1 < order.length; i++) {
    const a = byId.get(order[i]);
    const b = byId.get(order[i + 1]);
    if (!a || !b) continue;
    const names = new Map<string, string>();
    for (const f of a.formations) names.set(formationKey(f.message), f.message.trim());
    for (const [key, name] of names) {
      const ta = formationTop(a.formations, key);
      const tb = formationTop(b.formations, key);
      if (ta === null || tb === null) continue;
      lines.push({ name, left: { id: a.id, depth: ta - (offsets.get(a.id) ?? 0) }, right: { id: b.id, depth: tb - (offsets.get(b.id) ?? 0) } });
    }
  }
  return lines;
}

/** The columns a well is compared on (rows aligned with `depth`, ascending; NaN = no value). */
export interface ComparedColumns {
  depth: Float64Array;
  totalGas?: Float64Array;
  wh?: Float64Array;
  bh?: Float64Array;
  ch?: Float64Array;
  /** Haworth zone code per row. */
  zone?: Float64Array;
  /** The Pixler ratios C1/C2, C1/C3, C1/C4, C1/C5. */
  pixler?: readonly Float64Array[];
}

export interface IntervalComparison {
  /** Rows of the well within the interval. */
  rows: number;
  peakTotalGas: number | null;
  /** Depth of the peak, in measured depth. */
  peakDepth: number | null;
  meanTotalGas: number | null;
  meanWh: number | null;
  meanBh: number | null;
  meanCh: number | null;
  /** The Haworth zone of most rows in the interval, and the share of the zoned rows it has (0-1). */
  dominantZone: number | null;
  dominantShare: number | null;
  /** Each Pixler ratio's mean over the rows where it is positive: the well's line on the Pixler plot. */
  pixler: [number | null, number | null, number | null, number | null];
}

/** Mean of the finite values of `col` in rows [from, to) (only positive ones when `positive`); null when none. */
function meanOf(col: Float64Array | undefined, from: number, to: number, positive = false): number | null {
  if (!col) return null;
  let sum = 0;
  let n = 0;
  for (let i = from; i < to; i++) {
    const v = col[i];
    if (!Number.isFinite(v) || (positive && v <= 0)) continue;
    sum += v;
    n++;
  }
  return n > 0 ? sum / n : null;
}

/**
 * One well over the measured-depth interval [from, to] (both included): peak and mean total gas, mean wetness,
 * balance and character, the dominant Haworth zone, and its Pixler line. O(rows in the interval).
 */
export function compareInterval(columns: ComparedColumns, from: number, to: number): IntervalComparison {
  const { depth } = columns;
  const lo = Math.min(from, to);
  const hi = Math.max(from, to);
  const first = lowerBound(depth, lo);
  const end = lowerBound(depth, hi + 1e-9);
  let peak: number | null = null;
  let peakDepth: number | null = null;
  const tg = columns.totalGas;
  if (tg) {
    for (let i = first; i < end; i++) {
      const v = tg[i];
      if (Number.isFinite(v) && (peak === null || v > peak)) {
        peak = v;
        peakDepth = depth[i];
      }
    }
  }
  const counts = new Map<number, number>();
  let zoned = 0;
  if (columns.zone) {
    for (let i = first; i < end; i++) {
      const z = columns.zone[i];
      if (!Number.isFinite(z)) continue;
      counts.set(z, (counts.get(z) ?? 0) + 1);
      zoned++;
    }
  }
  let dominant: number | null = null;
  for (const [z, n] of counts) if (dominant === null || n > counts.get(dominant)! || (n === counts.get(dominant)! && z < dominant)) dominant = z;
  const p = columns.pixler ?? [];
  return {
    rows: Math.max(0, end - first),
    peakTotalGas: peak,
    peakDepth,
    meanTotalGas: meanOf(tg, first, end),
    meanWh: meanOf(columns.wh, first, end),
    meanBh: meanOf(columns.bh, first, end),
    meanCh: meanOf(columns.ch, first, end),
    dominantZone: dominant,
    dominantShare: dominant === null ? null : counts.get(dominant)! / zoned,
    pixler: [meanOf(p[0], first, end, true), meanOf(p[1], first, end, true), meanOf(p[2], first, end, true), meanOf(p[3], first, end, true)],
  };
}

/** The rows of a well on a true vertical depth (TVD) axis, and their TVD (`tvdRows`). */
export interface TvdAxis {
  rows: Int32Array;
  tvd: Float64Array;
}

/**
 * True vertical depth as a depth axis: the rows where TVD rises, in measured-depth order. A vertical hole's TVD
 * rises with MD; where the hole turns to the lateral, TVD stops rising and those rows are left out (a depth axis
 * must rise).
 */
export function tvdRows(md: ArrayLike<number>, tvd: ArrayLike<number>): TvdAxis {
  const keep: number[] = [];
  let last = -Infinity;
  for (let i = 0; i < Math.min(md.length, tvd.length); i++) {
    const t = tvd[i];
    if (!Number.isFinite(t) || !Number.isFinite(md[i]) || t <= last) continue;
    keep.push(i);
    last = t;
  }
  return { rows: Int32Array.from(keep), tvd: Float64Array.from(keep, (i) => tvd[i]) };
}

/** Straight-line interpolation along the kept rows from one depth (`from` of row k) to the other (`to`); null outside. */
function along(n: number, from: (k: number) => number, to: (k: number) => number, value: number): number | null {
  if (n === 0 || !Number.isFinite(value) || value < from(0) || value > from(n - 1)) return null;
  let lo = 0;
  let hi = n - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >>> 1;
    if (from(mid) <= value) lo = mid;
    else hi = mid;
  }
  const a = from(lo);
  const b = from(hi);
  return b === a ? to(lo) : to(lo) + ((value - a) / (b - a)) * (to(hi) - to(lo));
}

/** A measured depth as TVD, between the kept rows either side; null past where TVD stops rising. */
export function mdToTvd(md: ArrayLike<number>, axis: TvdAxis, depth: number): number | null {
  return along(
    axis.rows.length,
    (k) => md[axis.rows[k]],
    (k) => axis.tvd[k],
    depth,
  );
}

/** A TVD as measured depth, between the kept rows either side; null outside them. */
export function tvdToMd(md: ArrayLike<number>, axis: TvdAxis, depth: number): number | null {
  return along(
    axis.rows.length,
    (k) => axis.tvd[k],
    (k) => md[axis.rows[k]],
    depth,
  );
}

/** A well's formations on its TVD axis: each interval's ends read as TVD (an end past the axis is its last TVD). */
export function formationsInTvd<F extends CorrelationFormation>(md: ArrayLike<number>, axis: TvdAxis, formations: readonly F[]): F[] {
  const last = axis.tvd.length ? axis.tvd[axis.tvd.length - 1] : NaN;
  const out: F[] = [];
  for (const f of formations) {
    const lo = Math.min(f.xval_low, f.xval_high);
    const hi = Math.max(f.xval_low, f.xval_high);
    const top = mdToTvd(md, axis, lo);
    if (top === null) continue;
    out.push({ ...f, xval_low: top, xval_high: mdToTvd(md, axis, hi) ?? last });
  }
  return out;
}
