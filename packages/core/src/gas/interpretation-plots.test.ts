import { describe, expect, it } from 'vitest';
import { depthColor, pixlerLines, pixlerShowLines, pixlerY, ternaryPoints, ternaryXY, thin } from './interpretation-plots';

const f = (...v: number[]) => Float64Array.from(v);

describe('interpretation plots', () => {
  it('keeps the rows of the interval with at least two drawable ratios, thinned evenly', () => {
    const depth = f(100, 101, 102, 103, 104);
    const ratios = [f(5, NaN, 10, 20, 30), f(8, 9, NaN, 0, 40), f(12, NaN, NaN, NaN, 50), f(20, NaN, NaN, NaN, -1)];
    const lines = pixlerLines(depth, ratios, { min: 100, max: 103 });
    expect(lines.map((l) => l.depth)).toEqual([100]); // 101: one ratio; 102: one; 103: one (0 is not drawable)
    expect(lines[0].ratios).toEqual([5, 8, 12, 20]);
    expect(pixlerLines(depth, ratios, { min: 0, max: 1000 }).map((l) => l.ratios[3])).toEqual([20, NaN]);
    expect(thin([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4)).toEqual([1, 4, 7, 10]);
  });

  it('places ratios on a log axis from 1 to 10,000', () => {
    expect(pixlerY(1)).toBe(0);
    expect(pixlerY(100)).toBe(0.5);
    expect(pixlerY(10_000)).toBe(1);
    expect(pixlerY(0.01)).toBe(0);
  });

  it('puts C2, C3 and nC4 fractions at their apexes', () => {
    expect(ternaryXY({ c2: 1, c3: 0, nc4: 0 })).toEqual({ x: 0.5, y: 1 });
    expect(ternaryXY({ c2: 0, c3: 1, nc4: 0 })).toEqual({ x: 0, y: 0 });
    expect(ternaryXY({ c2: 0, c3: 0, nc4: 1 })).toEqual({ x: 1, y: 0 });
    const [p] = ternaryPoints(f(10), f(20), f(20), f(60), { min: 0, max: 100 });
    expect(p).toEqual({ depth: 10, c2: 0.2, c3: 0.2, nc4: 0.6 });
    expect(ternaryPoints(f(10, 11), f(0, 1), f(0, NaN), f(0, 1), { min: 0, max: 100 })).toEqual([]);
  });

  it('colours along depth from blue to red', () => {
    expect(depthColor(0)).toBe('#2166ac');
    expect(depthColor(1)).toBe('#b2182b');
  });
});

describe('pixlerShowLines', () => {
  const depth = Float64Array.from({ length: 101 }, (_, i) => 5000 + i);
  const ratio = (f: (i: number) => number) => Float64Array.from({ length: 101 }, (_, i) => f(i));
  const ratios = [ratio((i) => 10 + i), ratio(() => 20), ratio(() => NaN), ratio((i) => (i === 50 ? 0 : 40))];
  const tg = ratio((i) => (i === 47 ? 900 : 100));

  it("averages each ratio over the mark's interval, skipping rows where it cannot be drawn", () => {
    const [line] = pixlerShowLines(depth, ratios, tg, [{ depth: 5050, text: 'Show A' }], { min: 5000, max: 5100 }, 'average');
    expect(line.mark).toEqual({ depth: 5050, text: 'Show A' });
    expect(line.depth).toBe(5050);
    // Rows 5040..5060: pix1 = 50..70, mean 60; pix4 40 everywhere but the zero at 5050.
    expect(line.ratios[0]).toBeCloseTo(60, 9);
    expect(line.ratios[1]).toBe(20);
    expect(line.ratios[2]).toBeNaN();
    expect(line.ratios[3]).toBe(40);
  });

  it("draws the interval's peak total-gas row, at that row's depth", () => {
    const [line] = pixlerShowLines(depth, ratios, tg, [{ depth: 5050, text: 'Show A' }], { min: 5000, max: 5100 }, 'peak');
    expect(line.depth).toBe(5047);
    expect(line.ratios).toEqual([57, 20, NaN, 40]);
  });

  it('leaves out marks outside the window and marks with fewer than two drawable ratios', () => {
    const sparse = [ratio(() => NaN), ratio(() => 20), ratio(() => NaN), ratio(() => NaN)];
    expect(pixlerShowLines(depth, ratios, tg, [{ depth: 4000, text: 'above' }], { min: 5000, max: 5100 }, 'average')).toEqual([]);
    expect(pixlerShowLines(depth, sparse, tg, [{ depth: 5050, text: 'one ratio' }], { min: 5000, max: 5100 }, 'average')).toEqual([]);
  });
});
