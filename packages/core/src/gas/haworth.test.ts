import { describe, expect, it } from 'vitest';
import { haworthZone, haworthZoneTable } from './haworth';
import { computeDerived } from './ratios';

describe('haworthZone at every boundary', () => {
  it.each([
    // wh, bh, code
    [0.49, 50, 1], // wh < 0.5
    [0.5, 50, 2], // wh = 0.5: gas when bh >= wh
    [0.5, 0.4, 3], // bh < wh
    [10, 100, 2], // bh = 100 is not > 100
    [10, 100.01, 1], // bh > 100 wins over everything
    [45, 100.01, 1], // ... even residual oil wetness
    [10, 10, 2], // bh = wh: gas
    [10, 9.99, 3], // bh just under wh: condensate
    [17.49, 5, 3],
    [17.5, 5, 4], // wh = 17.5: oil
    [17.5, 50, 4], // oil whatever the balance (<= 100)
    [39.99, 1, 4],
    [40, 1, 5], // wh = 40: residual oil
    [80, 0.2, 5],
  ])('wh %f, bh %f is zone %i', (wh, bh, code) => {
    expect(haworthZone(wh, bh)).toBe(code);
  });

  it('is null where wh or bh is null', () => {
    expect(haworthZone(NaN, 1)).toBeNaN();
    expect(haworthZone(10, NaN)).toBeNaN();
  });
});

describe('haworth_zone series and zone table', () => {
  it('is computed from C1-C5 like wh and bh', () => {
    const col = (...v: number[]) => Float64Array.from(v);
    // Row 1: methane only (no C3-C5: balance infinite) -> dry gas; row 2: wh 7.8, bh 30.4 -> gas;
    // row 3: wh 25, bh 5.7 -> oil; row 4: null C3.
    const derived = computeDerived(
      { c1: col(1000, 1000, 300, 1000), c2: col(0, 50, 40, 50), c3: col(0, 20, 30, NaN), c4: col(0, 10, 20, 1), c5: col(0, 5, 10, 1) },
      4,
    );
    const zone = Array.from(derived.haworth_zone);
    expect(zone.slice(0, 3)).toEqual([1, 2, 4]);
    expect(zone[3]).toBeNaN();
    expect(derived.wh[1]).toBeCloseTo((85 / 1085) * 100, 9);
    expect(derived.bh[0]).toBeNaN(); // the balance series itself stays null on a zero denominator
  });

  it('makes a table of runs, a null ending a run', () => {
    const depth = Float64Array.from([100, 100.5, 101, 101.5, 102, 102.5, 103]);
    const zones = Float64Array.from([2, 2, 3, 3, NaN, 3, 4]);
    expect(haworthZoneTable(depth, zones)).toEqual([
      { top: 100, base: 100.5, code: 2, name: 'Gas' },
      { top: 101, base: 101.5, code: 3, name: 'Gas condensate or wet gas' },
      { top: 102.5, base: 102.5, code: 3, name: 'Gas condensate or wet gas' },
      { top: 103, base: 103, code: 4, name: 'Oil' },
    ]);
  });
});
