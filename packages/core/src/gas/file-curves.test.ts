import { describe, expect, it } from 'vitest';
import { fileCurveName, graphUnitLabel, seriesLabel, type FileCurve } from './file-curves';

const curves = new Map<string, FileCurve>([
  ['rop', { name: 'rop', unit: 'ft/h', description: 'Rate of penetration' }],
  ['wob', { name: 'wob', unit: 'klb', description: '' }],
  ['lith_sh', { name: 'lith_sh', unit: '%', description: 'Shale' }],
  ['lith_ss', { name: 'lith_ss', unit: '%', description: 'Sandstone' }],
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

  it('labels a series by the catalogue, else by the curve with its unit', () => {
    expect(seriesLabel('c1', curves)).toBe('Methane');
    expect(seriesLabel('rop', curves)).toBe('Rate of penetration (ft/h)');
    expect(seriesLabel('wob', curves)).toBe('WOB (klb)');
    expect(seriesLabel('gr')).toBe('GR');
  });

  it("gives a graph the catalogue's dominant unit, else the unit its curves share", () => {
    expect(graphUnitLabel(['c1', 'rop'], curves)).toBe('Parts per million');
    expect(graphUnitLabel(['lith_sh', 'lith_ss'], curves)).toBe('%');
    expect(graphUnitLabel(['rop', 'wob'], curves)).toBe('Value');
    expect(graphUnitLabel(['gr'])).toBe('Value');
    expect(graphUnitLabel([])).toBe('Ratio');
  });
});
