import { describe, expect, it } from 'vitest';
import { readLas } from '../las/read-las';
import type { NumericCurve } from '../las/types';
import { generateMudGasLas, LANDING_MNEMONIC, seededRandom } from './generate-mudgas-las';

describe('generateMudGasLas', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateMudGasLas({ rows: 200, seed: 7 })).toBe(generateMudGasLas({ rows: 200, seed: 7 }));
    expect(generateMudGasLas({ rows: 200, seed: 7 })).not.toBe(generateMudGasLas({ rows: 200, seed: 8 }));
  });

  it("'demo' is about 6,000 rows at 0.5 ft from 5,000 ft with the gas curves in ppm and a landing point", () => {
    const f = readLas(generateMudGasLas());
    expect(f.warnings).toEqual([]);
    expect(f.rowCount).toBe(6000);
    expect(f.curves.map((c) => `${c.header.mnemonic}.${c.header.unit}`)).toEqual([
      'DEPT.FT',
      'C1.ppm',
      'C2.ppm',
      'C3.ppm',
      'IC4.ppm',
      'NC4.ppm',
      'IC5.ppm',
      'NC5.ppm',
      'TG.ppm',
      'CO2.ppm',
      'H2S.ppm',
    ]);
    const depth = (f.curves[0] as NumericCurve).values;
    expect(depth[0]).toBe(5000);
    expect(depth[5999]).toBe(5000 + 5999 * 0.5);
    const land = Number(f.params.find((p) => p.mnemonic === LANDING_MNEMONIC)?.value);
    expect(land).toBeGreaterThan(5000 + 5999 * 0.5 * 0.6);
    expect(land).toBeLessThan(5000 + 5999 * 0.5 * 0.7);
    for (const m of ['STRT', 'STOP', 'STEP', 'NULL', 'COMP', 'WELL', 'FLD', 'LOC', 'CTRY', 'STAT', 'CNTY', 'API', 'SRVC', 'DATE']) {
      expect(f.well.find((i) => i.mnemonic === m)?.value, m).toBeTruthy();
    }
    // Realistic: C1 > C2 > C3 on average, gas shows well above background, a few null gaps.
    const mean = (k: number) => {
      const v = (f.curves[k] as NumericCurve).values.filter((x) => !Number.isNaN(x));
      return v.reduce((a, b) => a + b, 0) / v.length;
    };
    expect(mean(1)).toBeGreaterThan(mean(2));
    expect(mean(2)).toBeGreaterThan(mean(3));
    const c1 = (f.curves[1] as NumericCurve).values;
    const sorted = Array.from(c1)
      .filter((x) => !Number.isNaN(x))
      .sort((a, b) => a - b);
    expect(sorted[sorted.length - 1]).toBeGreaterThan(4 * sorted[Math.floor(sorted.length / 2)]);
    const nulls = Array.from(c1).filter(Number.isNaN).length;
    expect(nulls).toBeGreaterThan(0);
    expect(nulls).toBeLessThan(200);
  });

  it("'wide' has 60 curves and honours rows, step, start and landing depth", () => {
    const f = readLas(generateMudGasLas({ curveSet: 'wide', rows: 400, step: 0.25, startDepth: 8000, landingDepth: 8050 }));
    expect(f.warnings).toEqual([]);
    expect(f.curves).toHaveLength(60);
    expect(new Set(f.curves.map((c) => c.header.mnemonic)).size).toBe(60);
    for (const m of ['C6', 'C10', 'BENZ', 'TOLU', 'XYL', 'HE', 'H2', 'N2', 'AR'])
      expect(
        f.curves.some((c) => c.header.mnemonic === m),
        m,
      ).toBe(true);
    expect((f.curves[0] as NumericCurve).values[399]).toBe(8000 + 399 * 0.25);
    expect(f.params.find((p) => p.mnemonic === LANDING_MNEMONIC)?.value).toBe('8050.00');
  });

  it('seededRandom gives floats in [0, 1), repeatably', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x >= 0 && x < 1).toBe(true);
    }
  });
});
