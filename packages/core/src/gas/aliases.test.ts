import { describe, expect, it } from 'vitest';
import type { Curve, LasFile } from '../las/types';
import { ALIASES, lasToColumns, matchPart, matchSeries, normaliseMnemonic, PART_ALIASES, SUMMED_PARTS } from './aliases';
import { findSeries } from './catalogue';

const N = NaN;

function num(mnemonic: string, unit: string, values: number[], description = ''): Curve {
  return {
    kind: 'number',
    header: { mnemonic, originalMnemonic: mnemonic.replace(/:\d+$/, ''), unit, value: '', description },
    values: new Float64Array(values),
  };
}

function text(mnemonic: string, values: (string | null)[]): Curve {
  return { kind: 'text', header: { mnemonic, originalMnemonic: mnemonic, unit: '', value: '', description: '' }, values };
}

function las(curves: Curve[]): LasFile {
  return {
    version: '2.0',
    wrap: false,
    delimiter: 'SPACE',
    nullValue: -999.25,
    depthIndexed: true,
    dataSection: null,
    encoding: 'utf-8',
    version_items: [],
    well: [],
    params: [],
    curves,
    other: '',
    sections: [],
    indexUnit: 'FT',
    rowCount: curves[0]?.values.length ?? 0,
    warnings: [],
  };
}

const DEPT = num('DEPT', 'FT', [1000, 1000.5, 1001]);

/** A unit each target accepts: ppm for gases, blank for ratios, min for time. */
function unitFor(name: string) {
  if (name === 'time') return 'min';
  return findSeries(name)!.y_label === 'Parts per million' ? 'ppm' : '';
}

describe('ALIASES', () => {
  it.each(Object.entries(ALIASES))('%s -> %s', (mnemonic, name) => {
    expect(findSeries(name), `${name} is in the catalogue`).toBeDefined();
    expect(mnemonic).toBe(mnemonic.toUpperCase());
    expect(matchSeries(mnemonic, unitFor(name))?.short_name).toBe(name);
    expect(matchSeries(mnemonic.toLowerCase(), unitFor(name))?.short_name).toBe(name);
    const { columns } = lasToColumns(las([DEPT, num(mnemonic, unitFor(name), [1, 2, 3])]));
    expect(columns.get(name)?.originalMnemonic).toBe(mnemonic);
    expect(columns.size).toBe(1);
  });

  it.each(Object.entries(PART_ALIASES))('part %s -> %s', (mnemonic, part) => {
    expect(Object.values(SUMMED_PARTS).flat()).toContain(part);
    expect(matchPart(mnemonic, 'ppm')).toBe(part);
    expect(matchPart(mnemonic, 'mm')).toBeUndefined();
    expect(matchSeries(mnemonic, 'ppm')).toBeUndefined();
  });

  it('does not read a curve in a foreign unit as a gas (C1 in mm is a caliper)', () => {
    expect(matchSeries('C1', 'mm')).toBeUndefined();
    expect(matchSeries('C1', 'in')).toBeUndefined();
    expect(matchSeries('CO2', 'ft')).toBeUndefined();
    expect(matchSeries('WH', 'ppm')).toBeUndefined();
    expect(matchSeries('TIME', 'ppm')).toBeUndefined();
    expect(matchSeries('C1', 'PPM')?.short_name).toBe('c1');
    expect(matchSeries('C1', '%')?.short_name).toBe('c1');
    expect(matchSeries('C1', 'mol %')?.short_name).toBe('c1');
    expect(matchSeries('TG', 'units')?.short_name).toBe('total_gas');
  });

  it('strips decorations and unit suffixes from mnemonics', () => {
    expect(normaliseMnemonic('c1_ppm')).toBe('C1');
    expect(normaliseMnemonic('TG-PCT')).toBe('TG');
    expect(normaliseMnemonic(' C1 (ppm) ')).toBe('C1');
    expect(normaliseMnemonic('Total Gas')).toBe('TOTAL_GAS');
    expect(normaliseMnemonic('GR:2')).toBe('GR');
    expect(matchSeries('C1_PPM', 'ppm')?.short_name).toBe('c1');
  });

  it('matches a description equal to a long name when the mnemonic is unknown', () => {
    expect(matchSeries('GAS01', 'ppm', 'Methane')?.short_name).toBe('c1');
    expect(matchSeries('GAS01', 'ppm', 'methane from the gas trap')).toBeUndefined();
  });
});

describe('lasToColumns', () => {
  it("keeps the logging unit's ratio beside the computed one when the file has its gases, else under the catalogue name", () => {
    const withGases = lasToColumns(las([DEPT, num('C1', 'ppm', [100, 200, 300]), num('C2', 'ppm', [10, 20, 30]), num('C1C2', '', [9.9, 10.1, 10])]));
    expect(withGases.columns.has('pix1')).toBe(false);
    expect(withGases.columns.get('pix1_as_logged')).toMatchObject({ originalMnemonic: 'C1C2', description: 'Pixler C1/C2 as logged in the file' });
    expect(withGases.warnings).toEqual(["Curve C1C2 is kept as 'pix1_as_logged' (as logged): pix1 is computed from the file's gases."]);
    const alone = lasToColumns(las([DEPT, num('C1C2', '', [9.9, 10.1, 10])]));
    expect([...alone.columns.keys()]).toEqual(['pix1']);
  });

  it('converts % to ppm without floating-point noise', () => {
    const { columns } = lasToColumns(las([DEPT, num('CO2', '%', [0.0123, 0.07, 1.1])]));
    expect([...columns.get('co2')!.values]).toEqual([123, 700, 11000]);
  });

  it('keeps the index as depth and every unmatched numeric curve under its lower-cased mnemonic', () => {
    const file = las([DEPT, num('C1', 'ppm', [1, 2, 3]), num('ROP', 'ft/h', [10, 20, 30]), num('GR:1', 'gAPI', [5, 6, 7])]);
    const { depth, columns, warnings } = lasToColumns(file);
    expect([...depth]).toEqual([1000, 1000.5, 1001]);
    expect([...columns.keys()]).toEqual(['c1', 'rop', 'gr:1']);
    expect(columns.get('rop')).toMatchObject({ unit: 'ft/h', originalMnemonic: 'ROP' });
    expect(warnings).toEqual([]);
  });

  it('skips text curves with a warning', () => {
    const { columns, warnings } = lasToColumns(las([DEPT, text('LITH', ['SS', 'SH', null]), num('C2', 'ppm', [1, 2, 3])]));
    expect([...columns.keys()]).toEqual(['c2']);
    expect(warnings).toEqual(['Curve LITH holds text; it is not imported.']);
  });

  it('keeps a caliper called C1 without letting it pose as methane', () => {
    const { columns, warnings } = lasToColumns(las([DEPT, num('C1', 'mm', [200, 201, 202]), num('METHANE', 'ppm', [1, 2, 3])]));
    expect(columns.get('c1')?.originalMnemonic).toBe('METHANE');
    expect(columns.get('c1_mm')?.values[0]).toBe(200);
    expect(warnings).toEqual(["Curve C1 in 'mm' is not read as c1 (not a unit for that series).", "Curve C1 is kept as 'c1_mm' (c1 is taken)."]);
  });

  it('converts % and ppb gas readings to ppm, and says so', () => {
    const { columns, warnings } = lasToColumns(
      las([DEPT, num('CO2', '%', [1.5, N, 0]), num('H2S', 'ppb', [500, 1000, 0]), num('TG', 'units', [12, 13, 14]), num('WH', '%', [10, 20, 30])]),
    );
    expect([...columns.get('co2')!.values]).toEqual([15000, N, 0]);
    expect(columns.get('co2')!.unit).toBe('ppm');
    expect([...columns.get('h2s')!.values]).toEqual([0.5, 1, 0]);
    expect(columns.get('total_gas')).toMatchObject({ unit: 'units' });
    expect([...columns.get('total_gas')!.values]).toEqual([12, 13, 14]);
    expect([...columns.get('wh')!.values]).toEqual([10, 20, 30]); // a ratio in % stays as it is
    expect(warnings).toEqual(['Curve CO2 converted from % to ppm.', 'Curve H2S converted from ppb to ppm.']);
  });

  it('sums IC4 + NC4 into c4 and IC5 + NC5 + NEOC5 into c5; a null part makes a null sum', () => {
    const { columns } = lasToColumns(
      las([
        DEPT,
        num('IC4', 'ppm', [1, N, 3]),
        num('NC4', 'ppm', [10, 20, 30]),
        num('IC5', 'ppm', [1, 2, 3]),
        num('NC5', '%', [0.001, 0.002, 0.003]),
        num('NEOC5', 'ppm', [0, 0, N]),
      ]),
    );
    expect([...columns.get('c4')!.values]).toEqual([11, N, 33]);
    expect([...columns.get('c5')!.values]).toEqual([11, 22, N]);
    expect(columns.get('c4')!.originalMnemonic).toBe('IC4+NC4');
    expect([...columns.keys()].sort()).toEqual(['c4', 'c5', 'ic4', 'ic5', 'nc4', 'nc5', 'neoc5']);
  });

  it('uses a C4 total when the file has one, and warns when a part is alone', () => {
    const { columns, warnings } = lasToColumns(
      las([DEPT, num('C4', 'ppm', [7, 7, 7]), num('IC4', 'ppm', [1, 1, 1]), num('NC4', 'ppm', [2, 2, 2]), num('IC5', 'ppm', [1, 1, 1])]),
    );
    expect([...columns.get('c4')!.values]).toEqual([7, 7, 7]);
    expect(columns.has('c5')).toBe(false);
    expect(warnings).toEqual(['IC5 found without NC5; c5 is not computed.']);
  });

  it('maps the first of two curves for one series and keeps the second under its own name', () => {
    const { columns, warnings } = lasToColumns(las([DEPT, num('TOTAL_GAS', 'unit', [1, 2, 3]), num('TG_PCT', '%', [4, 5, 6])]));
    expect(columns.get('total_gas')!.originalMnemonic).toBe('TOTAL_GAS');
    expect([...columns.get('tg_pct')!.values]).toEqual([4, 5, 6]);
    expect(warnings[0]).toMatch(/TG_PCT is also total_gas/);
  });

  it('survives a file with no curves or a text index', () => {
    expect(lasToColumns(las([])).depth.length).toBe(0);
    const r = lasToColumns(las([text('TIME', ['a', 'b']), num('C1', 'ppm', [1, 2])]));
    expect([...r.depth]).toEqual([N, N]);
    expect(r.columns.has('c1')).toBe(true);
    expect(r.warnings[0]).toMatch(/not numeric/);
  });
});

describe('lasToColumns on the synthetic mud-gas corpus file', () => {
  it('maps the rig mnemonics and keeps every other curve', async () => {
    const { readFileSync } = await import('node:fs');
    const { readLas } = await import('../las/read-las');
    const file = readLas(readFileSync(new URL('../../../../../shared/las-corpus/files/mudgas/synth_mudgas_500rows.las', import.meta.url)));
    const { depth, columns, warnings } = lasToColumns(file);
    expect(depth.length).toBe(500);
    const mapped = Object.fromEntries([...columns].map(([key, c]) => [key, c.originalMnemonic]));
    expect(mapped).toMatchObject({
      c1: 'C1',
      c4: 'C4',
      c5: 'C5',
      c10: 'C10',
      ben: 'BENZ',
      tol: 'TOLU',
      total_gas: 'TOTAL_GAS',
      co2: 'CO2',
      h2s: 'H2S',
      ni: 'N2',
      he: 'HE',
      hy: 'H2',
      ar: 'AR',
      // The logging unit's ratios, kept beside the ones computed from the file's gases.
      wh_as_logged: 'WH',
      bh_as_logged: 'BH',
      ch_as_logged: 'CH',
      pix1_as_logged: 'C1C2',
      pix2_as_logged: 'C1C3',
      ic4: 'IC4',
      nc4: 'NC4',
      tg_pct: 'TG_PCT',
      c1_norm: 'C1_NORM',
      rop: 'ROP',
      tvd: 'TVD',
    });
    // 60 curves: the index, plus every other numeric curve under some key.
    expect(columns.size).toBe(file.curves.filter((c) => c.kind === 'number').length - 1);
    expect(columns.get('co2')!.unit).toBe('ppm');
    expect(warnings).toContain('Curve CO2 converted from % to ppm.');
  });
});

describe('catalogue names read back', () => {
  it('maps every catalogue short name, upper-cased, to itself (our D-type exports re-import)', async () => {
    const { SERIES_CATALOGUE } = await import('./catalogue');
    for (const s of SERIES_CATALOGUE) expect(ALIASES[s.short_name.toUpperCase()], s.short_name).toBe(s.short_name);
  });
});
