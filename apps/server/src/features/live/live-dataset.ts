import type { ColumnSet } from '@mudstack/core/gas/aliases';
import { penetrationRateFactor } from '@mudstack/core/las/units';
import type { DataCurve, Dataset } from '../project-data';

/**
 * The live revision's rows: the first `baseRows` rows of the sealed revision it grows from, then the feed's rows
 * (catalogue columns from `lasToColumns`). A curve only one side has is null (NaN) on the other; the base's
 * curves keep their order and unit, the feed's new ones follow. A feed's rate of penetration in m/h on a base in
 * ft/h (or the reverse) is converted to the base's unit.
 */
export function appendLiveRows(base: Dataset | undefined, baseRows: number, live: { depth: Float64Array; columns: ColumnSet }): Dataset {
  const kept = base ? Math.min(baseRows, base.depth.length) : 0;
  const n = kept + live.depth.length;
  const depth = new Float64Array(n);
  if (base) depth.set(base.depth.subarray(0, kept));
  depth.set(live.depth, kept);
  const column = (head: Float64Array | undefined, tail: Float64Array | undefined, factor = 1) => {
    const values = new Float64Array(n).fill(NaN);
    if (head) values.set(head.subarray(0, kept));
    if (tail && factor === 1) values.set(tail, kept);
    else if (tail) for (let i = 0; i < tail.length; i++) values[kept + i] = tail[i] * factor;
    return values;
  };
  const curves: DataCurve[] = (base?.curves ?? []).map((c) => {
    const tail = live.columns.get(c.name);
    const factor = tail && tail.unit !== c.unit ? (penetrationRateFactor(tail.unit, c.unit) ?? 1) : 1;
    return {
      name: c.name,
      unit: c.unit,
      original_mnemonic: c.original_mnemonic,
      description: c.description,
      values: column(c.values, tail?.values, factor),
    };
  });
  const names = new Set(curves.map((c) => c.name));
  for (const [name, c] of live.columns) {
    if (names.has(name)) continue;
    curves.push({ name, unit: c.unit, original_mnemonic: c.originalMnemonic, description: c.description, values: column(undefined, c.values) });
  }
  return { depth, depthUnit: base?.depthUnit ?? 'ft', curves };
}
