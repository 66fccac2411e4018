import { describe, expect, it } from 'vitest';
import { fixedText, fixedWithUnit } from './fixed-text';

describe('the tables’ fixed-decimal values', () => {
  it('writes exactly the decimals asked, with thousands separators, and a dash for none', () => {
    expect(fixedText(38329.4, 0)).toBe('38,329');
    expect(fixedText(12.25, 1)).toBe('12.3');
    expect(fixedText(0.5, 2)).toBe('0.50');
    expect(fixedText(null, 1)).toBe('–');
    expect(fixedText(undefined, 1)).toBe('–');
    expect(fixedText(Number.NaN, 1)).toBe('–');
  });

  it('puts the unit after a value, never after a dash, and leaves a value without a unit bare', () => {
    expect(fixedWithUnit(38329.4, 0, 'ppm')).toBe('38,329 ppm');
    expect(fixedWithUnit(1773, 0, 'units')).toBe('1,773 units');
    expect(fixedWithUnit(null, 0, 'ppm')).toBe('–');
    expect(fixedWithUnit(1773, 0, null)).toBe('1,773');
    expect(fixedWithUnit(1773, 0, '')).toBe('1,773');
  });
});
