/**
 * The shows table of a report: the Haworth zones down the well merged into intervals a geologist would write on a
 * mud log. Rows of one zone are one interval; an interval thinner than a minimum is absorbed into its thicker
 * neighbour, thinnest first, and neighbours left with the same zone join. docs/gas-ratios.md#shows-table.
 */
import { lowerBound } from '../signal/lower-bound';
import { haworthZoneDef } from './haworth';

/** Intervals thinner than this (feet) are absorbed into a neighbour, unless the report asks for another minimum. */
export const SHOW_MIN_THICKNESS_FT = 2;

export interface ShowInterval {
  top: number;
  base: number;
  /** The Haworth zone code (1-5) and its name and colour. */
  code: number;
  name: string;
  color: string;
  /** The highest total gas in the interval, null when it has none. */
  peakTotalGas: number | null;
  /** Mean wetness (%), balance and character over the interval's rows that have them. */
  wh: number | null;
  bh: number | null;
  ch: number | null;
}

export interface ShowColumns {
  depth: Float64Array;
  /** Haworth zone code per row (NaN where the gases are missing). */
  zone: Float64Array;
  totalGas: Float64Array;
  wh: Float64Array;
  bh: Float64Array;
  ch: Float64Array;
}

/** One interval while merging: its depths, zone and rows [first, last]. */
interface Run {
  top: number;
  base: number;
  code: number;
  first: number;
  last: number;
}

/**
 * The shows of [range.min, range.max]: intervals of one Haworth zone, each at least `minThickness` ft thick (unless
 * the range itself is thinner), clipped to the range. An interval runs from its first row to the next interval's
 * first row (the last one to the last row in range); rows without a zone belong to the interval they fall in.
 * O(n log n) in the rows of the range.
 */
export function showIntervals(columns: ShowColumns, range: { min: number; max: number }, minThickness = SHOW_MIN_THICKNESS_FT): ShowInterval[] {
  const { depth } = columns;
  const from = lowerBound(depth, range.min);
  const to = lowerBound(depth, range.max + 1e-9);
  const runs = zoneRuns(columns, from, to);
  return absorbThin(runs, minThickness).map((run) => describe(columns, run));
}

/** Rows of one zone as runs, in depth order. */
function zoneRuns({ depth, zone }: ShowColumns, from: number, to: number): Run[] {
  const runs: Run[] = [];
  for (let i = from; i < to; i++) {
    const code = zone[i];
    if (!Number.isFinite(code) || !Number.isFinite(depth[i])) continue;
    const last = runs[runs.length - 1];
    if (last && last.code === code) continue;
    if (last) {
      last.base = depth[i];
      last.last = i - 1;
    }
    runs.push({ top: depth[i], base: depth[i], code, first: i, last: i });
  }
  const tail = runs[runs.length - 1];
  if (tail) {
    tail.last = to - 1;
    tail.base = depth[to - 1];
  }
  return runs;
}

/** Absorbs the thinnest interval under `min` into its thicker neighbour until none is left (a heap: O(n log n)). */
function absorbThin(runs: Run[], min: number): Run[] {
  const n = runs.length;
  const prev = Int32Array.from({ length: n }, (_, i) => i - 1);
  const next = Int32Array.from({ length: n }, (_, i) => (i + 1 < n ? i + 1 : -1));
  const alive = new Uint8Array(n).fill(1);
  const version = new Uint32Array(n);
  const heap = new MinHeap();
  const thickness = (i: number) => runs[i].base - runs[i].top;
  for (let i = 0; i < n; i++) heap.push(thickness(i), i, 0);
  let count = n;
  // Merges `gone` into `keep` (neighbours): `keep` keeps its zone and takes the depths and rows of both.
  const merge = (keep: number, gone: number) => {
    const k = runs[keep];
    const g = runs[gone];
    k.top = Math.min(k.top, g.top);
    k.base = Math.max(k.base, g.base);
    k.first = Math.min(k.first, g.first);
    k.last = Math.max(k.last, g.last);
    alive[gone] = 0;
    count--;
    const before = prev[gone] === keep ? keep : prev[gone];
    const after = next[gone] === keep ? keep : next[gone];
    if (before >= 0) next[before] = after;
    if (after >= 0) prev[after] = before;
    version[keep]++;
    heap.push(thickness(keep), keep, version[keep]);
  };
  while (count > 1) {
    const top = heap.pop();
    if (!top) break;
    const [size, i, v] = top;
    if (!alive[i] || v !== version[i]) continue;
    if (size >= min) break;
    const p = prev[i];
    const q = next[i];
    const into = p < 0 ? q : q < 0 ? p : thickness(p) >= thickness(q) ? p : q;
    merge(into, i);
    // Neighbours left with the same zone are one interval.
    if (prev[into] >= 0 && runs[prev[into]].code === runs[into].code) merge(into, prev[into]);
    if (next[into] >= 0 && runs[next[into]].code === runs[into].code) merge(into, next[into]);
  }
  return runs.filter((_, i) => alive[i]);
}

/** An interval's zone, peak total gas and mean ratios. */
function describe(columns: ShowColumns, run: Run): ShowInterval {
  const def = haworthZoneDef(run.code);
  let peak = -Infinity;
  const sums = [0, 0, 0];
  const counts = [0, 0, 0];
  const ratios = [columns.wh, columns.bh, columns.ch];
  for (let i = run.first; i <= run.last; i++) {
    const tg = columns.totalGas[i];
    if (Number.isFinite(tg) && tg > peak) peak = tg;
    for (let k = 0; k < 3; k++) {
      const v = ratios[k][i];
      if (!Number.isFinite(v)) continue;
      sums[k] += v;
      counts[k]++;
    }
  }
  const mean = (k: number) => (counts[k] > 0 ? sums[k] / counts[k] : null);
  return {
    top: run.top,
    base: run.base,
    code: run.code,
    name: def?.name ?? String(run.code),
    color: def?.color ?? '#ffffff00',
    peakTotalGas: peak === -Infinity ? null : peak,
    wh: mean(0),
    bh: mean(1),
    ch: mean(2),
  };
}

/** A binary min-heap of [key, index, version] entries (stale entries are skipped by the caller). */
class MinHeap {
  private items: [number, number, number][] = [];

  push(key: number, index: number, version: number): void {
    const items = this.items;
    items.push([key, index, version]);
    let c = items.length - 1;
    while (c > 0) {
      const p = (c - 1) >> 1;
      if (!less(items[c], items[p])) break;
      [items[c], items[p]] = [items[p], items[c]];
      c = p;
    }
  }

  pop(): [number, number, number] | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last) {
      items[0] = last;
      let p = 0;
      for (;;) {
        const l = 2 * p + 1;
        const r = l + 1;
        let m = p;
        if (l < items.length && less(items[l], items[m])) m = l;
        if (r < items.length && less(items[r], items[m])) m = r;
        if (m === p) break;
        [items[m], items[p]] = [items[p], items[m]];
        p = m;
      }
    }
    return top;
  }
}

/** Thinner first; among equals, the shallower (a stable, repeatable order). */
const less = (a: [number, number, number], b: [number, number, number]) => a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
