import { describe, expect, it } from 'vitest';
import { parseColor, rasterizeSeries, rasterShift, shiftRaster, type PixelBuffer } from './column-raster';
import { ColumnReducer, reduceToColumns } from './column-view';

function buffer(width: number, height: number): PixelBuffer {
  return { data: new Uint8ClampedArray(width * height * 4), width, height };
}
const alphaAt = (b: PixelBuffer, x: number, y: number) => b.data[(y * b.width + x) * 4 + 3];
const columnAlpha = (b: PixelBuffer, x: number) => Array.from({ length: b.height }, (_, y) => alphaAt(b, x, y));
/** One row per column at depth c, so column c holds exactly ys[c]. */
const view = (...ys: number[][]) => reduceToColumns({ x: ys[0].map((_, i) => i), ys }, { min: 0, max: ys[0].length }, ys[0].length);
const RED: [number, number, number, number] = [255, 0, 0, 1];

describe('rasterizeSeries', () => {
  it('draws a flat trace one pixel thick, split by coverage between the rows it straddles', () => {
    const b = buffer(3, 10);
    // y 0..10 over 10 rows: value 5 sits on the boundary of rows 4 and 5
    rasterizeSeries(b, view([5, 5, 5]), 0, 0, 10, RED, 1);
    for (let x = 0; x < 3; x++) {
      const col = columnAlpha(b, x);
      expect(col[4]).toBeCloseTo(128, -1);
      expect(col[5]).toBeCloseTo(128, -1);
      expect(col.reduce((s, a) => s + a, 0)).toBeCloseTo(255, -1);
    }
    const at = (4 * 3 + 1) * 4; // pixel (1, 4)
    expect(Array.from(b.data.slice(at, at + 3))).toEqual([255, 0, 0]);
    expect(alphaAt(b, 1, 0)).toBe(0);
  });
  it('fills a column from its min to its max', () => {
    const v = reduceToColumns({ x: [0, 0.2, 0.4, 0.6], ys: [[2.5, 7.5, 4, 5]] }, { min: 0, max: 1 }, 1);
    const b = buffer(1, 10);
    rasterizeSeries(b, v, 0, 0, 10, RED, 1);
    // max 7.5 -> y 2.5, min 2.5 -> y 7.5, widened by half a pixel: rows 2..7 touched, 3..6 full
    expect(columnAlpha(b, 0)).toEqual([0, 0, 255, 255, 255, 255, 255, 255, 0, 0]);
  });
  it('joins a step between two columns in the later column', () => {
    const b = buffer(2, 10);
    rasterizeSeries(b, view([1.5, 8.5]), 0, 0, 10, RED, 1);
    // column 1 runs from its own value (y 1.5) down to column 0's (y 8.5)
    const col = columnAlpha(b, 1);
    for (let y = 2; y <= 8; y++) expect(col[y]).toBe(255);
  });
  it('breaks the trace at an all-gap column and carries it across a column without rows', () => {
    const gap = buffer(3, 10);
    rasterizeSeries(gap, view([1.5, NaN, 8.5]), 0, 0, 10, RED, 1);
    expect(columnAlpha(gap, 1).every((a) => a === 0)).toBe(true);
    // no join from column 0 after a gap: column 2 is only its own pixel row(s)
    expect(columnAlpha(gap, 2).filter((a) => a > 0).length).toBeLessThanOrEqual(2);

    const empty = buffer(3, 10);
    const v = reduceToColumns({ x: [0.5, 2.5], ys: [[1.5, 8.5]] }, { min: 0, max: 3 }, 3);
    expect(Array.from(v.counts)).toEqual([0, 1, 0, 1, 0]);
    rasterizeSeries(empty, v, 0, 0, 10, RED, 1);
    expect(columnAlpha(empty, 1).every((a) => a === 0)).toBe(true);
    expect(columnAlpha(empty, 2).filter((a) => a === 255).length).toBeGreaterThanOrEqual(6);
  });
  it('clips values outside the y scale without writing outside the buffer', () => {
    const b = buffer(2, 4);
    rasterizeSeries(b, view([-100, 100]), 0, 0, 10, RED, 1);
    expect(b.data.length).toBe(2 * 4 * 4);
    // column 1 runs from below the plot to above it: every row drawn
    expect(columnAlpha(b, 1)).toEqual([255, 255, 255, 255]);
  });
  it('widens columns to the device pixels they cover and thickens the line with the pixel ratio', () => {
    const b = buffer(4, 10);
    rasterizeSeries(b, view([5, 5]), 0, 0, 10, RED, 2);
    // 2 columns on 4 device px; a 2 px line on value 5 covers rows 4 and 5 fully
    for (let x = 0; x < 4; x++) expect(columnAlpha(b, x)).toEqual([0, 0, 0, 0, 255, 255, 0, 0, 0, 0]);
  });
  it('draws a later series over an earlier one and blends partial coverage', () => {
    const b = buffer(1, 10);
    const v = view([5], [5]);
    rasterizeSeries(b, v, 0, 0, 10, [0, 0, 255, 1], 2);
    rasterizeSeries(b, v, 1, 0, 10, RED, 1);
    // row 4 of the 2 px blue line is half covered by the 1 px red one: a purple, fully opaque
    const i = 4 * 4;
    expect(b.data[i + 3]).toBe(255);
    expect(b.data[i]).toBeGreaterThan(100);
    expect(b.data[i + 2]).toBeGreaterThan(100);
  });
  it('draws one-pixel columns (their own fast path) as it draws wider ones, pixel for pixel, blends included', () => {
    let seed = 3;
    const rand = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    // Three series close together, gaps among them: ends partly covered, drawn over each other.
    const series = [0, 1, 2].map((s) => Array.from({ length: 200 }, () => (rand() < 0.03 ? NaN : 4 + s * 0.4 + rand() * 3)));
    const v = view(...series);
    const colours: [number, number, number, number][] = [RED, [0, 128, 0, 1], [0, 0, 255, 1]];
    const narrow = buffer(200, 40);
    const wide = buffer(400, 40);
    colours.forEach((colour, s) => {
      rasterizeSeries(narrow, v, s, 0, 10, colour, 1);
      rasterizeSeries(wide, v, s, 0, 10, colour, 1);
    });
    const pixel = (b: PixelBuffer, x: number, y: number) => Array.from(b.data.slice((y * b.width + x) * 4, (y * b.width + x) * 4 + 4));
    for (let x = 0; x < 200; x++) {
      for (let y = 0; y < 40; y++) {
        expect(pixel(wide, 2 * x, y)).toEqual(pixel(narrow, x, y));
        expect(pixel(wide, 2 * x + 1, y)).toEqual(pixel(narrow, x, y));
      }
    }
    expect(narrow.data.some((v, i) => i % 4 === 3 && v > 0 && v < 255)).toBe(true);
  });
  it('draws nothing on a flat y scale', () => {
    const b = buffer(1, 4);
    rasterizeSeries(b, view([1]), 0, 1, 1, RED, 1);
    expect(b.data.every((v) => v === 0)).toBe(true);
  });
});

describe('parseColor', () => {
  it('reads hex and rgb forms', () => {
    expect(parseColor('#a51d1d')).toEqual([165, 29, 29, 1]);
    expect(parseColor('#1f77b440')).toEqual([31, 119, 180, 64 / 255]);
    expect(parseColor('#F00')).toEqual([255, 0, 0, 1]);
    expect(parseColor('rgb(1, 2, 3)')).toEqual([1, 2, 3, 1]);
    expect(parseColor('rgba(1,2,3,0.5)')).toEqual([1, 2, 3, 0.5]);
  });
  it('returns null for what it does not know', () => {
    expect(parseColor('teal')).toBeNull();
    expect(parseColor('#12345')).toBeNull();
  });
});

describe('shiftRaster', () => {
  const rows = 3000;
  const x = Float64Array.from({ length: rows }, (_, i) => 1000 + i * 0.25);
  const ys = [0, 1, 2].map((s) =>
    Float64Array.from({ length: rows }, (_, i) => (i % 97 === s ? NaN : Math.sin(i / (20 + s * 7)) * 40 + (i % 31 === 0 ? 35 : 0))),
  );
  const colours: [number, number, number, number][] = [
    [200, 30, 30, 1],
    [30, 160, 60, 1],
    [20, 20, 220, 0.6],
  ];
  const drawAll = (buf: PixelBuffer, v: ReturnType<typeof reduceToColumns>, ratio: number, c0?: number, c1?: number) =>
    ys.forEach((_, s) => rasterizeSeries(buf, v, s, -50, 80, colours[s], ratio, c0, c1));

  it('gives, after any pan by whole pixels, the same pixels as drawing from scratch', () => {
    for (const ratio of [1, 2]) {
      const cssWidth = 90;
      const width = cssWidth * ratio;
      const reducer = new ColumnReducer({ x, ys });
      let min = 1100.3;
      const span = 60; // 2.7 rows per column... at 0.25 ft per row and 90 columns: 2/3 ft per column
      let prev = reducer.view({ min, max: min + span }, cssWidth);
      const buf = buffer(width, 40);
      drawAll(buf, prev, ratio);
      for (const step of [-3, 5, 1, -1, 17, -40, 2, 0, -89, 60, 7]) {
        min += (step * span) / cssWidth;
        const next = reducer.view({ min, max: min + span }, cssWidth);
        const dx = rasterShift(prev, next, width);
        expect(dx, `step ${step}`).toBe(-step * ratio || 0);
        shiftRaster(buf, next, dx!, (c0, c1) => drawAll(buf, next, ratio, c0, c1));
        const fresh = buffer(width, 40);
        drawAll(fresh, next, ratio);
        expect(Array.from(buf.data), `ratio ${ratio}, step ${step}`).toEqual(Array.from(fresh.data));
        prev = next;
      }
    }
  });
  it('refuses a zoom, a fraction of a pixel or a jump past the whole width', () => {
    const reducer = new ColumnReducer({ x, ys });
    const a = reducer.view({ min: 1100, max: 1160 }, 90);
    expect(rasterShift(a, reducer.view({ min: 1100, max: 1150 }, 90), 90)).toBeNull();
    expect(rasterShift(a, reducer.view({ min: 1100.2, max: 1160.2 }, 90), 90)).toBeNull();
    expect(rasterShift(a, reducer.view({ min: 1200, max: 1260 }, 90), 90)).toBeNull();
    expect(rasterShift(a, reducer.view({ min: 1102, max: 1162 }, 90), 90)).toBe(-3);
  });
});
