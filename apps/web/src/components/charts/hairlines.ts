import { lowerBound } from '@mudstack/core';
import type { DepthRange, Hairline } from './types';

// Pure hairline list logic (spec section 4, Hairline behaviour). The list is always handed back
// sorted by depth and numbered 1..n so the side panels, the graphs and the saved metadata agree.

/** Sorts by depth (stable for equal depths) and renumbers 1..n. */
export function renumberHairlines<T extends Hairline>(list: readonly T[]): T[] {
  return list
    .map((h, i) => ({ h, i }))
    .sort((a, b) => a.h.xval - b.h.xval || a.i - b.i)
    .map(({ h }, i) => (h.index === i + 1 ? h : { ...h, index: i + 1 }));
}

export function needsRenumbering(list: readonly Hairline[]): boolean {
  return list.some((h, i) => h.index == null || h.index !== i + 1 || (i > 0 && list[i - 1].xval > h.xval));
}

/** Moves the hairline at `oldX` to the integer depth nearest `newX`, then re-sorts and renumbers. */
export function moveHairline<T extends Hairline>(list: readonly T[], oldX: number, newX: number): T[] {
  const target = Math.round(newX);
  let moved = false;
  return renumberHairlines(
    list.map((h) => {
      if (moved || h.xval !== oldX) return h;
      moved = true;
      return { ...h, xval: target };
    }),
  );
}

export function deleteHairline<T extends Hairline>(list: readonly T[], xval: number): T[] {
  const i = list.findIndex((h) => h.xval === xval);
  if (i < 0) return [...list];
  return renumberHairlines([...list.slice(0, i), ...list.slice(i + 1)]);
}

/** Marks the hairline at `xval` selected and every other one not. */
export function selectHairline<T extends Hairline>(list: readonly T[], xval: number | null): T[] {
  return list.map((h) => {
    const selected = xval != null && h.xval === xval;
    return (h.selected ?? false) === selected ? h : { ...h, selected };
  });
}

/** Hairlines inside the visible window, selected last so it is drawn on top. */
export function visibleHairlines<T extends Hairline>(list: readonly T[], range: DepthRange): T[] {
  return list.filter((h) => h.xval >= range.min && h.xval <= range.max).sort((a, b) => Number(a.selected ?? false) - Number(b.selected ?? false));
}

/**
 * The hairline under pixel `px`, or null. `toPx` maps depth to plot pixels; a hairline is
 * `widthPx` wide, centred on its depth. The top-most (selected, then last drawn) wins.
 */
export function hitTestHairline<T extends Hairline>(list: readonly T[], px: number, toPx: (v: number) => number, widthPx = 6): T | null {
  const ordered = visibleHairlinesAll(list);
  for (let i = ordered.length - 1; i >= 0; i--) {
    if (Math.abs(toPx(ordered[i].xval) - px) <= widthPx / 2) return ordered[i];
  }
  return null;
}

function visibleHairlinesAll<T extends Hairline>(list: readonly T[]): T[] {
  return visibleHairlines(list, { min: -Infinity, max: Infinity });
}

/**
 * A series' value at `depth`: linearly interpolated between the neighbouring rows, or the value
 * of the closest row (ties go to the shallower row). Gaps (NaN) and depths outside the data give null.
 */
export function valueAtDepth(xs: ArrayLike<number>, ys: ArrayLike<number>, depth: number, interpolated: boolean): number | null {
  const n = xs.length;
  if (n === 0 || depth < xs[0] || depth > xs[n - 1]) return null;
  const hi = lowerBound(xs, depth);
  if (xs[hi] === depth) return finite(ys[hi]);
  const lo = hi - 1;
  if (!interpolated) return finite(depth - xs[lo] <= xs[hi] - depth ? ys[lo] : ys[hi]);
  const a = ys[lo];
  const b = ys[hi];
  if (!Number.isFinite(a) || !Number.isFinite(b)) return null;
  return a + ((b - a) * (depth - xs[lo])) / (xs[hi] - xs[lo]);
}

function finite(v: number): number | null {
  return Number.isFinite(v) ? v : null;
}

/** Formats a value for the info box: 4 significant figures, no exponent for everyday numbers. */
export function formatValue(v: number | null): string {
  if (v == null) return '–';
  const abs = Math.abs(v);
  if (abs !== 0 && (abs < 0.001 || abs >= 1e7)) return v.toExponential(2);
  return Number(v.toPrecision(4)).toString();
}

/** One info box along the plot: its horizontal extent (CSS px) and its height. */
export interface InfoBoxExtent {
  left: number;
  right: number;
  height: number;
}

/**
 * Tops (CSS px) that keep info boxes of close hairlines from covering one another: boxes go, in the
 * order given, into the first row where they overlap no box horizontally; each row sits below the
 * tallest box of the rows above it.
 */
export function stackInfoBoxes(boxes: readonly InfoBoxExtent[], top = 4, gap = 4): number[] {
  const rows: InfoBoxExtent[][] = [];
  const rowOf = boxes.map((box) => {
    let r = rows.findIndex((row) => row.every((o) => box.right + gap <= o.left || box.left >= o.right + gap));
    if (r < 0) r = rows.push([]) - 1;
    rows[r].push(box);
    return r;
  });
  const rowTops: number[] = [];
  let y = top;
  for (const row of rows) {
    rowTops.push(y);
    y += Math.max(...row.map((b) => b.height)) + gap;
  }
  return rowOf.map((r) => rowTops[r]);
}

/** One info box's extent along the depth axis (CSS px), and where its hairline is. */
export interface InfoBoxSpan {
  start: number;
  end: number;
  /** The hairline's place: boxes keep the order of their lines (a box may open above its line, near the end). */
  line: number;
}

/**
 * Shifts (CSS px, along the depth axis) that keep the info boxes of close hairlines from covering one another
 * where they cannot sit side by side (depth down, a track is one box wide): in the order of their lines each box
 * moves past the one before it, then boxes pushed past `end` move back towards `start` as far as the ones above allow.
 */
export function spreadInfoBoxes(boxes: readonly InfoBoxSpan[], start: number, end: number, gap = 4): number[] {
  const order = boxes.map((_, i) => i).sort((a, b) => boxes[a].line - boxes[b].line || boxes[a].start - boxes[b].start);
  const at = boxes.map((b) => b.start);
  let reached = -Infinity;
  for (const i of order) {
    at[i] = Math.max(boxes[i].start, reached + gap);
    reached = at[i] + boxes[i].end - boxes[i].start;
  }
  let limit = end + gap;
  for (const i of [...order].reverse()) {
    const length = boxes[i].end - boxes[i].start;
    at[i] = Math.max(start, Math.min(at[i], limit - gap - length));
    limit = at[i];
  }
  return boxes.map((b, i) => at[i] - b.start);
}
