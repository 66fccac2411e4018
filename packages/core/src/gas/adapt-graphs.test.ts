import { describe, expect, it } from 'vitest';
import { adaptGraphs, isDrillingCurve, type AdaptableGraph } from './adapt-graphs';
import type { FileCurve } from './file-curves';

const g = (name: string, series: string[], kind: AdaptableGraph['kind'] = 'lines', drawOrder = 0): AdaptableGraph => ({
  name,
  ylabel: '',
  appliesTo: 'both',
  kind,
  scale: 'log',
  drawOrder,
  series: Object.fromEntries(series.map((s) => [s, '#000000'])),
});
const builtin = [
  g('Hydrocarbons C1-C5', ['c1', 'c2', 'c3', 'c4', 'c5'], 'lines', 0),
  g('Heavy hydrocarbons C6-C10', ['c6', 'c7', 'c8', 'c9', 'c10'], 'lines', 1),
  g('Total gas', ['total_gas'], 'lines', 2),
  g('Pixler ratios', ['pix1', 'pix2', 'pix3', 'pix4'], 'lines', 5),
  g('Haworth', ['wh', 'bh', 'ch'], 'haworth', 7),
];
const curve = (name: string, unit = ''): FileCurve => ({ name, unit, description: '' });

describe('the built-in configuration fitted to a project', () => {
  it('shows the curves of a plain LAS 2.0 file, a graph per unit, and lists the gas graphs it has no data for', () => {
    const curves = [
      curve('depth', 'FT'),
      curve('gr', 'gAPI'),
      curve('nphi', 'v/v'),
      curve('rhob', 'g/cc'),
      curve('dt', 'us/ft'),
      curve('cali', 'in'),
      curve('bs', 'in'),
    ];
    const { graphs, missing } = adaptGraphs(builtin, curves);
    expect(missing).toEqual(['Hydrocarbons C1-C5', 'Heavy hydrocarbons C6-C10', 'Total gas', 'Pixler ratios', 'Haworth']);
    expect(graphs.map((x) => [x.name, Object.keys(x.series)])).toEqual([
      ['GR (gAPI)', ['gr']],
      ['NPHI (v/v)', ['nphi']],
      ['RHOB (g/cc)', ['rhob']],
      ['DT (us/ft)', ['dt']],
      ['CALI, BS (in)', ['cali', 'bs']],
    ]);
    // After the built-in graphs, in draw order, linear, with distinct colours.
    expect(graphs.map((x) => x.drawOrder)).toEqual([8, 9, 10, 11, 12]);
    expect(new Set(Object.values(graphs[4].series)).size).toBe(2);
  });

  it('keeps a gas graph when one of its series is in the file or computable, and adds the drilling curves first, a graph per unit', () => {
    const curves = ['c1', 'c2', 'c3', 'c4', 'c5', 'total_gas', 'he'].map((n) => curve(n, 'ppm'));
    curves.push(curve('rop', 'ft/h'), curve('wob', 'klb'), curve('dxc'), curve('tvd', 'ft'));
    const { graphs, missing } = adaptGraphs(builtin, curves);
    expect(missing).toEqual(['Heavy hydrocarbons C6-C10']);
    curves.push(curve('hkld', 'klb'));
    const fitted = adaptGraphs(builtin, curves).graphs;
    expect(fitted.map((x) => x.name)).toEqual([
      'Hydrocarbons C1-C5',
      'Total gas',
      'Pixler ratios',
      'Haworth',
      'Drilling: ROP (ft/h)',
      'Drilling: WOB, HKLD (klb)',
      'Drilling: DXC',
      'HE (ppm)',
      'TVD (ft)',
    ]);
    // Hook load joins weight on bit: one axis per unit.
    expect(Object.keys(fitted[5].series)).toEqual(['wob', 'hkld']);
    expect(graphs.map((x) => x.name)).not.toContain('Drilling: WOB, HKLD (klb)');
  });

  it('draws only the series the file has in a kept graph, and names the others with the graphs left out', () => {
    // A chromatograph to butane: no pentane, so no Pixler C1/C5 and no Haworth ratios (they need C1 to C5).
    const curves = ['c1', 'c2', 'c3', 'c4', 'total_gas'].map((n) => curve(n, 'ppm'));
    const { graphs, missing } = adaptGraphs(builtin, curves);
    expect(graphs.map((x) => [x.name, Object.keys(x.series)])).toEqual([
      ['Hydrocarbons C1-C5', ['c1', 'c2', 'c3', 'c4']],
      ['Total gas', ['total_gas']],
      ['Pixler ratios', ['pix1', 'pix2', 'pix3']],
    ]);
    expect(missing).toEqual(['Heavy hydrocarbons C6-C10', 'Haworth', 'Pentane', 'Pixler C1/C5']);
    // The graph keeps its colours and everything else; the configuration given is not changed.
    expect(graphs[0]).toMatchObject({ drawOrder: 0, kind: 'lines', scale: 'log', series: { c1: '#000000' } });
    expect(Object.keys(builtin[0].series)).toHaveLength(5);
  });

  it('titles a graph of butane and pentane isomers as a geologist writes them', () => {
    const curves = ['c1', 'ic4', 'nc4', 'ic5', 'nc5', 'neoc5'].map((n) => curve(n, 'ppm'));
    expect(adaptGraphs(builtin, curves).graphs.map((x) => x.name)).toContain('iC4, nC4, iC5, nC5, neoC5 (ppm)');
  });

  it('draws an added graph of hydrocarbon gases on a log axis, as the built-in C1-C5 graph, and any other on a linear one', () => {
    // Isomers read from 2 ppm in background to thousands in a show: on a linear axis all but the show is a flat line.
    const curves = [curve('c1', 'ppm'), curve('ic4', 'ppm'), curve('nc4', 'ppm'), curve('co', 'ppm'), curve('rop', 'ft/h'), curve('gr', 'gAPI')];
    const scales = Object.fromEntries(adaptGraphs(builtin, curves).graphs.map((x) => [x.name, x.scale]));
    expect(scales).toMatchObject({ 'iC4, nC4, CO (ppm)': 'linear', 'Drilling: ROP (ft/h)': 'linear', 'GR (gAPI)': 'linear' });
    const gases = adaptGraphs(builtin, [curve('c1', 'ppm'), curve('ic4', 'ppm'), curve('nc4', 'ppm'), curve('neoc5', 'ppm')]).graphs;
    expect(gases.find((x) => x.name === 'iC4, nC4, neoC5 (ppm)')?.scale).toBe('log');
  });

  it('tells drilling curves by their mnemonics', () => {
    for (const name of ['rop', 'ropa', 'wob', 'rpm', 'srpm', 'trq', 'torque', 'dxc', 'dexp', 'flowin', 'spp', 'hkld', 'spm1'])
      expect(isDrillingCurve(name), name).toBe(true);
    for (const name of ['gr', 'c1', 'tvd', 'nphi', 'temp']) expect(isDrillingCurve(name), name).toBe(false);
  });
});
