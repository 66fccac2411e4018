import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_LEVELS, backgroundSubtract, DEFAULT_BACKGROUND_LEVEL, rollingQuantile, smoothingLabel, windowBounds } from './background';

/** The definition, computed the slow way: sort every window. */
function bruteQuantile(values: number[], window: number, q = 0.5): number[] {
  const { before, after } = windowBounds(window);
  return values.map((_, i) => {
    const win = values.slice(Math.max(0, i - before), Math.min(values.length, i + after + 1)).filter((v) => !Number.isNaN(v));
    if (win.length === 0) return NaN;
    win.sort((a, b) => a - b);
    return win[Math.floor(q * (win.length - 1))];
  });
}

function same(actual: Float64Array, expected: number[]) {
  expect(actual.length).toBe(expected.length);
  expected.forEach((e, i) => {
    if (Number.isNaN(e)) expect(actual[i], `index ${i}`).toBeNaN();
    // -0 and 0 are the same reading: a window holding both may give either (toBe tells them apart).
    else expect(actual[i] === e, `index ${i}: ${actual[i]} vs ${e}`).toBe(true);
  });
}

describe('levels and labels', () => {
  it('has the three levels of the graph settings modal, Moderate by default', () => {
    expect(BACKGROUND_LEVELS).toEqual({ Light: 12, Moderate: 32, Heavy: 64 });
    expect(DEFAULT_BACKGROUND_LEVEL).toBe('Moderate');
  });
  it.each([
    [1, 'Light'],
    [12, 'Light'],
    [13, 'Moderate'],
    [32, 'Moderate'],
    [33, 'Heavy'],
    [64, 'Heavy'],
    [500, 'Heavy'],
  ] as const)('smoothingLabel(%i) is %s', (n, label) => {
    expect(smoothingLabel(n)).toBe(label);
  });
  it('centres the window, the extra sample of an even window after', () => {
    expect(windowBounds(64)).toEqual({ before: 31, after: 32 });
    expect(windowBounds(5)).toEqual({ before: 2, after: 2 });
    expect(windowBounds(1)).toEqual({ before: 0, after: 0 });
  });
});

describe('rollingQuantile', () => {
  it('matches sorting every window, on random data with nulls, ties and any window', () => {
    const value = fc.oneof(
      { weight: 6, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true }) },
      { weight: 3, arbitrary: fc.integer({ min: -3, max: 3 }) },
      { weight: 2, arbitrary: fc.constant(NaN) },
    );
    fc.assert(
      fc.property(
        fc.array(value, { maxLength: 300 }),
        fc.integer({ min: 1, max: 70 }),
        fc.constantFrom(0, 0.1, 0.25, 0.5, 0.75, 1),
        (values, window, q) => {
          same(rollingQuantile(new Float64Array(values), window, q), bruteQuantile(values, window, q));
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('matches the reference on long runs spanning many blocks and long null gaps', () => {
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const values = Array.from({ length: 5000 }, (_, i) => (i % 700 < 90 ? NaN : Math.round(rnd() * 1000) / 10));
    for (const window of [12, 32, 64, 65, 200]) same(rollingQuantile(new Float64Array(values), window), bruteQuantile(values, window));
  });

  it('rejects a window below one sample and a quantile outside [0, 1]', () => {
    expect(() => rollingQuantile(new Float64Array(3), 0)).toThrow(RangeError);
    expect(() => rollingQuantile(new Float64Array(3), NaN)).toThrow(RangeError);
    expect(() => rollingQuantile(new Float64Array(3), 3, 1.5)).toThrow(RangeError);
    expect(rollingQuantile(new Float64Array(0), 64).length).toBe(0);
  });
});

/**
 * The definition of backgroundSubtract, computed the slow way: the minimum of the non-null values of
 * every window of `window` consecutive samples that overlaps the data, then per non-null sample the
 * largest minimum among the windows holding it, subtracted and clipped at zero.
 */
function bruteTopHat(values: number[], window: number): number[] {
  const n = values.length;
  const minOf = (start: number) => {
    let m = Infinity; // stays Infinity for a window of nulls only, which no non-null sample is in
    for (let j = Math.max(0, start); j < Math.min(n, start + window); j++) if (!Number.isNaN(values[j]) && values[j] < m) m = values[j];
    return m;
  };
  const minima = new Map<number, number>();
  for (let s = 1 - window; s < n; s++) minima.set(s, minOf(s));
  return values.map((v, i) => {
    if (Number.isNaN(v)) return NaN;
    let baseline = -Infinity;
    for (let s = i - window + 1; s <= i; s++) baseline = Math.max(baseline, minima.get(s)!);
    return Math.max(0, v - baseline);
  });
}

/** A seeded generator, so a failing case can be replayed. */
function lcg(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
}

describe('backgroundSubtract', () => {
  it('matches the definition on random data with nulls, ties, infinities and any window', () => {
    const value = fc.oneof(
      { weight: 6, arbitrary: fc.double({ min: -1e6, max: 1e6, noNaN: true }) },
      { weight: 3, arbitrary: fc.integer({ min: -3, max: 3 }) },
      { weight: 2, arbitrary: fc.constant(NaN) },
      { weight: 1, arbitrary: fc.constantFrom(Infinity, -Infinity) },
    );
    fc.assert(
      fc.property(fc.array(value, { maxLength: 300 }), fc.oneof(fc.integer({ min: 1, max: 70 }), fc.constantFrom(12, 32, 64)), (values, window) => {
        same(backgroundSubtract(new Float64Array(values), window), bruteTopHat(values, window));
      }),
      { numRuns: 1500 },
    );
  });

  it('matches the definition on long runs spanning many blocks and long null gaps, at 12, 32 and 64', () => {
    const rnd = lcg(7);
    const values = Array.from({ length: 5000 }, (_, i) => (i % 700 < 90 ? NaN : Math.round(rnd() * 1000) / 10));
    for (const window of [12, 32, 64, 65, 200]) same(backgroundSubtract(new Float64Array(values), window), bruteTopHat(values, window));
  });

  it('reveals a gas show whole on a drifting background', () => {
    const n = 400;
    const background = (i: number) => 100 + i * 0.25; // slow drift: 100 to 200 ppm
    const show = (i: number) => (i >= 200 && i < 210 ? 1000 : 0); // 10 samples
    const values = new Float64Array(n).map((_, i) => background(i) + show(i));
    const out = backgroundSubtract(values, BACKGROUND_LEVELS.Moderate);
    for (let i = 0; i < n; i++) {
      // Every window over the show reaches past it, down to the background beside it: the show
      // comes out within the drift across its own width (0.25 ppm x 10 samples).
      expect(Math.abs(out[i] - show(i)), `depth sample ${i}`).toBeLessThanOrEqual(0.25 * 10);
    }
    expect(Math.max(...out.slice(0, 200))).toBe(0); // a monotonic background is removed exactly
  });

  it.each([12, 32, 64])('reveals shows up to N - 1 samples wide on a noisy drifting background (N = %i)', (window) => {
    const n = 3000;
    const rnd = lcg(window);
    const noise = 20;
    const background = (i: number) => 300 + 100 * Math.sin(i / 400);
    const showStart = [500, 1500, 2500];
    const widths = [2, Math.floor(window / 2) + 1, window - 1]; // the widest is past a median's reach
    const show = (i: number) => showStart.reduce((sum, s, k) => sum + (i >= s && i < s + widths[k] ? 2000 : 0), 0);
    const values = new Float64Array(n).map((_, i) => background(i) + noise * rnd() + show(i));
    values[1000] = NaN;
    values[1001] = NaN;
    const out = backgroundSubtract(values, window);
    // The sine drifts at most 100 / 400 ppm per sample; a show's baseline comes from within 2N samples.
    const drift = (100 / 400) * 2 * window;
    for (let i = 0; i < n; i++) {
      if (i === 1000 || i === 1001) expect(out[i]).toBeNaN();
      else expect(Math.abs(out[i] - show(i)), `depth sample ${i}`).toBeLessThanOrEqual(noise + drift);
    }
  });

  it('is zero on a flat background and never negative', () => {
    const out = backgroundSubtract(new Float64Array(100).fill(42), 12);
    expect([...out].every((v) => v === 0)).toBe(true);
    fc.assert(
      fc.property(fc.array(fc.double({ min: -1e3, max: 1e3, noNaN: true }), { maxLength: 80 }), fc.integer({ min: 1, max: 40 }), (values, window) => {
        const out = backgroundSubtract(new Float64Array(values), window);
        expect(out.every((v) => v >= 0)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps nulls null and does not let them poison their neighbours', () => {
    const values = new Float64Array([10, 10, NaN, NaN, 10, 50, 10, NaN, 10, 10]);
    const out = backgroundSubtract(values, 5);
    same(out, [0, 0, NaN, NaN, 0, 40, 0, NaN, 0, 0]);
    same(backgroundSubtract(new Float64Array([NaN, NaN]), 64), [NaN, NaN]);
    same(backgroundSubtract(new Float64Array([NaN, 5, NaN]), 64), [NaN, 0, NaN]);
  });

  it('rejects a window below one sample and accepts an empty series', () => {
    expect(() => backgroundSubtract(new Float64Array(3), 0)).toThrow(RangeError);
    expect(() => backgroundSubtract(new Float64Array(3), NaN)).toThrow(RangeError);
    expect(backgroundSubtract(new Float64Array(0), 64).length).toBe(0);
  });
});
