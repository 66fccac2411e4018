import { describe, expect, it } from 'vitest';
import { DEPTH_STEPS, depthStepFor } from './depth-steps';

describe('depth steps', () => {
  it('are 1, 2 and 5 times a power of ten, ascending, from a tenth to a million', () => {
    expect(DEPTH_STEPS.slice(0, 7)).toEqual([0.1, 0.2, 0.5, 1, 2, 5, 10]);
    expect(DEPTH_STEPS).toContain(1000);
    expect(DEPTH_STEPS.every((s) => [1, 2, 5].includes(Number((s / 10 ** Math.floor(Math.log10(s) + 1e-9)).toPrecision(3))))).toBe(true);
    expect([...DEPTH_STEPS].sort((a, b) => a - b)).toEqual(DEPTH_STEPS);
  });

  it('picks the smallest step whose labels lie at least the gap apart', () => {
    // 1:240 is 3.6 pt a foot, 1:600 1.44 pt: labels 36 pt apart every 10 and 50 ft.
    expect(depthStepFor(3.6, 36)).toBe(10);
    expect(depthStepFor(1.44, 36)).toBe(50);
    expect(depthStepFor(0.05, 36)).toBe(1000);
    expect(depthStepFor(1e-9, 36)).toBe(DEPTH_STEPS.at(-1));
  });
});
