import { describe, expect, it } from 'vitest';
import {
  chooseLog,
  formatDepth,
  formatScaleEnd,
  formatTick,
  linearTicks,
  logTicks,
  minMaxRuns,
  parseColor,
  roundScaleEnd,
  runsExtent,
  valueAxis,
} from './scales';

describe('PDF graph helpers', () => {
  it('reads the colour forms configurations and formations use', () => {
    expect(parseColor('#ff000040')).toEqual({ hex: '#ff0000', alpha: 0x40 / 255 });
    expect(parseColor('#1f77b4')).toEqual({ hex: '#1f77b4', alpha: 1 });
    expect(parseColor('#abc')).toEqual({ hex: '#aabbcc', alpha: 1 });
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ hex: '#0a141e', alpha: 0.5 });
    expect(parseColor('DarkGreen')).toEqual({ hex: '#006400', alpha: 1 });
    expect(parseColor('not a colour')).toEqual({ hex: '#808080', alpha: 1 });
  });

  it('makes round ticks', () => {
    expect(linearTicks(5000, 6000, 5)).toEqual([5000, 5200, 5400, 5600, 5800, 6000]);
    expect(linearTicks(0, 0.1, 4)).toEqual([0, 0.025, 0.05, 0.075, 0.1]);
    expect(logTicks(0.5, 20000)).toEqual([1, 10, 100, 1000, 10000]);
    // 13 decades thinned to every 4th.
    expect(logTicks(1e-6, 1e6, 4)).toEqual([1e-6, 1e-2, 1e2, 1e6].map((v) => expect.closeTo(v, 12)));
    expect(formatTick(12500)).toBe('12.5k');
    expect(formatTick(0.05)).toBe('0.05');
    expect(formatTick(0.0001)).toBe('0.0001');
    expect(formatTick(0.00001)).toBe('1e-5');
    expect(formatTick(2_000_000)).toBe('2M');
    expect(formatDepth(5000)).toBe('5000');
    expect(formatDepth(5066.65)).toBe('5066.65');
  });

  it('makes every decade the number it is written as, so a decade below 1 never reads as a power of ten', () => {
    // Math.pow(10, -4) is 0.00009999999999999999 in V8: the report's H2S legend read "log 1e-4 to 1".
    expect(formatTick(Math.pow(10, -4))).toBe('0.0001');
    expect(formatTick(Math.pow(10, -5))).toBe('1e-5');
    expect(valueAxis({ min: 0.0003, max: 0.8, minPositive: 0.0003 }, 'log')).toEqual({ log: true, min: 0.0001, max: 1, hasData: true });
    expect(logTicks(0.00005, 10)).toEqual([0.0001, 0.001, 0.01, 0.1, 1, 10]);
    expect(logTicks(1e-6, 1e6, 4)).toEqual([1e-6, 1e-2, 1e2, 1e6]);
  });

  it("writes a scale's ends out where there is room, as the app's axes read: 10,000, not a track head's 10k", () => {
    expect([10_000, 2_000, 1_000_000, 100, 2.5, 0.05, 0].map(formatScaleEnd)).toEqual(['10,000', '2,000', '1,000,000', '100', '2.5', '0.05', '0']);
    expect([Math.pow(10, -4), 0.0001, -1500].map(formatScaleEnd)).toEqual(['0.0001', '0.0001', '-1,500']);
    expect(formatScaleEnd(Math.pow(10, -5))).toBe('1e-5');
  });

  it('chooses log only for non-negative values spanning more than two decades', () => {
    const depth = Float64Array.from([1, 2, 3]);
    expect(chooseLog(runsExtent([minMaxRuns(depth, Float64Array.from([0, 1, 500]), 1, 3, 10)]))).toBe(true);
    expect(chooseLog(runsExtent([minMaxRuns(depth, Float64Array.from([1, 50, 100]), 1, 3, 10)]))).toBe(false);
    expect(chooseLog(runsExtent([minMaxRuns(depth, Float64Array.from([-1, 1, 5000]), 1, 3, 10)]))).toBe(false);
    expect(chooseLog(runsExtent([minMaxRuns(depth, Float64Array.from([NaN, NaN, NaN]), 1, 3, 10)]))).toBe(false);
  });

  it('reduces a series to its min and max per bucket, in depth order, within the window', () => {
    const n = 100_000;
    const depth = new Float64Array(n);
    const values = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      depth[i] = 5000 + i * 0.5;
      values[i] = Math.sin(i / 50) + (i === 70_000 ? 10 : 0);
    }
    const runs = minMaxRuns(depth, values, depth[0], depth[n - 1], 720);
    expect(runs).toHaveLength(1);
    const points = runs[0].length / 2;
    expect(points).toBeLessThanOrEqual(2 * 720);
    expect(points).toBeGreaterThan(720);
    // The spike survives, and depths ascend.
    let max = -Infinity;
    for (let k = 0; k < runs[0].length; k += 2) {
      if (k > 0) expect(runs[0][k]).toBeGreaterThanOrEqual(runs[0][k - 2]);
      max = Math.max(max, runs[0][k + 1]);
    }
    expect(max).toBe(values[70_000]);
    // Only rows within the window.
    const part = minMaxRuns(depth, values, 6000, 6100, 10);
    expect(part[0][0]).toBeGreaterThanOrEqual(6000);
    expect(part[0][part[0].length - 2]).toBeLessThanOrEqual(6100);
  });

  it('breaks the line at missing values', () => {
    const depth = Float64Array.from([1, 2, 3, 4, 5, 6]);
    const values = Float64Array.from([1, 2, NaN, NaN, 5, 6]);
    const runs = minMaxRuns(depth, values, 1, 6, 100);
    expect(runs.map((r) => Array.from(r))).toEqual([
      [1, 1, 2, 2],
      [5, 5, 6, 6],
    ]);
  });

  it('makes one value axis for the across graphs and the log tracks: decades at most 5 deep, else linear from 0', () => {
    const gas = { min: 0.00001, max: 42_000, minPositive: 0.00001 };
    expect(valueAxis(gas)).toEqual({ log: true, min: 1, max: 100_000, hasData: true });
    expect(valueAxis(gas, 'linear')).toMatchObject({ log: false, min: 0, max: 44_100 });
    expect(valueAxis({ min: 2, max: 8, minPositive: 2 })).toMatchObject({ log: false, min: 0, max: 8.4 });
    expect(valueAxis({ min: 2, max: 8, minPositive: 2 }, 'log')).toMatchObject({ log: true, min: 1, max: 10 });
    expect(valueAxis({ min: Infinity, max: -Infinity, minPositive: Infinity }, 'log')).toEqual({ log: false, min: 0, max: 1, hasData: false });
  });
});

describe('roundScaleEnd', () => {
  it('gives the least round end at or above a value, in every decade', () => {
    expect([82.37, 169.6, 144.8, 15.24, 3534, 0.2335, 26.25, 1, 0.3, 1001].map(roundScaleEnd)).toEqual([
      100, 200, 150, 20, 4000, 0.25, 30, 1, 0.3, 1200,
    ]);
    expect(roundScaleEnd(0)).toBe(0);
    expect(roundScaleEnd(Number.NaN)).toBeNaN();
  });
});
