import { describe, expect, it } from 'vitest';
import type { GraphConfig } from '@mudstack/contracts';
import type { MetadataDoc } from '../projects';
import { buildReportInput, type ReportSources } from './report-input';

const depth = Float64Array.from({ length: 201 }, (_, i) => 5000 + i * 0.5);
const c1 = Float64Array.from(depth, (_, i) => 100 + i);
const config: GraphConfig = {
  id: 7,
  name: 'Saved config',
  description: '',
  graphs: [
    { name: 'Gas', ylabel: '', appliesTo: 'both', kind: 'lines', scale: 'log', drawOrder: 1, series: { c1: '#1f77b4' } },
    { name: 'Lateral only', ylabel: 'x', appliesTo: 'lateral', kind: 'lines', scale: 'linear', drawOrder: 0, series: { c2: '#ff0000' } },
  ],
} as unknown as GraphConfig;
const doc = {
  well: 'Demo 1H',
  start_depth: 5000,
  stop_depth: 5100,
  depth_of_split: 5050,
  global_hairlines: [
    { id: 'b', xval: 5060, text: 'second', index: 2, isZone: false, interpolated: false },
    { id: 'a', xval: 5010, text: 'first', index: 1, isZone: false, interpolated: false },
    { id: 'z', xval: 5020, text: 'zone', index: 3, isZone: true, interpolated: false },
  ],
  global_formations: [],
} as unknown as MetadataDoc;

const sources = (over: Partial<ReportSources> = {}): ReportSources => ({
  project: { name: 'Project' },
  exportedBy: { first_name: 'Ada', last_name: 'L' },
  exportedAt: new Date(0),
  query: { config: 0, hideFlags: false, interpretation: false, layout: 'across' as const },
  body: { wellName: '' },
  revisions: { data: 2, metadata: 3 },
  doc,
  config,
  snippets: [{ name: 'Show', config: { dateWindow: { x: [5060, 5070], y: [0, 1] }, series: ['c1'], backgroundSubtract: 12 } }],
  depth,
  curves: { c1 },
  curveInfos: new Map(),
  ...over,
});

describe('buildReportInput (pure)', () => {
  it('fits the built-in configuration to the project as the workspace does: no graph without data, every other curve', () => {
    const curveInfos = new Map([
      ['c1', { name: 'c1', unit: 'ppm', description: 'Methane', original_mnemonic: 'C1' }],
      ['rop', { name: 'rop', unit: 'ft/h', description: 'Rate of penetration', original_mnemonic: 'ROP' }],
    ]);
    const input = buildReportInput(sources({ config: { ...config, id: 0 }, curveInfos, curves: { c1, rop: c1 } }));
    expect(input.sections[1].graphs.map((g) => g.title)).toEqual(['Gas', 'Drilling: ROP (ft/h)']);
    expect(input.sections[1].graphs[1].series.map((x) => x.label)).toEqual(['Rate of penetration (ft/h)']);
  });

  it('draws in a graph of the built-in configuration only the series the file has, and names the others "not in this file"', () => {
    const builtin = {
      ...config,
      id: 0,
      graphs: [
        {
          name: 'Hydrocarbons C1-C5',
          ylabel: '',
          appliesTo: 'both',
          kind: 'lines',
          scale: 'log',
          drawOrder: 0,
          series: { c1: '#1f77b4', c5: '#209ab3' },
        },
      ],
    } as unknown as GraphConfig;
    const curveInfos = new Map([['c1', { name: 'c1', unit: 'ppm', description: 'Methane', original_mnemonic: 'C1' }]]);
    const input = buildReportInput(sources({ config: builtin, curveInfos }));
    expect(input.sections[0].graphs[0].series.map((x) => x.label)).toEqual(['Methane (ppm)']);
    expect(input.notInFile).toEqual(['Pentane']);
  });

  it('splits Vertical and Lateral at the landing point, graphs in draw order, numbering hairlines by depth', () => {
    const c2 = Float64Array.from(depth, () => 7);
    const input = buildReportInput(sources({ curves: { c1, c2 } }));
    expect(input.wellName).toBe('Demo 1H');
    expect(input.sections.map((s) => [s.title, s.graphs.map((g) => g.title), s.graphs[0].xRange])).toEqual([
      ['Vertical', ['Gas'], [5000, 5050]],
      ['Lateral', ['Lateral only', 'Gas'], [5050, 5100]],
    ]);
    expect(input.notInFile).toEqual([]);
    expect(input.annotations.map((a) => [a.index, a.text])).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
    expect(input.zones.map((z) => [z.index, z.text])).toEqual([[1, 'zone']]);
  });

  it('draws no graph without data in the range: its name is listed once, "Not in this file"', () => {
    const input = buildReportInput(sources());
    expect(input.sections.map((s) => [s.title, s.graphs.map((g) => g.title)])).toEqual([
      ['Vertical', ['Gas']],
      ['Lateral', ['Gas']],
    ]);
    expect(input.notInFile).toEqual(['Lateral only']);
    // Data outside the range asked counts as none.
    const gasAbove = Float64Array.from(depth, (d) => (d < 5060 ? 5 : NaN));
    const clipped = buildReportInput(
      sources({
        curves: { c1: gasAbove },
        query: { config: 0, hideFlags: false, interpretation: false, layout: 'across' as const, xRange: [5070, 5100] },
      }),
    );
    expect(clipped.sections.map((s) => s.graphs.length)).toEqual([0]);
    expect(clipped.notInFile).toEqual(['Lateral only', 'Gas']);
  });

  it('puts a snippet under its graph in its section, background-subtracted as it was saved, and clips to xRange', () => {
    const input = buildReportInput(
      sources({ query: { config: 0, hideFlags: false, interpretation: false, layout: 'across' as const, xRange: [5070, 6000] } }),
    );
    expect(input.sections.map((s) => s.title)).toEqual(['Lateral']);
    const gas = input.sections[0].graphs.find((g) => g.title === 'Gas')!;
    expect(gas.xRange).toEqual([5070, 5100]);
    expect(gas.snippets.map((s) => s.name)).toEqual(['Show']);
    expect(gas.snippets[0].columns[0]).not.toEqual(c1);
    expect(gas.yScale).toBe('log');
  });

  it('draws each graph on the axis its configuration names, as the workspace does: linear stays linear when the values span decades', () => {
    // H2S at 0.01 to 50 ppm spans more than two decades; configured linear, the screen shows it linear, so must the report.
    const c2 = Float64Array.from(depth, (d) => (d >= 5050 ? (d > 5090 ? 50 : 0.01) : NaN));
    const input = buildReportInput(sources({ curves: { c1, c2 } }));
    const lateral = input.sections.find((s) => s.title === 'Lateral')!;
    expect(lateral.graphs.map((g) => [g.title, g.yScale])).toEqual([
      ['Lateral only', 'linear'],
      ['Gas', 'log'],
    ]);
  });
});
