import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_LEVELS,
  BACKGROUND_WINDOW_BLOCKS,
  backgroundBlock,
  backgroundSubtract,
  DEFAULT_BACKGROUND_LEVEL,
  estimateBackground,
  rollingQuantile,
  smoothingLabel,
  windowBounds,
} from './background';

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
 * The definition of estimateBackground, computed the slow way: each block's median by sorting, each block's level
 * the median of the block medians within 32 blocks of it, and each sample the straight line between the levels of
 * the block centres either side of it; backgroundSubtract is what stands above that, clipped at zero.
 */
function bruteBackground(values: number[], window: number): number[] {
  const block = backgroundBlock(window);
  const medians: number[] = [];
  const centres: number[] = [];
  for (let start = 0; start < values.length; start += block) {
    const part = values.slice(start, start + block).filter((v) => Number.isFinite(v));
    part.sort((a, b) => a - b);
    const m = part.length;
    medians.push(m === 0 ? NaN : m % 2 === 1 ? part[m >> 1] : (part[m / 2 - 1] + part[m / 2]) / 2);
    centres.push((start + Math.min(values.length, start + block) - 1) / 2);
  }
  const level = bruteQuantile(medians, BACKGROUND_WINDOW_BLOCKS);
  return values.map((_, i) => {
    let b = 0;
    while (b < centres.length - 1 && centres[b + 1] <= i) b++;
    if (b === centres.length - 1 || i <= centres[b]) return Number.isNaN(level[b]) && b < centres.length - 1 ? level[b + 1] : level[b];
    if (Number.isNaN(level[b])) return level[b + 1];
    if (Number.isNaN(level[b + 1])) return level[b];
    return level[b] + (level[b + 1] - level[b]) * ((i - centres[b]) / (centres[b + 1] - centres[b]));
  });
}

/**
 * Equal up to rounding: the implementation draws its line between block levels by a slope, the reference by a
 * fraction, so the two differ by a few units in the last place of the numbers involved (`scale`: the magnitudes the
 * result was computed from; a difference of two close large numbers keeps their rounding, not its own).
 */
function close(actual: Float64Array, expected: number[], scale: number[] = expected) {
  expect(actual.length).toBe(expected.length);
  expected.forEach((e, i) => {
    if (Number.isNaN(e)) expect(actual[i], `index ${i}`).toBeNaN();
    else if (!Number.isFinite(e)) expect(actual[i], `index ${i}`).toBe(e);
    else {
      const magnitude = Math.max(1, Math.abs(e), Number.isFinite(scale[i]) ? Math.abs(scale[i]) : 0);
      expect(Math.abs(actual[i] - e), `index ${i}: ${actual[i]} vs ${e}`).toBeLessThanOrEqual(1e-9 * magnitude);
    }
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
      fc.property(fc.array(value, { maxLength: 400 }), fc.oneof(fc.integer({ min: 1, max: 70 }), fc.constantFrom(12, 32, 64)), (values, window) => {
        const background = bruteBackground(values, window);
        close(estimateBackground(new Float64Array(values), window), background);
        const expected = values.map((v, i) => (Number.isNaN(v - background[i]) ? NaN : Math.max(0, v - background[i])));
        const magnitudes = values.map((v, i) => Math.max(Math.abs(v), Math.abs(background[i])));
        close(backgroundSubtract(new Float64Array(values), window), expected, magnitudes);
      }),
      { numRuns: 1000 },
    );
  });

  it('matches the definition on long runs spanning many windows and long null gaps, at 12, 32 and 64', () => {
    const rnd = lcg(7);
    const values = Array.from({ length: 8000 }, (_, i) => (i % 900 < 90 ? NaN : Math.round(rnd() * 1000) / 10));
    for (const window of [12, 32, 64, 65, 200]) close(estimateBackground(new Float64Array(values), window), bruteBackground(values, window));
  });

  it('follows a monotonic background to the block, and a step within one block of it (a median keeps edges)', () => {
    const window = BACKGROUND_LEVELS.Moderate;
    const block = backgroundBlock(window);
    // A background that climbs 300 ppm over 200 samples: followed within its change across one block.
    const ramp = new Float64Array(4000).map((_, i) => 100 + 300 * Math.min(1, Math.max(0, (i - 1900) / 200)));
    const fromRamp = backgroundSubtract(ramp, window);
    expect(Math.max(...fromRamp)).toBeLessThanOrEqual((300 / 200) * block);
    // A sheer step: what rises above the background is confined to the block holding the step.
    const step = new Float64Array(4000).map((_, i) => (i < 2003 ? 100 : 400));
    const fromStep = backgroundSubtract(step, window);
    fromStep.forEach((v, i) => {
      if (Math.abs(i - 2003) > block) expect(v, `sample ${i}`).toBe(0);
    });
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
