import { describe, expect, it } from 'vitest';
import { inchesPer100Ft, logScaleText } from './log-scale';

describe('a printed log’s vertical scale', () => {
  it('is spoken of in inches per 100 ft on a log in feet', () => {
    expect(inchesPer100Ft(240)).toBe(5);
    expect(inchesPer100Ft(600)).toBe(2);
    expect(logScaleText(600, 'ft')).toBe('1:600 (2 in per 100 ft)');
    expect(logScaleText(240, 'ft')).toBe('1:240 (5 in per 100 ft)');
  });

  it('and in centimetres per metres of hole on a log in metres', () => {
    expect(logScaleText(600, 'm')).toBe('1:600 (1 cm per 6 m)');
    expect(logScaleText(240, 'm')).toBe('1:240 (1 cm per 2.4 m)');
    expect(logScaleText(1234.4, 'm')).toBe('1:1234 (1 cm per 12.34 m)');
  });
});
