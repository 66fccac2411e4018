import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depthUnitName, displayDecimals, fromDisplayDepth, toDisplayDepth } from './depth-unit';
import { depthText } from './depth-text';
import { toFeet } from '../las/units';

describe('the display depth unit', () => {
  it('reads metres from the metadata value, feet otherwise', () => {
    expect(depthUnitName('m')).toBe('m');
    expect(depthUnitName('M')).toBe('m');
    expect(depthUnitName('metres')).toBe('m');
    expect(depthUnitName('ft')).toBe('ft');
    expect(depthUnitName(undefined)).toBe('ft');
  });

  it('shows a metric file’s depths at its own precision: 1670 m stored in feet reads 1670.0 m, not 1669.99999', () => {
    const stored = toFeet(1670, { canonical: 'M', feetPerUnit: 1 / 0.3048 });
    expect(stored).toBe(5479.0026);
    const decimals = displayDecimals(toFeet(0.125, { canonical: 'M', feetPerUnit: 1 / 0.3048 }), 'm');
    expect(decimals).toBe(3);
    expect(toDisplayDepth(stored, 'm').toFixed(decimals)).toBe('1670.000');
    expect(displayDecimals(toFeet(0.1, { canonical: 'M', feetPerUnit: 1 / 0.3048 }), 'm')).toBe(1);
    expect(displayDecimals(0.5, 'ft')).toBe(1);
  });

  it('reads a typed metre depth back to the feet the reader would have stored, and feet unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (mm) => {
        const metres = mm / 1000;
        expect(fromDisplayDepth(metres, 'm')).toBe(toFeet(metres, { canonical: 'M', feetPerUnit: 1 / 0.3048 }));
      }),
    );
    expect(fromDisplayDepth(5000.5, 'ft')).toBe(5000.5);
  });
});

describe('a depth in a history line', () => {
  it("is written as stored in feet, and in metres at the data's precision", () => {
    const historyDepthText = (ft: number, unit: 'ft' | 'm', step: number | null) => depthText(unit, displayDecimals(step, unit)).cell(ft);
    expect(historyDepthText(5099.5, 'ft', 0.5)).toBe('5099.5');
    expect(historyDepthText(5741.4698, 'm', 0.3281)).toBe('1750.0');
    expect(historyDepthText(5741.4698, 'm', null)).toBe('1750');
  });
});
