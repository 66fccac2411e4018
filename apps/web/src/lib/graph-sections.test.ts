import { describe, expect, it } from 'vitest';
import type { Graph } from '@mudstack/contracts';
import {
  graphBands,
  isLogGraph,
  axisLabel,
  formatDepthWindow,
  graphColumns,
  graphSeries,
  graphsForSection,
  graphYLabel,
  hasLateral,
  isEmptyColumn,
  requestableSeries,
  sectionFilter,
  seriesUnion,
  smoothingLabel,
  haworthBands,
} from './graph-sections';
import { logYRange, toLogColumns } from '../components/charts/build-depth-chart-config';
import { depthDisplay } from './depth-unit';
import { displayDecimals } from '@mudstack/core';

const g = (name: string, appliesTo: Graph['appliesTo'], drawOrder: number, series: Record<string, string> = { c1: '#f00' }, ylabel = ''): Graph => ({
  name,
  appliesTo,
  kind: 'lines',
  scale: 'linear',
  drawOrder,
  series,
  ylabel,
});

describe('sections', () => {
  it('has a Lateral tab only when the lateral section has two rows or more', () => {
    expect(hasLateral({ depth_of_split: 8000, start_depth: 5000, stop_depth: 12000, step: 0.5 })).toBe(true);
    expect(hasLateral({ depth_of_split: 8000, start_depth: 5000, stop_depth: 8000.5, step: 0.5 })).toBe(true);
    // The landing point at the last depth, or one step before it with the split between rows: one row, no lateral.
    expect(hasLateral({ depth_of_split: 8000, start_depth: 5000, stop_depth: 8000, step: 0.5 })).toBe(false);
    expect(hasLateral({ depth_of_split: 5199.4, start_depth: 5000, stop_depth: 5199.5, step: 0.5 })).toBe(false);
    expect(hasLateral({ depth_of_split: 0.3, start_depth: 0, stop_depth: 0.6, step: 0.1 })).toBe(true); // 0.5 and 0.6
    // Irregular depths (no step): any depth beyond the landing point.
    expect(hasLateral({ depth_of_split: 8000, start_depth: 5000, stop_depth: 8000, step: 0 })).toBe(false);
    expect(hasLateral({ depth_of_split: 8000, start_depth: 5000, stop_depth: 8003, step: null })).toBe(true);
    expect(hasLateral({ depth_of_split: 8000, start_depth: 5000, stop_depth: 7999 })).toBe(false);
    expect(hasLateral({ depth_of_split: null, start_depth: 5000, stop_depth: 7999 })).toBe(false);
  });
  it('filters the data call by the landing point', () => {
    expect(sectionFilter('vertical', 8000)).toBe('depth < 8000');
    expect(sectionFilter('lateral', 8000)).toBe('depth >= 8000');
    expect(sectionFilter('vertical', null)).toBeUndefined();
  });
  it('shows graphs for both or the tab, in draw order', () => {
    const config = { graphs: [g('b', 'both', 2), g('v', 'vertical', 1), g('l', 'lateral', 0), g('b2', 'both', 1)] };
    expect(graphsForSection(config, 'vertical').map((x) => x.name)).toEqual(['v', 'b2', 'b']);
    expect(graphsForSection(config, 'lateral').map((x) => x.name)).toEqual(['l', 'b2', 'b']);
  });
});

describe('graph labels', () => {
  it('legend uses catalogue long names with their unit in the configured colours, and a file curve its description and unit', () => {
    const curves = new Map([['rop', { name: 'rop', unit: 'ft/h', description: 'Rate of penetration' }]]);
    expect(graphSeries(g('x', 'both', 0, { c1: '#111111', rop: '#333333', weird: '#222222' }), curves)).toEqual([
      { name: 'c1', label: 'Methane (ppm)', color: '#111111' },
      { name: 'rop', label: 'Rate of penetration (ft/h)', color: '#333333' },
      { name: 'weird', label: 'WEIRD', color: '#222222' },
    ]);
    // Only what the project has is asked of the data endpoint (a missing file curve would be refused).
    expect(requestableSeries(['c1', 'rop', 'weird', 'haworth_zone'], curves)).toEqual(['c1', 'rop', 'haworth_zone']);
    expect(graphYLabel(g('x', 'both', 0, { rop: '' }), curves)).toBe('ft/h');
  });
  it('y label: configured, else the dominant unit (ties give Ratio)', () => {
    expect(graphYLabel(g('x', 'both', 0, { c1: '', c2: '' }, 'My label'))).toBe('My label');
    expect(graphYLabel(g('x', 'both', 0, { c1: '', c2: '', hl1: '' }))).toBe('Parts per million');
    expect(graphYLabel(g('x', 'both', 0, { c1: '', hl1: '' }))).toBe('Ratio');
    expect(graphYLabel(g('x', 'both', 0, { c1: '' }, '   '))).toBe('Parts per million');
  });
  it('axis label: (log) on a log axis, ppm when compact', () => {
    expect(axisLabel('Parts per million', true)).toBe('Parts per million (log)');
    expect(axisLabel('Parts per million', true, true)).toBe('ppm (log)');
    expect(axisLabel('Ratio', false, true)).toBe('Ratio');
  });
  it('smoothing label rule', () => {
    expect([1, 12, 13, 32, 33, 64].map(smoothingLabel)).toEqual(['Light', 'Light', 'Moderate', 'Moderate', 'Heavy', 'Heavy']);
  });
  it('series union keeps first-use order', () => {
    expect(seriesUnion([{ series: { c1: '', c2: '' } }, { series: { c2: '', hl1: '' } }])).toEqual(['c1', 'c2', 'hl1']);
  });
  it('a Haworth track also asks for the zones, which become bands', () => {
    expect(seriesUnion([{ series: { wh: '', bh: '', ch: '' }, kind: 'haworth' }])).toEqual(['wh', 'bh', 'ch', 'haworth_zone']);
    const bands = haworthBands(Float64Array.of(100, 101, 102, 103), Float64Array.of(2, 2, NaN, 4));
    expect(bands.map((b) => [b.xval_low, b.xval_high, b.message])).toEqual([
      [100, 101, ''],
      [103, 103, ''],
    ]);
    expect(bands[1].color).toBe('#43a04733');
  });
  it('log columns clip zeros and negatives to a decade below the smallest positive value', () => {
    const { columns, floor } = toLogColumns([Float64Array.of(100, 0, -5, NaN, 0.5)]);
    expect(floor).toBe(-2);
    expect(Array.from(columns[0])).toEqual([2, -2, -2, NaN, Math.fround(Math.log10(0.5))]);
    expect(logYRange(-0.3, 2.2)).toEqual([-1, 3]);
  });
});

describe('workspace helpers', () => {
  it('formats the visible window with its percent of the whole', () => {
    expect(formatDepthWindow({ min: 5000, max: 6250.4 }, { min: 5000, max: 15000 })).toBe('5,000 – 6,250 ft (13%)');
  });
  it('missing series become gap columns', () => {
    const cols = graphColumns(new Map([['c1', Float64Array.of(1, 2)]]), ['c1', 'c9'], 2);
    expect(Array.from(cols[0])).toEqual([1, 2]);
    expect(isEmptyColumn(cols[1])).toBe(true);
    expect(isEmptyColumn(cols[0])).toBe(false);
  });
});

describe("the depth window in the file's own precision", () => {
  it('keeps the decimals of the depth step', () => {
    expect(formatDepthWindow({ min: 5000.5, max: 5099.5 }, { min: 5000, max: 5099.5 }, 0.5)).toBe('5,000.5 – 5,099.5 ft (99%)');
    expect(formatDepthWindow({ min: 1219.2, max: 1250.3448 }, { min: 1219.2, max: 1300 }, 0.1524)).toBe('1,219.2000 – 1,250.3448 ft (39%)');
    expect(formatDepthWindow({ min: 5000, max: 6250.4 }, { min: 5000, max: 15000 }, 1)).toBe('5,000 – 6,250 ft (13%)');
    expect(displayDecimals(null, 'ft')).toBe(0);
  });

  it('shows a metric well in metres at its own precision, never with conversion noise', () => {
    // 1669.75 m to 1670 m at 0.125 m steps, stored in feet as the reader converts them.
    const metres = depthDisplay('m', 0.4101);
    expect(formatDepthWindow({ min: 5478.1824, max: 5479.0026 }, { min: 5478.1824, max: 5479.0026 }, 0.4101, metres)).toBe(
      '1,669.750 – 1,670.000 m (100%)',
    );
  });
});

describe('how a graph is drawn, in the workspace and the correlation alike', () => {
  const formation = { xval_low: 5000, xval_high: 5010, message: 'Top', color: '#ff000040' };
  it('puts a Haworth track on a log axis always, another graph as configured unless switched', () => {
    expect(isLogGraph({ kind: 'haworth', scale: 'linear' }, false)).toBe(true);
    expect(isLogGraph({ kind: 'lines', scale: 'log' })).toBe(true);
    expect(isLogGraph({ kind: 'lines', scale: 'log' }, false)).toBe(false);
    expect(isLogGraph({ kind: 'lines', scale: 'linear' }, true)).toBe(true);
  });
  it("shades a Haworth track's zones under the formations, and only the formations behind any other graph", () => {
    const x = Float64Array.from([5000, 5001, 5002]);
    const zones = Float64Array.from([2, 2, 4]);
    const bands = graphBands({ kind: 'haworth' }, x, zones, [formation]);
    expect(bands.at(-1)).toBe(formation);
    expect(bands.length).toBeGreaterThan(1);
    expect(graphBands({ kind: 'lines' }, x, zones, [formation])).toEqual([formation]);
  });
});
