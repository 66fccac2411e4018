import { invalid } from '../../errors';
import type { DataCurve, Dataset } from '../project-data';

const fail = (message: string) => invalid({ las_file: [message] }, message);
const fmt = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * Append: every row of `added` must be deeper than the current stop depth. Curves missing on one
 * side are nulls on that side's rows; new curves are added after the existing ones.
 */
export function appendRows(current: Dataset, added: Dataset): Dataset {
  const n = current.depth.length;
  const m = added.depth.length;
  const stop = current.depth[n - 1];
  for (let i = 0; i < m; i++) {
    if (added.depth[i] <= stop) throw fail(`Depth ${fmt(added.depth[i])} overlaps the project's data, which ends at ${fmt(stop)} ft.`);
  }
  const depth = new Float64Array(n + m);
  depth.set(current.depth);
  depth.set(added.depth, n);
  const byName = new Map(added.curves.map((c) => [c.name, c]));
  const curves: DataCurve[] = current.curves.map((c) => {
    const values = new Float64Array(n + m).fill(NaN);
    values.set(c.values);
    const extra = byName.get(c.name);
    if (extra) values.set(extra.values, n);
    return { ...c, values };
  });
  const known = new Set(current.curves.map((c) => c.name));
  for (const c of added.curves) {
    if (known.has(c.name)) continue;
    const values = new Float64Array(n + m).fill(NaN);
    values.set(c.values, n);
    curves.push({ ...c, values });
  }
  return { depth, depthUnit: current.depthUnit, curves };
}

/** Index of the first row at `value` in the ascending `depth`, within 1e-6 ft; -1 when absent. */
function findDepth(depth: Float64Array, value: number): number {
  let lo = 0;
  let hi = depth.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (depth[mid] < value - 1e-6) lo = mid + 1;
    else hi = mid;
  }
  return lo < depth.length && Math.abs(depth[lo] - value) <= 1e-6 ? lo : -1;
}

/**
 * Diff-only: each row names an existing depth, each column an existing curve; non-null cells
 * replace values, cells marked `blank` make them null, other nulls leave them. Unchanged curves keep
 * their arrays (their blobs are shared).
 */
export function applyDiff(current: Dataset, diff: Dataset): { dataset: Dataset; cells: number } {
  const index = new Map(current.curves.map((c, i) => [c.name, i]));
  for (const c of diff.curves) {
    if (!index.has(c.name)) throw fail(`Column ${c.name} is not in the project's data.`);
  }
  // Rows at a repeated depth (a file logging several readings at one depth) match in order: the second row
  // of the diff at 5000 ft changes the project's second row at 5000 ft.
  const seen = new Map<number, number>();
  const rows = Array.from(diff.depth, (d) => {
    const first = findDepth(current.depth, d);
    if (first < 0) throw fail(`Depth ${fmt(d)} is not in the project's data.`);
    const nth = seen.get(current.depth[first]) ?? 0;
    seen.set(current.depth[first], nth + 1);
    const i = first + nth;
    if (i >= current.depth.length || Math.abs(current.depth[i] - d) > 1e-6) {
      throw fail(`Depth ${fmt(d)} is listed ${nth + 1} times, more often than the project's data has it.`);
    }
    return i;
  });
  const curves = [...current.curves];
  let cells = 0;
  for (const c of diff.curves) {
    const k = index.get(c.name)!;
    let values: Float64Array | undefined;
    for (let r = 0; r < rows.length; r++) {
      const v = c.values[r];
      if (v !== v && !c.blank?.[r]) continue;
      const target = values ?? curves[k].values;
      if (Object.is(target[rows[r]], v)) continue;
      values ??= Float64Array.from(curves[k].values);
      values[rows[r]] = v;
      cells++;
    }
    if (values) curves[k] = { ...curves[k], values };
  }
  return { dataset: { depth: current.depth, depthUnit: current.depthUnit, curves }, cells };
}
