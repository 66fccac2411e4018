import type { DepthRange } from './types';

// Pure value<->pixel and range maths shared by the interaction plugins. Pixel values are CSS
// pixels relative to the plot area's left edge; ranges are in feet.

export function valToPx(value: number, range: DepthRange, widthPx: number): number {
  const span = range.max - range.min;
  return span === 0 ? 0 : ((value - range.min) / span) * widthPx;
}

export function pxToVal(px: number, range: DepthRange, widthPx: number): number {
  return widthPx === 0 ? range.min : range.min + (px / widthPx) * (range.max - range.min);
}

/** Smallest window one can zoom into, in feet. */
export const MIN_SPAN_FT = 1;

/**
 * Fits `range` inside `bounds` keeping its span where possible (a pan that hits an end stops
 * there instead of shrinking the window); spans below `minSpan` are widened around the centre.
 */
export function clampRange(range: DepthRange, bounds: DepthRange, minSpan = MIN_SPAN_FT): DepthRange {
  const boundSpan = bounds.max - bounds.min;
  const span = Math.max(range.max - range.min, Math.min(minSpan, boundSpan));
  if (span >= boundSpan) return { min: bounds.min, max: bounds.max };
  let min = (range.min + range.max) / 2 - span / 2;
  if (range.max - range.min >= minSpan) min = range.min;
  if (min < bounds.min) min = bounds.min;
  if (min + span > bounds.max) min = bounds.max - span;
  return { min, max: min + span };
}

/** Zooms by `factor` (<1 zooms in) keeping `anchor` at the same pixel, then clamps to bounds. */
export function zoomAround(range: DepthRange, anchor: number, factor: number, bounds?: DepthRange): DepthRange {
  const next = { min: anchor - (anchor - range.min) * factor, max: anchor + (range.max - anchor) * factor };
  return bounds ? clampRange(next, bounds) : next;
}

/** Moves the window so the content follows a drag of `deltaPx` (positive = dragged right). */
export function panBy(range: DepthRange, deltaPx: number, widthPx: number, bounds?: DepthRange): DepthRange {
  if (widthPx === 0) return range;
  const shift = (deltaPx / widthPx) * (range.max - range.min);
  const next = { min: range.min - shift, max: range.max - shift };
  return bounds ? clampRange(next, bounds) : next;
}

/** Turns a drag selection (CSS px in the plot area) into a depth window; tiny drags are clicks, not zooms. */
export function selectionToRange(leftPx: number, widthPx: number, range: DepthRange, plotWidthPx: number, minDragPx = 3): DepthRange | null {
  if (widthPx < minDragPx) return null;
  return { min: pxToVal(leftPx, range, plotWidthPx), max: pxToVal(leftPx + widthPx, range, plotWidthPx) };
}

/** One wheel notch zooms by 20%: scrolling up (negative delta) zooms in. */
export function wheelFactor(deltaY: number): number {
  return deltaY < 0 ? 1 / 1.2 : 1.2;
}

/** Share of the whole depth range that is visible, rounded to a whole percent. */
export function percentOfWhole(visible: DepthRange, whole: DepthRange): number {
  const total = whole.max - whole.min;
  if (total <= 0) return 100;
  return Math.round(((visible.max - visible.min) / total) * 100);
}

export function sameRange(a: DepthRange | null | undefined, b: DepthRange | null | undefined, eps = 1e-9): boolean {
  if (!a || !b) return a === b;
  return Math.abs(a.min - b.min) <= eps && Math.abs(a.max - b.max) <= eps;
}
