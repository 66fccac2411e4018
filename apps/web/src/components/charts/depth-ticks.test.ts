import { describe, expect, it } from 'vitest';
import { formatDepth, stepOf } from './depth-ticks';

describe('depth ticks', () => {
  it('reads depths as a printed log does, in the step of the ticks', () => {
    expect(stepOf([4100, 4200, 4300])).toBe(100);
    expect(stepOf([100.1, 100.2])).toBe(0.1);
    expect(stepOf([5])).toBe(1);
    expect(formatDepth(12500, 100)).toBe('12,500');
    expect(formatDepth(100.3, 0.1)).toBe('100.3');
    expect(formatDepth(4100, 1)).toBe('4,100');
  });
  it('labels a depth it labelled before the same way, each step with its own decimals, past what it keeps', () => {
    expect(formatDepth(4100, 0.1)).toBe('4,100.0');
    expect(formatDepth(4100, 1)).toBe('4,100');
    expect(formatDepth(4100, 0.1)).toBe('4,100.0');
    for (let depth = 0; depth < 10_000; depth++) expect(formatDepth(depth, 1)).toBe(depth.toLocaleString('en-US'));
    expect(formatDepth(4100, 1)).toBe('4,100');
    expect(formatDepth(-12.5, 0.1)).toBe('-12.5');
  });
});
