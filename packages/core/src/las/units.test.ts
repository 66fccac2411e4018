import { describe, expect, it } from 'vitest';
import { readLas, TIME_UNITS } from './read-las';
import { DEPTH_UNITS, depthUnit, toFeet } from './units';

describe('depth units', () => {
  describe.each(Object.entries(DEPTH_UNITS))('%s', (unit, entry) => {
    it('is recognised in any case and converts to feet as the reader does', () => {
      expect(depthUnit(unit.toLowerCase())).toEqual(entry);
      expect(toFeet(12, entry)).toBeCloseTo(12 * entry.feetPerUnit, 9);
      const f = readLas(`~V\n VERS. 2.0 :\n~C\n DEPT .${unit} :\n~A\n12\n`);
      expect(f.curves[0].values[0]).toBeCloseTo(12 * entry.feetPerUnit, 9);
      expect(f.indexUnit).toBe(unit);
    });
  });

  it('converts metres with the exact international foot', () => {
    expect(toFeet(0.3048, DEPTH_UNITS.M)).toBe(1);
    expect(toFeet(3048, DEPTH_UNITS.M)).toBe(10000);
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
