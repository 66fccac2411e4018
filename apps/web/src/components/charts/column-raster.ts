import type { ColumnView } from './column-view';

/** An RGBA pixel buffer (ImageData's layout: 4 bytes per pixel, rows top to bottom). */
export interface PixelBuffer {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export type Rgba = [r: number, g: number, b: number, a: number];

/**
 * Draws one series of a column view straight into pixels: per column a vertical run from the
 * column's min to its max, widened by the line width and stretched to meet the previous
 * column's run, so the trace stays connected. The ends of each run are blended by how much of
 * the pixel they cover (anti-aliasing along y, which is what a trace of 4+ rows per column
 * needs); the pixels in between are written whole. A column whose rows are all gaps breaks the
 * line; a column without rows carries it. This replaces a canvas polyline of thousands of
 * points, whose rasterisation dominated a pan frame.
 *
 * The buffer covers the plot area exactly: `width` device px for the view's window, so a column
 * is width / (window width in columns) device px wide, placed by the view's grid offset and
 * rounded to whole pixels. `yMin`/`yMax` is the y scale (yMax at the top row); `lineWidth` is
 * in device px. Only columns [c0, c1) are drawn (all by default), for redrawing a strip.
 */
export function rasterizeSeries(
  buf: PixelBuffer,
  view: ColumnView,
  seriesIndex: number,
  yMin: number,
  yMax: number,
  color: Rgba,
  lineWidth: number,
  c0 = 0,
  c1 = view.columns,
): void {
  const { width, height, data } = buf;
  const mins = view.mins[seriesIndex];
  const maxs = view.maxs[seriesIndex];
  const counts = view.counts;
  const ySpan = yMax - yMin;
  if (width <= 0 || height <= 0 || !(ySpan > 0)) return;
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  const scale = height / ySpan;
  const half = lineWidth / 2;
  const [r, g, b, alpha] = color;
  const opaque = alpha >= 1;
  const packed = packRgba(r, g, b, 255);
  const rgb = packRgba(r, g, b, 0);
  const edges = columnEdges(view, width);
  // Device y of the previous column's value range (NaN: the line is broken there).
  let prevTop = NaN;
  let prevBottom = NaN;
  // The column left of c0 is only looked at to join the step into c0.
  for (let c = Math.max(0, c0 - 1); c < c1; c++) {
    const lo = mins[c];
    if (lo !== lo) {
      if (counts[c] > 0) prevTop = prevBottom = NaN;
      continue;
    }
    const valueTop = (yMax - maxs[c]) * scale;
    const valueBottom = (yMax - lo) * scale;
    let top = valueTop;
    let bottom = valueBottom;
    // Meet the previous column: the step between two columns is drawn as part of this one.
    if (prevTop === prevTop) {
      if (prevBottom < top) top = prevBottom;
      else if (prevTop > bottom) bottom = prevTop;
    }
    prevTop = valueTop;
    prevBottom = valueBottom;
    if (c < c0) continue;
    top -= half;
    bottom += half;
    if (bottom <= 0 || top >= height) continue;
    // Whole pixels, each column its own: a column whose pixel lies outside the plot is not drawn.
    const x0 = edges[2 * c];
    const x1 = edges[2 * c + 1];
    if (x1 <= x0) continue;
    // The run's first and last pixel rows are partly covered; the rows between are whole.
    const topRow = Math.floor(top);
    const bottomRow = Math.ceil(bottom) - 1;
    if (opaque && x1 - x0 === 1) {
      // The most common column: one pixel wide, an opaque colour.
      if (topRow === bottomRow) {
        if (topRow >= 0 && topRow < height) paintPixel(data, pixels, topRow * width + x0, bottom - top, r, g, b, packed, rgb);
        continue;
      }
      if (topRow >= 0) paintPixel(data, pixels, topRow * width + x0, topRow + 1 - top, r, g, b, packed, rgb);
      const fullTo = Math.min(height, bottomRow);
      for (let row = Math.max(0, topRow + 1); row < fullTo; row++) pixels[row * width + x0] = packed;
      if (bottomRow < height) paintPixel(data, pixels, bottomRow * width + x0, bottom - bottomRow, r, g, b, packed, rgb);
      continue;
    }
    if (topRow === bottomRow) {
      paintRow(buf, pixels, topRow, bottom - top, x0, x1, color, packed, rgb);
      continue;
    }
    paintRow(buf, pixels, topRow, topRow + 1 - top, x0, x1, color, packed, rgb);
    const fullTo = Math.min(height, bottomRow);
    for (let row = Math.max(0, topRow + 1); row < fullTo; row++) {
      if (opaque) {
        // A column is most often one pixel wide: no inner loop then.
        if (x1 - x0 === 1) pixels[row * width + x0] = packed;
        else for (let i = row * width + x0, end = row * width + x1; i < end; i++) pixels[i] = packed;
      } else paintRow(buf, pixels, row, 1, x0, x1, color, packed, rgb);
    }
    paintRow(buf, pixels, bottomRow, bottom - bottomRow, x0, x1, color, packed, rgb);
  }
}

/**
 * Pixels [x0, x1) of one row, `cover` (0..1) of each covered by the colour. `packed` is the colour as a pixel word,
 * `rgb` the same word with a zero alpha byte, so a partly covered empty pixel costs one OR.
 */
function paintRow(
  buf: PixelBuffer,
  pixels: Uint32Array,
  row: number,
  cover: number,
  x0: number,
  x1: number,
  color: Rgba,
  packed: number,
  rgb: number,
): void {
  if (row < 0 || row >= buf.height || cover <= 0) return;
  const rowStart = row * buf.width;
  const alpha = color[3];
  if (cover >= 1 && alpha >= 1) {
    for (let x = x0; x < x1; x++) pixels[rowStart + x] = packed;
    return;
  }
  const a = (cover >= 1 ? 1 : cover) * alpha;
  // Most partly covered pixels are still empty: one word, no blending.
  const alone = (rgb | (Math.round(a * 255) << ALPHA_SHIFT)) >>> 0;
  for (let x = x0; x < x1; x++) {
    if (pixels[rowStart + x] === 0) pixels[rowStart + x] = alone;
    else blend(buf.data, (rowStart + x) * 4, color[0], color[1], color[2], a);
  }
}

/** Pixel `i`, `cover` (0..1) of it covered by an opaque colour. */
function paintPixel(
  data: Uint8ClampedArray,
  pixels: Uint32Array,
  i: number,
  cover: number,
  r: number,
  g: number,
  b: number,
  packed: number,
  rgb: number,
): void {
  if (cover <= 0) return;
  if (cover >= 1) pixels[i] = packed;
  else if (pixels[i] === 0) pixels[i] = (rgb | (Math.round(cover * 255) << ALPHA_SHIFT)) >>> 0;
  else blend(data, i * 4, r, g, b, cover);
}

/** Device x range [x0, x1) that rasterizeSeries gives column `c` of `view` in a buffer `width` px wide (empty when off the plot). */
export function columnPixels(view: ColumnView, width: number, c: number): [number, number] {
  const edges = columnEdges(view, width);
  return [edges[2 * c], edges[2 * c + 1]];
}

/**
 * Every column's device x range at once ([x0, x1] per column), written into the view's own room for them (reused
 * with its other arrays: ColumnReducer) and kept for the width they were worked out for: every series of a chart
 * draws the same columns, and a pan's strip asks for them again.
 */
const edgesWidth = new WeakMap<ColumnView, number>();
function columnEdges(view: ColumnView, width: number): Int32Array {
  const { edges } = view;
  if (edgesWidth.get(view) === width) return edges;
  const xPerColumn = width / windowColumns(view);
  for (let c = 0; c < view.columns; c++) {
    const left = (c + view.firstColumnX) * xPerColumn;
    const x0 = Math.max(0, Math.round(left));
    edges[2 * c] = x0;
    edges[2 * c + 1] = Math.max(x0, Math.min(width, Math.round(left + xPerColumn)));
  }
  edgesWidth.set(view, width);
  return edges;
}

/**
 * How far (in whole device px; positive = right) a raster of `prev` moves to show `next`, or null
 * when it cannot simply be moved: another column width, a shift by a fraction of a pixel, or
 * nothing left in common.
 */
export function rasterShift(prev: ColumnView, next: ColumnView, width: number): number | null {
  if (Math.abs(prev.columnWidth - next.columnWidth) > next.columnWidth * 1e-9) return null;
  const shift = ((prev.range.min - next.range.min) / next.columnWidth) * (width / windowColumns(next));
  const whole = Math.round(shift);
  if (Math.abs(shift - whole) > 1e-6 || Math.abs(whole) >= width) return null;
  return whole;
}

/**
 * Moves the raster by `dx` device px and redraws what that exposes: `draw(c0, c1)` must draw
 * every shown series' columns [c0, c1) of `next`. The strip redrawn also takes the columns that
 * were cut by the old edge and the one after a new left strip (its join to the left changes), so
 * the result is the same, pixel for pixel, as drawing `next` from scratch.
 */
export function shiftRaster(buf: PixelBuffer, next: ColumnView, dx: number, draw: (c0: number, c1: number) => void): void {
  const { width, height, data } = buf;
  const pixels = new Uint32Array(data.buffer, data.byteOffset, width * height);
  if (dx !== 0) {
    for (let row = 0; row < height; row++) {
      const start = row * width;
      if (dx > 0) {
        pixels.copyWithin(start + dx, start, start + width - dx);
        pixels.fill(0, start, start + dx);
      } else {
        pixels.copyWithin(start, start - dx, start + width);
        pixels.fill(0, start + width + dx, start + width);
      }
    }
  }
  const [from, to] = dx > 0 ? [0, dx] : dx < 0 ? [width + dx, width] : [0, 0];
  if (to <= from) return;
  // The columns drawn in the strip, plus the one after a left strip (its join to the left changes).
  let c0 = 0;
  while (c0 < next.columns && columnPixels(next, width, c0)[1] <= from) c0++;
  let c1 = c0;
  while (c1 < next.columns && columnPixels(next, width, c1)[0] < to) c1++;
  if (dx > 0) c1 = Math.min(next.columns, c1 + 1);
  if (c1 <= c0) return;
  const clearFrom = Math.min(from, columnPixels(next, width, c0)[0]);
  const clearTo = Math.max(to, columnPixels(next, width, c1 - 1)[1]);
  for (let row = 0; row < height; row++) pixels.fill(0, row * width + clearFrom, row * width + clearTo);
  draw(c0, c1);
}

/** The window's width in columns (the view's columns may overhang it by a part of one at each end). */
function windowColumns(view: ColumnView): number {
  return (view.range.max - view.range.min) / view.columnWidth || view.columns;
}

/** One pixel as a 32-bit word in the platform's byte order (RGBA in memory). */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
/** Where a pixel word's alpha byte sits. */
const ALPHA_SHIFT = LITTLE_ENDIAN ? 24 : 0;
function packRgba(r: number, g: number, b: number, a: number): number {
  return LITTLE_ENDIAN ? ((a << 24) | (b << 16) | (g << 8) | r) >>> 0 : ((r << 24) | (g << 16) | (b << 8) | a) >>> 0;
}

/** Source-over of an unpremultiplied colour with coverage-weighted alpha `a` (0..1). */
function blend(data: Uint8ClampedArray, i: number, r: number, g: number, b: number, a: number): void {
  const da = data[i + 3] / 255;
  if (a >= 1 || da === 0) {
    data[i] = r;
    data[i + 1] = g;
    data[i + 2] = b;
    data[i + 3] = a >= 1 ? 255 : a * 255;
    return;
  }
  const keep = da * (1 - a);
  const oa = a + keep;
  data[i] = (r * a + data[i] * keep) / oa;
  data[i + 1] = (g * a + data[i + 1] * keep) / oa;
  data[i + 2] = (b * a + data[i + 2] * keep) / oa;
  data[i + 3] = oa * 255;
}

/** '#rgb', '#rgba', '#rrggbb', '#rrggbbaa', 'rgb(...)' or 'rgba(...)' as 0-255 channels and 0-1 alpha; null otherwise. */
export function parseColor(css: string): Rgba | null {
  const s = css.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,8})$/.exec(s)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const short = hex.length <= 4;
    const part = (i: number) => (short ? parseInt(hex[i] + hex[i], 16) : parseInt(hex.slice(2 * i, 2 * i + 2), 16));
    const hasAlpha = hex.length === 4 || hex.length === 8;
    return [part(0), part(1), part(2), hasAlpha ? part(3) / 255 : 1];
  }
  const fn = /^rgba?\(([^)]*)\)$/.exec(s)?.[1];
  if (fn) {
    const parts = fn
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (parts.length >= 3 && parts.every((p) => Number.isFinite(p))) {
      return [parts[0], parts[1], parts[2], parts.length > 3 ? Math.min(1, Math.max(0, parts[3])) : 1];
    }
  }
  return null;
}
