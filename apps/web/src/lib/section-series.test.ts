import { describe, expect, it } from 'vitest';
import type { Graph } from '@mudstack/contracts';
import { graphsForSection, hasLateral, sectionFilter, seriesUnion } from './section-series';

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
  it('asks for every series the graphs need once, in first-use order', () => {
    expect(seriesUnion([{ series: { c1: '', c2: '' } }, { series: { c2: '', hl1: '' } }])).toEqual(['c1', 'c2', 'hl1']);
  });
  it('asks a Haworth track for its zones too', () => {
    expect(seriesUnion([{ series: { wh: '', bh: '', ch: '' }, kind: 'haworth' }])).toEqual(['wh', 'bh', 'ch', 'haworth_zone']);
  });
});
