import { describe, expect, it } from 'vitest';
import { DEPTH_STEPS, formatDepth, stepOf } from './depth-ticks';

describe('depth ticks', () => {
  it('labels depth only at round intervals: 1, 2 or 5 times a power of ten feet', () => {
    expect(DEPTH_STEPS.slice(0, 7)).toEqual([0.1, 0.2, 0.5, 1, 2, 5, 10]);
    expect(DEPTH_STEPS).toContain(1000);
    expect(DEPTH_STEPS.every((s) => [1, 2, 5].includes(Number((s / 10 ** Math.floor(Math.log10(s) + 1e-9)).toPrecision(3))))).toBe(true);
    expect([...DEPTH_STEPS].sort((a, b) => a - b)).toEqual(DEPTH_STEPS);
  });
  it('reads depths as a printed log does, in the step of the ticks', () => {
    expect(stepOf([4100, 4200, 4300])).toBe(100);
    expect(stepOf([100.1, 100.2])).toBe(0.1);
    expect(stepOf([5])).toBe(1);
    expect(formatDepth(12500, 100)).toBe('12,500');
    expect(formatDepth(100.3, 0.1)).toBe('100.3');
    expect(formatDepth(4100, 1)).toBe('4,100');
  });
});
