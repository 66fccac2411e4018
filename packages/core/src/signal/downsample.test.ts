import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minMaxDownsample } from './downsample';

const f = (...v: number[]) => new Float64Array(v);

describe('minMaxDownsample', () => {
  it('keeps every row when the range holds few, plus one neighbour outside each end', () => {
    const x = f(0, 1, 2, 3, 4, 5);
    const r = minMaxDownsample(x, [f(10, 11, 12, 13, 14, 15)], 1.5, 3.5, 10);
    expect([...r.x]).toEqual([1, 2, 3, 4]);
    expect([...r.ys[0]]).toEqual([11, 12, 13, 14]);
  });

  it('keeps each series min and max per bucket, in depth order, with all series on those rows', () => {
    const n = 1000;
    const x = new Float64Array(n).map((_, i) => i);
    const a = new Float64Array(n).map((_, i) => (i === 123 ? 500 : i === 456 ? -500 : i % 7));
    const b = new Float64Array(n).map((_, i) => (i === 777 ? 900 : 1));
    const r = minMaxDownsample(x, [a, b], 0, 999, 10);
    expect(r.x.length).toBeLessThanOrEqual(10 * 2 * 2);
    expect([...r.x]).toContain(123);
    expect([...r.x]).toContain(456);
    expect([...r.x]).toContain(777);
    for (let k = 1; k < r.x.length; k++) expect(r.x[k]).toBeGreaterThan(r.x[k - 1]);
    r.x.forEach((xv, k) => {
      expect(r.ys[0][k]).toBe(a[xv]);
      expect(r.ys[1][k]).toBe(b[xv]);
    });
  });

  it('works on a depth index that decreases, and keeps a row for an all-null bucket', () => {
    const n = 100;
    const x = new Float64Array(n).map((_, i) => 1000 - i);
    const y = new Float64Array(n).map((_, i) => (i >= 40 && i < 60 ? NaN : i));
    const r = minMaxDownsample(x, [y], 901, 1000, 5);
    expect([...r.x].every((v, k, all) => k === 0 || v < all[k - 1])).toBe(true);
    expect([...r.ys[0]].some((v) => Number.isNaN(v))).toBe(true);
    expect([...r.x]).toContain(1000);
    expect([...r.x]).toContain(901);
  });

  it('never loses a bucket extreme (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.double({ min: -100, max: 100, noNaN: true }), fc.constant(NaN)), { minLength: 1, maxLength: 400 }),
        fc.integer({ min: 1, max: 40 }),
        (ys, buckets) => {
          const n = ys.length;
          const x = new Float64Array(n).map((_, i) => i * 0.5);
          const y = new Float64Array(ys);
          const r = minMaxDownsample(x, [y], 0, (n - 1) * 0.5, buckets);
          const kept = new Set([...r.x]);
          const width = ((n - 1) * 0.5) / buckets;
          for (let b = 0; b < buckets; b++) {
            const rows = [...Array(n).keys()].filter((i) => Math.min(buckets - 1, Math.floor(x[i] / width || 0)) === b && !Number.isNaN(y[i]));
            if (rows.length === 0) continue;
            const values = rows.map((i) => y[i]);
            const min = Math.min(...values);
            const max = Math.max(...values);
            expect(rows.some((i) => kept.has(x[i]) && y[i] === min)).toBe(true);
            expect(rows.some((i) => kept.has(x[i]) && y[i] === max)).toBe(true);
          }
          expect(r.x.length).toBeLessThanOrEqual(Math.max(n, 0));
        },
      ),
      { numRuns: 500 },
    );
  });
});
