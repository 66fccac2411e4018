import { describe, expect, it } from 'vitest';
import type { Graph } from '@mudstack/contracts';
import { SERIES_CATALOGUE } from '@mudstack/core';
import {
  NEW_SERIES_COLOUR,
  draftFromConfig,
  draftReducer,
  newDraft,
  sameDraft,
  savedYLabel,
  sortGraphs,
  toSaveBody,
  type ConfigDraft,
} from './config-draft';
import { seriesOptions } from './series-options';

const config: { name: string; description: string; graphs: Graph[] } = {
  name: 'Team',
  description: 'd',
  graphs: [
    { name: 'B', ylabel: 'Ratio', appliesTo: 'vertical', kind: 'lines', scale: 'linear', drawOrder: 5, series: { pix1: '#111111' } },
    { name: 'A', ylabel: 'Parts per million', appliesTo: 'both', kind: 'lines', scale: 'linear', drawOrder: 2, series: { c1: '#222222' } },
    { name: 'C', ylabel: 'Ratio', appliesTo: 'lateral', kind: 'lines', scale: 'linear', drawOrder: 9, series: {} },
  ],
};

const names = (d: ConfigDraft) => sortGraphs(d.graphs).map((g) => g.name);
const keyOf = (d: ConfigDraft, name: string) => d.graphs.find((g) => g.name === name)!.key;

describe('config draft', () => {
  it('starts a new configuration as "new config" with one graph applying to both', () => {
    const d = newDraft();
    expect(d.name).toBe('new config');
    expect(d.graphs).toHaveLength(1);
    expect(d.graphs[0]).toMatchObject({ appliesTo: 'both', drawOrder: 0, series: {} });
  });

  it('orders graphs by drawOrder when loading', () => {
    expect(names(draftFromConfig(config))).toEqual(['A', 'B', 'C']);
  });

  it('adds a graph at the end, applying to both', () => {
    const d = draftReducer(draftFromConfig(config), { type: 'addGraph' });
    const added = sortGraphs(d.graphs).at(-1)!;
    expect(added).toMatchObject({ appliesTo: 'both', drawOrder: 10, series: {} });
  });

  it('moves a graph by swapping draw orders with its neighbour', () => {
    let d = draftFromConfig(config);
    d = draftReducer(d, { type: 'moveGraph', key: keyOf(d, 'A'), direction: 'down' });
    expect(names(d)).toEqual(['B', 'A', 'C']);
    expect(d.graphs.find((g) => g.name === 'A')!.drawOrder).toBe(5);
    expect(d.graphs.find((g) => g.name === 'B')!.drawOrder).toBe(2);
    d = draftReducer(d, { type: 'moveGraph', key: keyOf(d, 'C'), direction: 'up' });
    expect(names(d)).toEqual(['B', 'C', 'A']);
  });

  it('does nothing when moving the first up or the last down', () => {
    const d = draftFromConfig(config);
    expect(draftReducer(d, { type: 'moveGraph', key: keyOf(d, 'A'), direction: 'up' })).toBe(d);
    expect(draftReducer(d, { type: 'moveGraph', key: keyOf(d, 'C'), direction: 'down' })).toBe(d);
  });

  it('separates graphs that share a draw order when moving them', () => {
    const d = draftFromConfig({ ...config, graphs: config.graphs.map((g) => ({ ...g, drawOrder: 1 })) });
    const moved = draftReducer(d, { type: 'moveGraph', key: keyOf(d, 'B'), direction: 'down' });
    expect(names(moved)).toEqual(['A', 'B', 'C']);
  });

  it('deletes a graph', () => {
    const d = draftFromConfig(config);
    expect(names(draftReducer(d, { type: 'deleteGraph', key: keyOf(d, 'B') }))).toEqual(['A', 'C']);
  });

  it('adds unique series tags in dark green, recolours and removes them', () => {
    let d = draftFromConfig(config);
    const key = keyOf(d, 'C');
    d = draftReducer(d, { type: 'addSeries', key, series: 'c2' });
    d = draftReducer(d, { type: 'addSeries', key, series: 'c2' });
    expect(d.graphs.find((g) => g.key === key)!.series).toEqual({ c2: NEW_SERIES_COLOUR });
    d = draftReducer(d, { type: 'recolourSeries', key, series: 'c2', colour: '#abcdef' });
    expect(d.graphs.find((g) => g.key === key)!.series).toEqual({ c2: '#abcdef' });
    d = draftReducer(d, { type: 'removeSeries', key, series: 'c2' });
    expect(d.graphs.find((g) => g.key === key)!.series).toEqual({});
  });

  it('saves graphs in draw order with their dominant unit and no React keys', () => {
    let d = draftFromConfig(config);
    d = draftReducer(d, { type: 'addSeries', key: keyOf(d, 'C'), series: 'c3' });
    const body = toSaveBody(d);
    expect(body.graphs.map((g) => g.name)).toEqual(['A', 'B', 'C']);
    expect(body.graphs[2]).toEqual({
      name: 'C',
      ylabel: 'Parts per million',
      appliesTo: 'lateral',
      kind: 'lines',
      scale: 'linear',
      drawOrder: 9,
      series: { c3: NEW_SERIES_COLOUR },
    });
    expect(body.graphs[1].ylabel).toBe('Ratio');
  });

  it('makes a graph a Haworth track, starting it with wetness, balance and character', () => {
    let d = draftFromConfig(config);
    d = draftReducer(d, { type: 'setKind', key: keyOf(d, 'C'), kind: 'haworth' });
    expect(toSaveBody(d).graphs[2]).toMatchObject({ kind: 'haworth', series: { wh: '#279b8d', bh: '#711782', ch: '#a5401d' } });
    // A graph that has series keeps them.
    d = draftReducer(d, { type: 'setKind', key: keyOf(d, 'A'), kind: 'haworth' });
    expect(toSaveBody(d).graphs[0].series).toEqual({ c1: '#222222' });
  });

  it('saves each graph on a log or a linear axis', () => {
    let d = draftFromConfig(config);
    d = draftReducer(d, { type: 'setScale', key: keyOf(d, 'A'), scale: 'log' });
    expect(toSaveBody(d).graphs.find((g) => g.name === 'A')?.scale).toBe('log');
    expect(sameDraft(d, draftFromConfig(config))).toBe(false);
  });

  it('tells a changed draft from an unchanged one', () => {
    const d = draftFromConfig(config);
    expect(sameDraft(d, draftFromConfig(config))).toBe(true);
    expect(sameDraft(d, draftReducer(d, { type: 'rename', name: 'Other' }))).toBe(false);
  });
});

describe('series options', () => {
  it('offers the whole catalogue in its five groups when nothing is typed', () => {
    const groups = seriesOptions('', []);
    expect(groups.map((g) => g.group)).toEqual(['Hydrocarbons', 'Normalizations', 'Heavy Light Ratios', 'Pixlers', 'Etc']);
    expect(groups.flatMap((g) => g.options)).toHaveLength(SERIES_CATALOGUE.length);
  });

  it('searches short and long names, case-insensitively', () => {
    expect(seriesOptions('METHANE', []).flatMap((g) => g.options.map((o) => o.short_name))).toEqual(['c1', 'norm_c1']);
    expect(seriesOptions('pix3', []).flatMap((g) => g.options.map((o) => o.short_name))).toEqual(['pix3']);
  });

  it('leaves out series already on the graph and empty groups', () => {
    const groups = seriesOptions('pix', ['pix1', 'pix2']);
    expect(groups).toEqual([
      { group: 'Pixlers', options: [expect.objectContaining({ short_name: 'pix3' }), expect.objectContaining({ short_name: 'pix4' })] },
    ]);
  });
});

describe('savedYLabel', () => {
  it("saves the catalogue series' dominant unit, and no label for a graph of file curves only", () => {
    expect(savedYLabel({ c1: '#000', c2: '#000' })).toBe('Parts per million');
    expect(savedYLabel({ c1: '#000', rop: '#000' })).toBe('Parts per million');
    expect(savedYLabel({})).toBe('Ratio');
    expect(savedYLabel({ rop: '#000', wob: '#000' })).toBe('');
  });
});
