import { describe, expect, it } from 'vitest';
import { CSV_EXPORT_GROUPS, dominantUnit, findSeries, isKnownSeries, SERIES_CATALOGUE } from './catalogue';
import { DERIVED_SERIES } from './ratios';

const SPEC_ORDER = [
  'c1',
  'c2',
  'c3',
  'c4',
  'c5',
  'c6',
  'c7',
  'c8',
  'c9',
  'c10',
  'norm_acetic',
  'norm_ben',
  'norm_c1',
  'norm_c2',
  'norm_c3',
  'norm_c4',
  'norm_c5',
  'norm_c6',
  'norm_c7',
  'norm_c8',
  'norm_c9',
  'norm_c10',
  'norm_co2',
  'norm_h',
  'norm_he',
  'norm_tol',
  'norm_xy',
  'norm_sw',
  'hl1',
  'hl2',
  'hl3',
  'hl4',
  'pix1',
  'pix2',
  'pix3',
  'pix4',
  'acetic_acid',
  'amu_51',
  'amu_55',
  'amu_22',
  'ar',
  'ben',
  'ch',
  'co2',
  'bh',
  'arom',
  'ni',
  'time',
  'total_gas',
  'xy',
  'sw',
  'wh',
  'haworth_zone', // Beyond the specification's 58
  'tol',
  'para',
  'naph',
  'hy',
  'h2s',
  'he',
];

const LONG_NAMES: Record<string, string> = {
  c1: 'Methane',
  c2: 'Ethane',
  c3: 'Propane',
  c4: 'Butane',
  c5: 'Pentane',
  c6: 'Hexane',
  c7: 'Heptane',
  c8: 'Octane',
  c9: 'Nonane',
  c10: 'Decane',
  ben: 'Benzene',
  tol: 'Toluene',
  xy: 'Xylene',
  co2: 'Carbon dioxide',
  h2s: 'Hydrogen sulfide',
  he: 'Helium',
  hy: 'Hydrogen',
  ni: 'Nitrogen',
  ar: 'Argon',
  wh: 'Wetness',
  bh: 'Balance',
  ch: 'Character',
  total_gas: 'Total gas',
  sw: 'Water saturation',
  arom: 'Aromatics',
  para: 'Paraffin',
  naph: 'Naphthene',
  acetic_acid: 'Acetic acid',
  amu_22: 'AMU 22',
  amu_51: 'AMU 51',
  amu_55: 'AMU 55',
  time: 'Time',
};

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('SERIES_CATALOGUE', () => {
  it("holds the specification's 58 selectable names in its order and groups, and the Haworth zone after wetness", () => {
    expect(SERIES_CATALOGUE.map((s) => s.short_name)).toEqual(SPEC_ORDER);
    const counts = Object.fromEntries(
      ['Hydrocarbons', 'Normalizations', 'Heavy Light Ratios', 'Pixlers', 'Etc'].map((g) => [
        g,
        SERIES_CATALOGUE.filter((s) => s.group === g).length,
      ]),
    );
    expect(counts).toEqual({ Hydrocarbons: 10, Normalizations: 18, 'Heavy Light Ratios': 4, Pixlers: 4, Etc: 23 });
  });

  it.each(SERIES_CATALOGUE.map((s) => [s.short_name, s] as const))('%s is a complete, consistent entry', (name, s) => {
    expect(s.short_name).toMatch(/^[a-z][a-z0-9_]*$/);
    expect(s.long_name.length).toBeGreaterThan(0);
    if (LONG_NAMES[name]) expect(s.long_name).toBe(LONG_NAMES[name]);
    if (name.startsWith('norm_')) expect(s.long_name).toMatch(/^Normalized /);
    expect(['Parts per million', 'Ratio']).toContain(s.y_label);
    if (s.group === 'Hydrocarbons') expect(s.y_label).toBe('Parts per million');
    if (s.group === 'Normalizations' || s.group === 'Pixlers' || s.group === 'Heavy Light Ratios') expect(s.y_label).toBe('Ratio');
    expect(s.default_color).toMatch(/^#[0-9a-f]{6}$/);
    // Readable on the white plot background: contrast ratio at least 3:1 (WCAG for graphics).
    expect(1.05 / (luminance(s.default_color) + 0.05)).toBeGreaterThanOrEqual(3);
    expect(s.derived).toBe(DERIVED_SERIES.includes(name));
    expect(findSeries(name)).toBe(s);
    expect(findSeries(name.toUpperCase())).toBe(s);
    expect(isKnownSeries(name)).toBe(true);
    expect(Object.isFrozen(s)).toBe(true);
  });

  it('has distinct short names and distinct colours', () => {
    expect(new Set(SERIES_CATALOGUE.map((s) => s.short_name)).size).toBe(59);
    expect(new Set(SERIES_CATALOGUE.map((s) => s.default_color)).size).toBe(59);
  });

  it('knows nothing else (depth is the index, not a series)', () => {
    for (const name of ['c11', 'depth', '', 'norm_c11', 'ic4', 'methane']) {
      expect(findSeries(name)).toBeUndefined();
      expect(isKnownSeries(name)).toBe(false);
    }
  });

  it('rates the Haworth ratios as derived and the measured gases as not', () => {
    expect(findSeries('wh')!.derived).toBe(true);
    expect(findSeries('bh')!.derived).toBe(true);
    expect(findSeries('ch')!.derived).toBe(true);
    expect(findSeries('total_gas')!.derived).toBe(false);
    expect(findSeries('c4')!.derived).toBe(false);
  });
});

describe('CSV_EXPORT_GROUPS', () => {
  it('lists the export panel headings in order and covers the catalogue exactly once', () => {
    expect(CSV_EXPORT_GROUPS.map((g) => g.heading)).toEqual(['Hydrocarbons', 'Normalizations', 'Heavy to light ratios', 'Pixlers', 'Etc.']);
    expect(CSV_EXPORT_GROUPS.map((g) => g.series.length)).toEqual([10, 18, 4, 4, 23]);
    expect(CSV_EXPORT_GROUPS.flatMap((g) => g.series)).toEqual(SPEC_ORDER);
    for (const g of CSV_EXPORT_GROUPS) for (const name of g.series) expect(findSeries(name)!.group).toBe(g.group);
  });
});

describe('dominantUnit', () => {
  it('gives the unit more series carry', () => {
    expect(dominantUnit(['c1', 'c2', 'wh'])).toBe('Parts per million');
    expect(dominantUnit(['c1', 'wh', 'bh'])).toBe('Ratio');
  });
  it('gives Ratio on a tie and for an empty graph', () => {
    expect(dominantUnit(['c1', 'pix1'])).toBe('Ratio');
    expect(dominantUnit([])).toBe('Ratio');
  });
  it('ignores names outside the catalogue and reads names case-insensitively', () => {
    expect(dominantUnit(['C1', 'gr', 'rop', 'wob'])).toBe('Parts per million');
    expect(dominantUnit(['c1', 'c2', 'pix1', 'unknown', 'also_unknown'])).toBe('Parts per million');
  });
});
