import { describe, expect, it } from 'vitest';
import { readLas, TIME_UNITS } from './read-las';
import { DEPTH_UNITS, depthUnit, toFeet } from './units';

describe('depth units', () => {
  describe.each(Object.entries(DEPTH_UNITS))('%s', (unit, entry) => {
    it('is recognised in any case and converts to feet as the reader does', () => {
      expect(depthUnit(unit.toLowerCase())).toEqual(entry);
      // Converted depths are rounded to 0.0001 ft (feet are kept as read).
      const expected = Math.round(12 * entry.feetPerUnit * 1e4) / 1e4;
      expect(toFeet(12, entry)).toBe(expected);
      const f = readLas(`~V\n VERS. 2.0 :\n~C\n DEPT .${unit} :\n~A\n12\n`);
      expect(f.curves[0].values[0]).toBe(expected);
      expect(f.indexUnit).toBe(unit);
    });
  });

  it('converts metres with the exact international foot, rounded to 0.0001 ft', () => {
    expect(toFeet(0.3048, DEPTH_UNITS.M)).toBe(1);
    expect(toFeet(3048, DEPTH_UNITS.M)).toBe(10000);
    expect(toFeet(1219.5, DEPTH_UNITS.M)).toBe(4000.9843);
    // Every metre depth of a 0.1 m log prints with at most 4 decimals (no 4000.9999999999995).
    for (let i = 0; i < 20000; i++) {
      const text = String(toFeet(Math.round(i) / 10, DEPTH_UNITS.M));
      expect(text.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(4);
    }
  });

  it('leaves an unknown index unit (seconds) alone', () => {
    expect(depthUnit('S')).toBeNull();
    const f = readLas('~V\n VERS. 2.0 :\n~C\n ETIM.S :\n~A\n12\n');
    expect(f.curves[0].values[0]).toBe(12);
    expect(f.warnings).toEqual([]);
  });
});

describe('time index units', () => {
  it.each([...TIME_UNITS])('%s is a time index: not converted, no warning', (unit) => {
    const f = readLas(`~V\n VERS. 2.0 :\n~C\n ETIM .${unit.toLowerCase()} :\n~A\n12\n`);
    expect(f.curves[0].values[0]).toBe(12);
    expect(f.warnings).toEqual([]);
  });
});
