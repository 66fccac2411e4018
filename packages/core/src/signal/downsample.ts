/**
 * Min-max downsampling for drawing: the x range [xFrom, xTo] is cut into `buckets` equal slices
 * and, per slice, each series keeps the rows holding its minimum and maximum. The rows kept are
 * the union over series, in their original (depth) order, with every series' value on those rows,
 * so peaks and troughs survive at any zoom. One row just outside each end of the range is kept so
 * lines run to the edge of the plot. When the range holds no more than 2 x buckets rows, all are kept.
 */
export function minMaxDownsample(
  x: Float64Array,
  ys: Float64Array[],
  xFrom: number,
  xTo: number,
  buckets: number,
): { x: Float64Array; ys: Float64Array[] } {
  const lo = Math.min(xFrom, xTo);
  const hi = Math.max(xFrom, xTo);
  const n = x.length;
  const nb = Math.max(1, Math.floor(buckets));
  const width = (hi - lo) / nb;

  // Rows inside the range, and the nearest row outside each end (by x distance).
  let inside = 0;
  let below = -1;
  let above = -1;
  for (let i = 0; i < n; i++) {
    const xi = x[i];
    if (xi !== xi) continue;
    if (xi < lo) {
      if (below < 0 || xi > x[below]) below = i;
    } else if (xi > hi) {
      if (above < 0 || xi < x[above]) above = i;
    } else inside++;
  }

  const keep = new Uint8Array(n);
  if (below >= 0) keep[below] = 1;
  if (above >= 0) keep[above] = 1;

  if (inside <= 2 * nb || width === 0) {
    for (let i = 0; i < n; i++) if (x[i] >= lo && x[i] <= hi) keep[i] = 1;
  } else {
    const minRow = new Int32Array(nb);
    const maxRow = new Int32Array(nb);
    for (const y of ys) {
      minRow.fill(-1);
      maxRow.fill(-1);
      const m = Math.min(n, y.length);
      for (let i = 0; i < m; i++) {
        const xi = x[i];
        if (!(xi >= lo && xi <= hi)) continue;
        const yi = y[i];
        if (yi !== yi) continue;
        const b = Math.min(nb - 1, Math.floor((xi - lo) / width));
        if (minRow[b] < 0 || yi < y[minRow[b]]) minRow[b] = i;
        if (maxRow[b] < 0 || yi > y[maxRow[b]]) maxRow[b] = i;
      }
      for (let b = 0; b < nb; b++) {
        if (minRow[b] >= 0) keep[minRow[b]] = 1;
        if (maxRow[b] >= 0) keep[maxRow[b]] = 1;
      }
    }
    // A bucket where every series is null still gets a row, so gaps stay visible.
    const seen = new Uint8Array(nb);
    for (let i = 0; i < n; i++) {
      const xi = x[i];
      if (!(xi >= lo && xi <= hi)) continue;
      const b = Math.min(nb - 1, Math.floor((xi - lo) / width));
      if (keep[i]) seen[b] = 1;
    }
    for (let i = 0; i < n; i++) {
      const xi = x[i];
      if (!(xi >= lo && xi <= hi)) continue;
      const b = Math.min(nb - 1, Math.floor((xi - lo) / width));
      if (!seen[b]) {
        keep[i] = 1;
        seen[b] = 1;
      }
    }
  }

  let count = 0;
  for (let i = 0; i < n; i++) count += keep[i];
  const outX = new Float64Array(count);
  const outYs = ys.map(() => new Float64Array(count));
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (!keep[i]) continue;
    outX[k] = x[i];
    for (let s = 0; s < ys.length; s++) outYs[s][k] = i < ys[s].length ? ys[s][i] : NaN;
    k++;
  }
  return { x: outX, ys: outYs };
}
