/**
 * A drawing overview of columns: the rows cut into `buckets` runs of (nearly) equal length,
 * each run given as two rows, at the depth of its first row and of its last, where every series holds its
 * minimum and its maximum over the run, in the order they occur (so a line drawn through them rises or falls
 * as the data does). A graph a few thousand pixels wide drawn from it shows exactly the envelope the full
 * rows give, from a small fraction of the bytes; the full rows follow for zooming in. Gaps (NaN) are
 * ignored; a run with no value in a series gives NaN twice. The first and last depths are the data's own.
 * Data of no more than 2 x buckets rows is returned as it is.
 */
export function minMaxOverview(
  depth: Float64Array,
  columns: readonly Float64Array[],
  buckets: number,
): { depth: Float64Array; columns: Float64Array[] } {
  const n = depth.length;
  const nb = Math.max(1, Math.floor(buckets));
  if (n <= 2 * nb) return { depth, columns: [...columns] };
  const outDepth = new Float64Array(2 * nb);
  const starts = new Int32Array(nb + 1);
  for (let b = 0; b <= nb; b++) starts[b] = Math.round((b * n) / nb);
  for (let b = 0; b < nb; b++) {
    outDepth[2 * b] = depth[starts[b]];
    outDepth[2 * b + 1] = depth[starts[b + 1] - 1];
  }
  const outColumns = columns.map((values) => {
    const out = new Float64Array(2 * nb);
    for (let b = 0; b < nb; b++) {
      let lo = Infinity;
      let hi = -Infinity;
      let loAt = -1;
      let hiAt = -1;
      for (let i = starts[b], end = starts[b + 1]; i < end; i++) {
        const v = values[i];
        // NaN fails both comparisons: gaps drop out.
        if (v < lo) {
          lo = v;
          loAt = i;
        }
        if (v > hi) {
          hi = v;
          hiAt = i;
        }
      }
      if (loAt < 0) {
        out[2 * b] = out[2 * b + 1] = NaN;
      } else if (loAt <= hiAt) {
        out[2 * b] = lo;
        out[2 * b + 1] = hi;
      } else {
        out[2 * b] = hi;
        out[2 * b + 1] = lo;
      }
    }
    return out;
  });
  return { depth: outDepth, columns: outColumns };
}
