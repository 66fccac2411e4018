import { describe, expect, it } from 'vitest';
import { lowerBound } from './lower-bound';

describe('lowerBound', () => {
  it('binary-searches the first row at or after a depth', () => {
    const xs = [100, 101, 102, 104];
    expect(lowerBound(xs, 99)).toBe(0);
    expect(lowerBound(xs, 101)).toBe(1);
    expect(lowerBound(xs, 103)).toBe(3);
    expect(lowerBound(xs, 105)).toBe(4);
    expect(lowerBound(Float64Array.from([]), 1)).toBe(0);
  });
});
