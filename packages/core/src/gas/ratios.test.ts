import { describe, expect, it } from 'vitest';
import { findSeries } from './catalogue';
import { computeDerived, DERIVED_SERIES, derivedInputs, seriesColumn } from './ratios';

const f = (...v: number[]) => new Float64Array(v);
const N = NaN;

// Four rows: an ordinary gas reading, all zeros, a null C3, and a zero C3 with other gas present.
//            row 0   row 1  row 2  row 3
const columns = {
  c1: f(1000, 0, 800, 600),
  c2: f(200, 0, 100, 50),
  c3: f(100, 0, N, 0),
  c4: f(50, 0, 40, 30),
  c5: f(25, 0, 20, 20),
  c6: f(10, 0, 5, 0),
  c7: f(8, 0, 4, 0),
  c8: f(6, 0, 3, 0),
  c9: f(4, 0, 2, 0),
  c10: f(2, 0, 1, 0),
  acetic_acid: f(13.75, 1, 2, 3),
  ben: f(2.75, 0, 1, 1),
  co2: f(5000, 10, 20, 70),
  hy: f(0, 5, 5, 0),
  he: f(27.5, 0, 1, 1),
  tol: f(1.375, 0, 1, 1),
  xy: f(0.55, 0, 1, 0),
  sw: f(0.5, 0.2, N, 0.4),
};
// Row 0: C1..C5 sum = 1000+200+100+50+25 = 1375. Row 3: 600+50+0+30+20 = 700.

/** Hand-computed expectations, row by row (NaN = null). */
const EXPECTED: Record<string, number[]> = {
  norm_acetic: [13.75 / 1375, N, N, 3 / 700],
  norm_ben: [2.75 / 1375, N, N, 1 / 700],
  norm_c1: [1000 / 1375, N, N, 600 / 700],
  norm_c2: [200 / 1375, N, N, 50 / 700],
  norm_c3: [100 / 1375, N, N, 0],
  norm_c4: [50 / 1375, N, N, 30 / 700],
  norm_c5: [25 / 1375, N, N, 20 / 700],
  norm_c6: [10 / 1375, N, N, 0],
  norm_c7: [8 / 1375, N, N, 0],
  norm_c8: [6 / 1375, N, N, 0],
  norm_c9: [4 / 1375, N, N, 0],
  norm_c10: [2 / 1375, N, N, 0],
  norm_co2: [5000 / 1375, N, N, 0.1],
  norm_h: [0, N, N, 0],
  norm_he: [0.02, N, N, 1 / 700],
  norm_tol: [0.001, N, N, 1 / 700],
  norm_xy: [0.0004, N, N, 0],
  norm_sw: [0.5 / 1375, N, N, 0.4 / 700],
  hl1: [175 / 1200, N, N, 50 / 650], // (C3+C4+C5)/(C1+C2)
  hl2: [375 / 1000, N, N, 100 / 600], // (C2+C3+C4+C5)/C1
  hl3: [75 / 1300, N, N, 50 / 650], // (C4+C5)/(C1+C2+C3)
  hl4: [75 / 1200, N, 60 / 900, 50 / 650], // (C4+C5)/(C1+C2)
  pix1: [5, N, 8, 12],
  pix2: [10, N, N, N], // C3 = 0 in row 3: division by zero is null
  pix3: [20, N, 20, 20],
  pix4: [40, N, 40, 30],
  wh: [(375 / 1375) * 100, N, N, (100 / 700) * 100],
  bh: [1200 / 175, N, N, 650 / 50],
  ch: [75 / 100, N, N, N],
  // Row 0: wh 27.3, bh 6.86 -> oil (4). Row 3: wh 14.3, bh 13 < wh -> gas condensate or wet gas (3).
  haworth_zone: [4, N, N, 3],
};

function expectRow(actual: Float64Array, expected: number[], name: string) {
  expect(actual.length, name).toBe(expected.length);
  expected.forEach((e, i) => {
    if (Number.isNaN(e)) expect(actual[i], `${name}[${i}]`).toBeNaN();
    else expect(actual[i], `${name}[${i}]`).toBeCloseTo(e, 12);
  });
}

describe('computeDerived', () => {
  it('covers every derived series of the catalogue, and only those', () => {
    expect([...DERIVED_SERIES].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const name of DERIVED_SERIES) expect(findSeries(name)?.derived, name).toBe(true);
  });

  const derived = computeDerived(columns, 4);
  it.each(DERIVED_SERIES.map((name) => [name]))('%s matches the hand-computed values, zeros and nulls included', (name) => {
    expectRow(derived[name], EXPECTED[name], name);
    expectRow(seriesColumn(name, columns, 4)!, EXPECTED[name], name);
    for (const v of derived[name]) expect(Number.isFinite(v) || Number.isNaN(v)).toBe(true);
  });

  it('never gives Infinity: x/0 is null', () => {
    const d = computeDerived({ c1: f(5, -5, 0), c2: f(0, 0, 0) }, 3);
    expectRow(d.pix1, [N, N, N], 'pix1');
  });

  it('skips series whose inputs are missing', () => {
    const d = computeDerived({ c1: f(10), c2: f(5) }, 1);
    expect(Object.keys(d)).toEqual(['pix1']);
    expect(computeDerived({}, 3)).toEqual({});
  });

  it('does not recompute a series the data already carries (the file wins)', () => {
    const measuredWh = f(42);
    const cols = { c1: f(10), c2: f(5), c3: f(1), c4: f(1), c5: f(1), wh: measuredWh };
    expect(computeDerived(cols, 1).wh).toBeUndefined();
    expect(seriesColumn('wh', cols, 1)).toBe(measuredWh);
  });

  it('pads short inputs with nulls up to rowCount', () => {
    expectRow(computeDerived({ c1: f(10, 20), c2: f(5) }, 3).pix1, [2, N, N], 'pix1');
  });
});

describe('seriesColumn', () => {
  it('returns a raw column as is, undefined for what cannot be had', () => {
    expect(seriesColumn('c1', columns, 4)).toBe(columns.c1);
    expect(seriesColumn('total_gas', columns, 4)).toBeUndefined();
    expect(seriesColumn('pix1', { c1: f(1) }, 1)).toBeUndefined();
    expect(seriesColumn('nonsense', columns, 4)).toBeUndefined();
  });

  it('names the inputs of each derived series', () => {
    expect(derivedInputs('wh')).toEqual(['c2', 'c3', 'c4', 'c5', 'c1']);
    expect(derivedInputs('pix4')).toEqual(['c1', 'c5']);
    expect(derivedInputs('c1')).toEqual([]);
  });
});
