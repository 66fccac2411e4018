import { describe, expect, it } from 'vitest';
import { fileCurveName, graphAxisTitle, graphUnitLabel, seriesLabel, seriesShortLabel, seriesUnit, type FileCurve } from './file-curves';

const curves = new Map<string, FileCurve>([
  ['rop', { name: 'rop', unit: 'ft/h', description: 'Rate of penetration' }],
  ['wob', { name: 'wob', unit: 'klb', description: '' }],
  ['lith_sh', { name: 'lith_sh', unit: '%', description: 'Shale' }],
  ['lith_ss', { name: 'lith_ss', unit: '%', description: 'Sandstone' }],
  // Catalogue series as a rig export stores them: total gas in FID gas units, methane in ppm.
  ['total_gas', { name: 'total_gas', unit: 'unit', description: 'Total gas' }],
  ['c1', { name: 'c1', unit: 'ppm', description: 'Methane' }],
]);

describe('file curves', () => {
  it('takes a curve name as stored: lower case, no spaces, commas or control characters, at most 64 characters', () => {
    expect(fileCurveName(' ROP ')).toBe('rop');
    expect(fileCurveName('Temp-In(degF)')).toBe('temp-in(degf)');
    expect(fileCurveName('rop avg')).toBeUndefined();
    expect(fileCurveName('rop,wob')).toBeUndefined();
    expect(fileCurveName('')).toBeUndefined();
    expect(fileCurveName('x'.repeat(65))).toBeUndefined();
  });

  it("labels a series by the catalogue's name with the file's own unit, the catalogue's only when the file gives none", () => {
    expect(seriesLabel('total_gas', curves)).toBe('Total gas (unit)');
    expect(seriesLabel('c1', curves)).toBe('Methane (ppm)');
    expect(seriesLabel('c2', curves)).toBe('Ethane (ppm)');
    expect(seriesLabel('wh')).toBe('Wetness (%)');
    expect(seriesLabel('pix1')).toBe('Pixler C1/C2');
    expect(seriesUnit('total_gas', curves)).toBe('unit');
    expect(seriesUnit('c3')).toBe('ppm');
    expect(seriesUnit('bh')).toBe('');
  });

  it('labels a file curve by its description when it says something, else by its mnemonic', () => {
    const described = new Map<string, FileCurve>([
      ['gsgr', { name: 'gsgr', unit: 'API', description: '2 GAMMA RAY' }],
      ['gstk', { name: 'gstk', unit: 'API', description: '3 ????????' }],
      ['dltn', { name: 'dltn', unit: '', description: ' -- ' }],
      ['tempin', { name: 'tempin', unit: 'degC', description: 'Température entrée' }],
    ]);
    expect(seriesLabel('gsgr', described)).toBe('2 GAMMA RAY (API)');
    expect(seriesLabel('gstk', described)).toBe('GSTK (API)');
    expect(seriesLabel('dltn', described)).toBe('DLTN');
    expect(seriesLabel('tempin', described)).toBe('Température entrée (degC)');
  });

  it('gives a narrow legend the symbols a printed mud log uses, with the unit', () => {
    expect(seriesShortLabel('c1', curves)).toBe('C1 (ppm)');
    expect(seriesShortLabel('c10')).toBe('C10 (ppm)');
    expect(seriesShortLabel('total_gas', curves)).toBe('TG (unit)');
    expect(seriesShortLabel('co2')).toBe('CO2 (ppm)');
    expect(seriesShortLabel('h2s')).toBe('H2S (ppm)');
    expect(seriesShortLabel('pix3')).toBe('C1/C4');
    expect(seriesShortLabel('wh')).toBe('Wh (%)');
    expect(seriesShortLabel('hl2')).toBe('HL2');
    expect(seriesShortLabel('norm_c1')).toBe('nC1');
    expect(seriesShortLabel('norm_co2')).toBe('nCO2');
    expect(seriesShortLabel('ar')).toBe('Ar (ppm)');
    expect(seriesShortLabel('acetic_acid')).toBe('Acetic acid (ppm)');
    expect(seriesShortLabel('rop', curves)).toBe('ROP (ft/h)');
    expect(seriesShortLabel('gr')).toBe('GR');
    expect(seriesShortLabel('ic4')).toBe('iC4');
    expect(seriesShortLabel('nc5')).toBe('nC5');
  });

  it('labels a file curve by its description or mnemonic with its unit', () => {
    expect(seriesLabel('rop', curves)).toBe('Rate of penetration (ft/h)');
    expect(seriesLabel('wob', curves)).toBe('WOB (klb)');
    expect(seriesLabel('gr')).toBe('GR');
  });

  it('gives a graph the unit most of its series are in, from the file first: gas units are not parts per million', () => {
    expect(graphUnitLabel(['total_gas'], curves)).toBe('Gas units');
    expect(graphUnitLabel(['total_gas', 'c1', 'c2'], curves)).toBe('Parts per million');
    expect(graphUnitLabel(['c1', 'pix1'], curves)).toBe('Ratio'); // a tie with ratios gives Ratio (spec)
    expect(graphUnitLabel(['wh'])).toBe('Percent');
    expect(graphUnitLabel(['c1', 'c2', 'rop'], curves)).toBe('Parts per million');
    expect(graphUnitLabel(['c1', 'rop'], curves)).toBe('Mixed units');
    expect(graphUnitLabel(['lith_sh', 'lith_ss'], curves)).toBe('Percent');
    expect(graphUnitLabel(['rop', 'wob'], curves)).toBe('Mixed units'); // a tie between units: no one title
    expect(graphUnitLabel(['gr'])).toBe('Value');
    expect(graphUnitLabel(['gr', 'rop'], curves)).toBe('ft/h');
    expect(graphUnitLabel([])).toBe('Ratio');
  });

  it("titles a graph by the file's units when its y label is only the editor's default", () => {
    expect(graphAxisTitle('Parts per million', ['total_gas'], curves)).toBe('Gas units');
    expect(graphAxisTitle('Ratio', ['pix1', 'pix2'])).toBe('Ratio');
    expect(graphAxisTitle('Gas in units', ['total_gas'], curves)).toBe('Gas in units');
    expect(graphAxisTitle('', ['c1'], curves)).toBe('Parts per million');
  });
});
