import { describe, expect, it } from 'vitest';
import { fileCurveOptions, seriesOptions } from './series-options';

const curves = [
  { name: 'c1', unit: 'ppm', description: 'Methane' },
  { name: 'rop', unit: 'ft/h', description: 'Rate of penetration' },
  { name: 'wob', unit: 'klbf', description: 'Weight on bit' },
  { name: 'mt_in', unit: 'degF', description: 'Mud temperature in' },
];

describe('fileCurveOptions', () => {
  it('offers the curves outside the catalogue, in file order, minus those on the graph', () => {
    expect(fileCurveOptions('', [], curves).map((c) => c.name)).toEqual(['rop', 'wob', 'mt_in']);
    expect(fileCurveOptions('', ['wob'], curves).map((c) => c.name)).toEqual(['rop', 'mt_in']);
  });
  it('matches the search on name or description, in any case', () => {
    expect(fileCurveOptions('RO', [], curves).map((c) => c.name)).toEqual(['rop']);
    expect(fileCurveOptions('temperature', [], curves).map((c) => c.name)).toEqual(['mt_in']);
    expect(fileCurveOptions('methane', [], curves)).toEqual([]);
  });
  it('leaves the catalogue choices as they were', () => {
    expect(seriesOptions('methane', []).flatMap((g) => g.options.map((o) => o.short_name))).toEqual(['c1', 'norm_c1']);
  });
});
